import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Overlays answer with their typed result, and are view controllers whose appearance calls mean
/// something (SDL-0201).
@Suite("Overlay answers and appearance", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct OverlayAnswerTests {
    @Test("a scrollable message answers with the button pressed; closed by the head unit it answers nothing")
    func scrollableMessageAnswer() async throws {
        try await OverlayApp.run { app in
            let accept = SDLButtonView("Accept")
            let message = SDLScrollableMessageController(message: "Terms", buttons: [accept, SDLButtonView("Later")])
            let pressed = Task { try await app.root.presentOverlayController(message) }
            let shown = try await app.headUnit.nextOverlay(.scrollableMessage)
            let id = try #require(shown.softButtons.first { $0.text == "Accept" }?.id)
            try await app.headUnit.pressSoftButton(id)
            let result = try await pressed.value
            #expect(result.answer === accept)

            let dismissed = Task { try await app.root.presentOverlayController(SDLScrollableMessageController(message: "Again")) }
            _ = try await app.headUnit.nextOverlay(.scrollableMessage)
            try await app.headUnit.dismissOverlay()
            let none = try await dismissed.value
            #expect(none.resultCode == .aborted && none.answer == nil)
        }
    }

    @Test("the application presents too; the overlay's appearance calls bracket its presentation")
    func appearanceCalls() async throws {
        try await OverlayApp.run { app in
            let log = CallLog()
            let alert = LoggingAlert(log: log)
            let presentation = Task { try await app.harness.application.presentOverlayController(alert) }
            _ = try await app.headUnit.nextOverlay(.alert)
            #expect(log.take() == ["viewWillAppear", "viewDidAppear"])
            #expect(alert.isPresented)
            try await app.headUnit.dismissOverlay()
            #expect(try await presentation.value.resultCode == .aborted)
            #expect(log.take() == ["viewWillDisappear", "viewDidDisappear"])
        }
    }
}

/// An alert that logs its appearance calls.
@MainActor
final class LoggingAlert: SDLOverlayController, SDLOverlayAnswering {
    typealias Answer = Int
    let log: CallLog
    let alert = SDLAlertController(message: "Logged")

    init(log: CallLog) {
        self.log = log
        super.init()
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        await alert.performPresentation(in: context)
    }

    override func viewWillAppear() { log.append("viewWillAppear") }
    override func viewDidAppear() { log.append("viewDidAppear") }
    override func viewWillDisappear() { log.append("viewWillDisappear") }
    override func viewDidDisappear() { log.append("viewDidDisappear") }
}
