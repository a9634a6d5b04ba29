import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// SDLScrollableMessageController against the emulator.
@Suite("Scrollable message controller", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ScrollableMessageControllerTests {
    @Test("the ScrollableMessage keeps the message's lines and carries the buttons, the timeout and a cancelID")
    func exactScrollableMessage() async throws {
        try await OverlayApp.run { app in
            var pressed = 0
            let message = SDLScrollableMessageController(message: "Terms\nLine two", duration: .seconds(30)) {
                SDLButtonView("Accept") { _ in pressed += 1 }
            }
            let completions = app.present(message)
            let sent = try await app.nextRequest(SDLScrollableMessage.self)
            let accept = try #require(message.buttons.first?.softButtonID)
            let expected = SDLScrollableMessage(
                scrollableMessageBody: "Terms\nLine two", timeout: 30000,
                softButtons: [SDLSoftButton(type: .text, text: "Accept", isHighlighted: false, softButtonID: accept, systemAction: .defaultAction)],
                cancelID: sent.cancelID)
            #expect(sent == expected)
            #expect(sent.cancelID != nil)
            try await app.headUnit.pressSoftButton(accept)
            #expect(try await completions.resultCode() == .success)
            try await waitUntil("the press") { pressed == 1 }
        }
    }

    @Test("without buttons and duration only the body is sent; the head unit's default timeout ends it")
    func bodyOnly() async throws {
        try await OverlayApp.run { app in
            let completions = app.present(SDLScrollableMessageController(message: "Body"))
            let request = try await app.headUnit.nextRequest("ScrollableMessage")
            // The head unit fills in the spec's default timeout (the app sent none: see OverlayRequestTests).
            #expect(request.parameters["timeout"]?.intValue == SDLScrollableMessage.Parameters.timeout.defaultInteger)
            #expect(request.parameters["softButtons"] == nil)
            #expect(request.parameters["scrollableMessageBody"]?.stringValue == "Body")
            let timeout = try #require(SDLScrollableMessage.Parameters.timeout.defaultInteger)
            try await app.headUnit.advanceClock(by: .milliseconds(timeout - 1))
            #expect(completions.results.isEmpty)
            try await app.headUnit.advanceClock(by: .milliseconds(1))
            #expect(try await completions.resultCode() == .success)
        }
    }

    @Test("an empty message is invalidOverlay, unsent")
    func emptyMessage() async throws {
        try await OverlayApp.run { app in
            let code = try await app.present(SDLScrollableMessageController(message: "")).errorCode()
            #expect(code == .invalidOverlay)
            #expect(await app.receivesNoRequest("ScrollableMessage"))
        }
    }
}
