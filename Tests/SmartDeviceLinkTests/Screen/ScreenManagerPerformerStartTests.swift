import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The screen manager's performer starts with `Task.immediate` where the system has it and as an
/// ordinary main-actor task elsewhere (Apple systems before macOS 26 / iOS 26); Linux has both,
/// so both paths run here (the two-slot queue's hundred-update test runs with each as well).
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
}

/// Whether a started operation has run, read and written on the main actor.
@MainActor
private final class RanFlag {
    var value = false
}
