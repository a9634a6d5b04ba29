import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The screen manager's performer starts with `Task.immediate` where the system has it and as an
/// ordinary main-actor task elsewhere (Apple systems before macOS 26 / iOS 26); Linux has both,
/// so both paths run here.
@Suite("Screen manager: how the performer starts", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ScreenManagerPerformerStartTests {
    @Test("where Task.immediate exists, the performer's first part runs in the caller's turn")
    func immediateRunsInTheCallersTurn() async {
        let ran = RanFlag()
        let task = SDLPerformerStart.immediateWhereAvailable.start { ran.value = true }
        #expect(ran.value)
        await task.value
    }

    @Test("the fallback starts in a later turn of the main actor, and still runs")
    func enqueuedRunsLater() async {
        let ran = RanFlag()
        let task = SDLPerformerStart.enqueued.start { ran.value = true }
        #expect(!ran.value)
        await task.value
        #expect(ran.value)
    }

    /// Without `Task.immediate` the performer starts a turn later, so which of a burst of updates
    /// are superseded depends on how the tasks interleave; what must hold is that every update ends
    /// once, the head unit shows a rising subsequence ending with the last, and exactly the shown
    /// ones succeed.
    @Test("with the fallback, a burst of updates ends each once and shows a rising sequence ending with the last")
    func burstWithTheFallback() async throws {
        try await ScreenHarness.run { context async throws in
            context.manager.performerStart = .enqueued
            let text = SDLTextView(fields: ["0"])
            context.manager.present(SDLView(subviews: [text]), template: nil)
            try await context.manager.update()
            #expect(try await context.nextShow() == SDLShow(mainField1: "0"))

            let outcomes = Recorder<(Int, SDLError?)>()
            for index in 1...50 {
                text.fields = [SDLText("\(index)")]
                context.manager.update { outcomes.record((index, $0)) }
            }
            var shown: [Int] = []
            while shown.last != 50 {
                let show = try await context.nextShow()
                shown.append(try #require(show.mainField1.flatMap { Int($0) }))
            }
            #expect(await eventually { outcomes.values.count == 50 })
            await context.expectNoShow()
            #expect(shown == shown.sorted() && Set(shown).count == shown.count, "shown out of order: \(shown)")
            let succeeded = outcomes.values.filter { $0.1 == nil }.map(\.0)
            #expect(Set(succeeded) == Set(shown))
            let superseded = outcomes.values.filter { $0.1?.code == .superseded }.map(\.0)
            #expect(Set(superseded) == Set(1...50).subtracting(shown))
        }
    }
}

/// Whether a started operation has run, read and written on the main actor.
@MainActor
private final class RanFlag {
    var value = false
}
