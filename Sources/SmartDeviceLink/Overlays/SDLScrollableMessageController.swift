/// A long, scrollable text on the head unit (SDL-0201, the `ScrollableMessage` RPC), with
/// optional buttons.
///
/// ```swift
/// let terms = SDLScrollableMessageController(message: "Terms of use\n\n…", duration: .seconds(30)) {
///     SDLButtonView("Accept") { accept() }
/// }
/// let result = try await presentOverlayController(terms)   // answer: the button pressed
/// ```
///
/// The message keeps its newlines (`scrollableMessageBody` is multi-line) and is cut to the spec's
/// length. ``SDLOverlayController/duration`` becomes `timeout` by SDL-0201's rules
/// (``SDLOverlayDuration``); `.zero` leaves it to the head unit. Button presses reach each
/// ``SDLButtonView``'s handler. An empty message or more buttons than the head unit takes end with
/// `invalidOverlay` unsent.
@MainActor
public final class SDLScrollableMessageController: SDLOverlayController, SDLOverlayAnswering {
    /// The button the user pressed to close the message, if any.
    public typealias Answer = SDLButtonView

    /// The text (`scrollableMessageBody`).
    public let message: String
    /// The buttons (`softButtons`).
    public let buttons: [SDLButtonView]

    /// A scrollable message with `buttons`.
    public init(message: String, buttons: [SDLButtonView] = [], duration: Duration = .zero) {
        self.message = message
        self.buttons = buttons
        super.init(duration: duration)
    }

    /// A scrollable message with the buttons `buttons` builds.
    public convenience init(message: String, duration: Duration = .zero, @SDLButtonBuilder buttons: () -> [SDLButtonView]) {
        self.init(message: message, buttons: buttons(), duration: duration)
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        let body = SDLTextFitting.truncate(message, toLength: SDLScrollableMessage.Parameters.scrollableMessageBody.maxLength ?? Int.max)
        guard !SDLTextFitting.sanitize(body).isEmpty else {
            return .failure(SDLError.invalid("a scrollable message needs text"))
        }
        let softButtons: [SDLSoftButton]
        let rule = SDLScrollableMessage.Parameters.softButtons
        do {
            softButtons = try await SDLOverlaySoftButtons.make(buttons, for: rule, rpcName: SDLScrollableMessage.rpcName, in: context)
        } catch {
            return .failure(error)
        }
        let request = SDLScrollableMessage(
            scrollableMessageBody: body,
            timeout: SDLOverlayDuration.milliseconds(duration, for: SDLScrollableMessage.Parameters.timeout),
            softButtons: softButtons.isEmpty ? nil : softButtons)
        let presses = SDLOverlayButtonPresses(buttons, in: context)
        defer { presses.stop() }
        let answer = await sendOverlay(
            request, cancelID: SDLScrollableMessage.Parameters.cancelID, setCancelID: { $0.cancelID = $1 }, in: context)
        return answer.map { SDLOverlayOutcome($0, answer: presses.pressed) }
    }
}
