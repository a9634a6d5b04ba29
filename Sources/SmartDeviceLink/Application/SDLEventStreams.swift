/// Fans the application's events out to any number of `AsyncStream`s, on the main actor.
@MainActor
struct SDLEventStreams<Element: Sendable> {
    private var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    private var nextID = 0

    /// A stream of every element sent from now on, until ``finish()``.
    mutating func makeStream() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        continuations[nextID] = continuation
        nextID += 1
        return stream
    }

    /// Sends `element` to every live stream; streams whose consumer went away are dropped.
    mutating func yield(_ element: Element) {
        for (id, continuation) in continuations {
            if case .terminated = continuation.yield(element) { continuations[id] = nil }
        }
    }

    /// Ends every stream made so far.
    mutating func finish() {
        for continuation in continuations.values { continuation.finish() }
        continuations.removeAll()
    }
}
