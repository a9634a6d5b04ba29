@testable import SmartDeviceLink
import SDLTestSupport
import Testing

/// The runner of a registration's overlay presentations: each work starts in a task of its own, and
/// none outlives the registration — cancelling ``SDLOverlayRunner/run()`` cancels them, before or
/// after ``SDLOverlayRunner/finish()``, and `run()` returns only when all have ended.
@Suite("Overlay runner", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct OverlayRunnerTests {
    /// A work that waits until it is cancelled, noting that it started and how it ended.
    @MainActor
    final class Probe {
        var started = 0
        var cancelled = 0
        var ended = 0
    }

    private func waitingWork(_ probe: Probe) -> SDLOverlayRunner.Work {
        { @MainActor in
            probe.started += 1
            // Stands for an RPC awaiting its answer: it ends when the task is cancelled.
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
            probe.cancelled += 1
        }
    }

    @Test("finish() then cancellation (the registration's end): the waiting works are cancelled and run() returns")
    func cancelAfterFinish() async throws {
        let runner = SDLOverlayRunner()
        let probe = Probe()
        let running = Task { await runner.run() }
        #expect(runner.submit(waitingWork(probe)))
        #expect(runner.submit(waitingWork(probe)))
        try await waitUntil("both works started") { probe.started == 2 }
        runner.finish()
        #expect(!runner.submit(waitingWork(probe)), "a finished runner takes no more work")
        // run() has seen finish() and waits for the works by the time the cancellation comes.
        try await Task.sleep(for: .milliseconds(50))
        running.cancel()
        await running.value
        #expect(probe.cancelled == 2)
        #expect(probe.started == 2)
    }

    @Test("cancellation without finish(): the works are cancelled, run() returns, later work is refused")
    func cancelWithoutFinish() async throws {
        let runner = SDLOverlayRunner()
        let probe = Probe()
        let running = Task { await runner.run() }
        #expect(runner.submit(waitingWork(probe)))
        try await waitUntil("the work started") { probe.started == 1 }
        running.cancel()
        await running.value
        #expect(probe.cancelled == 1)
        #expect(!runner.submit(waitingWork(probe)))
    }

    @Test("finish() alone: run() waits for the works that are still running, then returns")
    func finishWaitsForWorks() async throws {
        let runner = SDLOverlayRunner()
        let probe = Probe()
        let running = Task { await runner.run() }
        #expect(runner.submit { @MainActor in
            try? await Task.sleep(for: .milliseconds(50))
            probe.ended += 1
        })
        runner.finish()
        await running.value
        #expect(probe.ended == 1, "run() returned before the work ended")
    }
}
