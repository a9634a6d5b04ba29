public import NIOCore

/// The events of a capture whose bytes arrive as an `AsyncSequence` of `ByteBuffer` chunks; made by
/// ``SDLCaptureReader/events(from:)``. Errors of the chunk sequence are rethrown; protocol errors are
/// ``SDLCaptureEvent/error(_:offset:)`` events. At the end of the chunks it yields what
/// ``SDLCaptureReader/finish()`` reports.
public struct SDLCaptureEventSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == ByteBuffer {
    public typealias Element = SDLCaptureEvent

    let base: Base
    let reader: SDLCaptureReader

    /// The iterator.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        var reader: SDLCaptureReader
        var queue: [SDLCaptureEvent] = []
        var position = 0
        var finished = false

        public mutating func next() async throws -> SDLCaptureEvent? {
            while position == queue.count {
                guard !finished else { return nil }
                queue.removeAll(keepingCapacity: true)
                position = 0
                if let chunk = try await base.next() {
                    queue = reader.feed(chunk)
                } else {
                    finished = true
                    queue = reader.finish()
                }
            }
            defer { position += 1 }
            return queue[position]
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), reader: reader)
    }
}
