import NIOCore
import SDLProtocol

extension SDLTransportConnection {
    /// Writes `frames` in order in one event-loop task, as ``send(_:)`` does, and returns a future
    /// that completes once the channel has written the last one (failed when it could not).
    func sendAndWait(_ frames: [SDLFrame]) -> EventLoopFuture<Void> {
        let channel = self.channel
        let promise = channel.eventLoop.makePromise(of: Void.self)
        let write: @Sendable () -> Void = {
            for frame in frames.dropLast() { channel.write(frame, promise: nil) }
            if let last = frames.last { channel.write(last, promise: promise) } else { promise.succeed() }
            channel.flush()
        }
        if channel.eventLoop.inEventLoop { write() } else { channel.eventLoop.execute(write) }
        return promise.futureResult
    }
}
