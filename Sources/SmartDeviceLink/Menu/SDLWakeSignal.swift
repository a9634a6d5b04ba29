/// Wakes a manager's loop: wake-ups coalesce (at most one waits), so one turn of the loop serves
/// every change made before it runs.
struct SDLWakeSignal: Sendable {
    /// The wake-ups, for the loop to iterate; ends after ``finish()``.
    let wakeUps: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (wakeUps, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Wakes the loop (once, however often it is called before the loop runs).
    func wake() { continuation.yield() }

    /// Ends the loop's iteration.
    func finish() { continuation.finish() }
}
