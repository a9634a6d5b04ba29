/// Fans one sequence of values out to any number of `AsyncStream`s.
///
/// A value type kept inside an actor: the actor's isolation guards it. A stream whose consumer has
/// gone is dropped the next time a value is sent (`yield` reports `.terminated`), so no task or
/// lock is needed for clean-up.
struct SDLBroadcaster<Element: Sendable>: Sendable {
    private var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    private var nextID = 0
    private(set) var isFinished = false

    /// A new stream that receives every value sent from now on, after `initial` values if given.
    mutating func makeStream(initial: [Element] = []) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        for value in initial { continuation.yield(value) }
        if isFinished {
            continuation.finish()
            return stream
        }
        continuations[nextID] = continuation
        nextID += 1
        return stream
    }

    /// Sends `value` to every live stream.
    mutating func yield(_ value: Element) {
        var gone: [Int] = []
        for (id, continuation) in continuations {
            if case .terminated = continuation.yield(value) { gone.append(id) }
        }
        for id in gone { continuations[id] = nil }
    }

    /// Ends every stream; later streams end at once.
    mutating func finish() {
        for continuation in continuations.values { continuation.finish() }
        continuations.removeAll()
        isFinished = true
    }

    /// How many streams are live (for tests).
    var subscriberCount: Int { continuations.count }
}
