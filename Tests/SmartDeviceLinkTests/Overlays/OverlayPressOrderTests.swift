import Foundation
@testable import SmartDeviceLink
import Testing

/// An overlay's answer is the button the head unit said was pressed before it answered — even when
/// the screen manager's press handling has not run yet (a stream consumer is scheduled later than
/// the response's caller; under ThreadSanitizer the example's alert once answered nothing).
@Suite("Overlay answers do not race the press handling")
@MainActor
struct OverlayPressOrderTests {
    @Test("an alert answers with the button whose press reached the channel's ledger before the response",
          arguments: [0, 1])
    func alertAnswersFromTheLedger(pressedIndex: Int) async throws {
        let channel = PressBeforeResponseChannel(pressedIndex: pressedIndex)
        let yes = SDLButtonView("Yes")
        let no = SDLButtonView("No")
        let alert = SDLAlertController(message: "Fuel is low.", buttons: [yes, no])
        let result = try await alert.performPresentation(in: channel.overlayContext()).get()
        #expect((result.answer as? SDLButtonView) === [yes, no][pressedIndex])
    }

    @Test("a scrollable message answers from the ledger too; a press of another button is no answer")
    func scrollableMessageIgnoresForeignPresses() async throws {
        let channel = PressBeforeResponseChannel(pressedIndex: 0)
        let accept = SDLButtonView("Accept")
        let message = SDLScrollableMessageController(message: "Terms", buttons: [accept])
        #expect((try await message.performPresentation(in: channel.overlayContext()).get().answer as? SDLButtonView) === accept)

        let foreign = PressBeforeResponseChannel(pressedIndex: 0, pressedIDOffset: 1_000)
        let other = SDLScrollableMessageController(message: "Terms", buttons: [SDLButtonView("Accept")])
        #expect(try await other.performPresentation(in: foreign.overlayContext()).get().answer == nil)
    }
}

/// A channel whose notification streams never deliver (as if their consumers had not run yet) but
/// whose ledgers record an OnButtonPress of the overlay's soft button `pressedIndex` before the
/// overlay's SUCCESS response — the order a head unit sends them in.
final class PressBeforeResponseChannel: SDLRPCChannel, @unchecked Sendable {
    private let lock = NSLock()
    private var ledgers: [SDLNotificationLedger<SDLOnButtonPress>] = []
    private let pressedIndex: Int
    private let pressedIDOffset: Int

    init(pressedIndex: Int, pressedIDOffset: Int = 0) {
        self.pressedIndex = pressedIndex
        self.pressedIDOffset = pressedIDOffset
    }

    func send<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?, timeout: Duration?) async throws(SDLError) -> Request.Response {
        let buttons = request.jsonObject["softButtons"]?.arrayValue ?? []
        if pressedIndex < buttons.count, let id = buttons[pressedIndex].objectValue?["softButtonID"]?.intValue {
            let press = SDLOnButtonPress(buttonName: .customButton, buttonPressMode: .short, customButtonID: id + pressedIDOffset)
            for ledger in lock.withLock({ ledgers }) { ledger.record(press) }
        }
        return try successResponse(Request.Response.self)
    }

    func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        AsyncStream { _ in }
    }

    func notificationLedger<Notification: SDLNotification>(of type: Notification.Type) -> SDLNotificationLedger<Notification> {
        let ledger = SDLNotificationLedger<Notification>()
        if let presses = ledger as? SDLNotificationLedger<SDLOnButtonPress> { lock.withLock { ledgers.append(presses) } }
        return ledger
    }

    var maximumFramePayloadSize: Int { 131_072 }
}
