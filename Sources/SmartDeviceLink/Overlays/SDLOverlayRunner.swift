/// Runs one registration's overlay presentations, each in a main-actor task of its own started by
/// ``submit(_:)`` — one hop to the main actor's next turn, not through a queue, a task group and a
/// child task first; the turn in between lets code that presents and at once cancels end the
/// overlay before its RPC goes out. None outlives the registration: when ``run()`` is cancelled
/// (the registration ended) they are cancelled (and their RPCs fail), and ``run()`` returns only
/// after every one has ended.
@MainActor
final class SDLOverlayRunner {
    typealias Work = @MainActor @Sendable () async -> Void

    /// Ends (finishes) when ``finish()`` is called; ``run()`` waits on it.
    private let ends: AsyncStream<Void>
    private let endsContinuation: AsyncStream<Void>.Continuation
    /// The presentations still running, by number.
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0
    private var isFinished = false

    init() {
        (ends, endsContinuation) = AsyncStream.makeStream(of: Void.self)
    }

    /// Starts `work`; `false` (and `work` never runs) when the registration has ended.
    func submit(_ work: @escaping Work) -> Bool {
        guard !isFinished else { return false }
        let id = nextID
        nextID += 1
        let task = Task { @MainActor in
            await work()
            self.ended(id)
        }
        running[id] = task
        return true
    }

    /// Waits until ``finish()`` or cancellation, then until every presentation has ended.
    /// Cancellation — before or after ``finish()`` — cancels every running presentation, as it
    /// would child tasks.
    func run() async {
        await withTaskCancellationHandler {
            for await _ in ends {}
            isFinished = true
            if Task.isCancelled { cancelRunning() }
            while let task = running.values.first {
                await task.value
            }
        } onCancel: {
            Task { @MainActor in self.cancelRunning() }
        }
    }

    /// Cancels every running presentation.
    private func cancelRunning() {
        for task in running.values { task.cancel() }
    }

    /// Takes no more work.
    func finish() {
        isFinished = true
        endsContinuation.finish()
    }

    /// Presentation `id` has ended.
    private func ended(_ id: Int) {
        running[id] = nil
    }
}
