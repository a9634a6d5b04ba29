import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

@Suite("Screen manager: the two-slot update queue", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ScreenManagerQueueTests {
    @Test("100 rapid updates: only the first and the last reach the head unit; the 98 between are superseded")
    func hundredUpdates() async throws {
        try await ScreenHarness.run { context async throws in
            let text = SDLTextView(fields: ["0"])
            context.manager.present(SDLView(subviews: [text]), template: nil)
            try await context.manager.update()
            #expect(try await context.nextShow() == SDLShow(mainField1: "0"))

            let outcomes = Recorder<(Int, SDLError?)>()
            for index in 1...100 {
                text.fields = [SDLText("\(index)")]
                context.manager.update { outcomes.record((index, $0)) }
            }
            #expect(try await context.nextShow() == SDLShow(mainField1: "1"))
            #expect(try await context.nextShow() == SDLShow(mainField1: "100"))
            #expect(await eventually { outcomes.values.count == 100 })
            await context.expectNoShow()

            // Each completion-form update starts in a task of its own, so the order in which the
            // superseded ones are told is the tasks' start order, which a loaded machine may swap.
            let superseded = outcomes.values.filter { $0.1?.code == .superseded }.map(\.0)
            #expect(superseded.sorted() == Array(2...99))
            let succeeded = outcomes.values.filter { $0.1 == nil }.map(\.0)
            #expect(Set(succeeded) == [1, 100])
            #expect(outcomes.values.count == 100)
        }
    }

    @Test("update() returns once the change is on the head unit's screen")
    func explicitUpdateWaits() async throws {
        try await ScreenHarness.run { context async throws in
            let text = SDLTextView(fields: ["Before"])
            context.manager.present(SDLView(subviews: [text]), template: nil)
            try await context.manager.update()
            #expect(try await context.headUnit.app(context.appID)?.screen["mainField1"] == "Before")
            text.fields = ["After"]
            try await context.manager.update()
            #expect(try await context.headUnit.app(context.appID)?.screen["mainField1"] == "After")
            #expect(context.manager.shownScreen.mainField1 == "After")
        }
    }

    @Test("a failed automatic update reports to the error hub (errors())")
    func automaticErrors() async throws {
        try await ScreenHarness.run(profile: .basic1Line) { context async throws in
            let log = UnawaitedErrorLog(context.manager.errorHub.makeStream())
            // basic-1line shows two soft buttons: a third fails the automatic update.
            let buttons = ["1", "2", "3"].map { SDLButtonView($0) }
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["A"])] + buttons), template: nil)
            #expect(await eventually { log.errors.count == 1 })
            #expect(log.errors.first?.code == .tooManySoftButtons)
        }
    }
}
