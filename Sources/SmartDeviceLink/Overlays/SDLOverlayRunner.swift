/// Runs one registration's overlay presentations as child tasks of the registration: they end
/// (and their RPCs fail) when the registration ends, and none outlives it.
@MainActor
final class SDLOverlayRunner {
    typealias Work = @MainActor @Sendable () async -> Void

    private let works: AsyncStream<Work>
    private let continuation: AsyncStream<Work>.Continuation

    init() {
        (works, continuation) = AsyncStream.makeStream(of: Work.self)
    }

    /// Queues `work`; `false` when the registration has ended.
    func submit(_ work: @escaping Work) -> Bool {
        if case .enqueued = continuation.yield(work) { return true }
        return false
    }

    /// Runs every submitted work until ``finish()`` or cancellation (which cancels them too).
    func run() async {
        let works = self.works
        await withDiscardingTaskGroup { group in
            for await work in works {
                group.addTask { await work() }
            }
        }
    }

    /// Takes no more work.
    func finish() {
        continuation.finish()
    }
}
