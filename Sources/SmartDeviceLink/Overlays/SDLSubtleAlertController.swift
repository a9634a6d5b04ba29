/// A subtle alert on the head unit (SDL-0242, the `SubtleAlert` RPC, RPC 7.0+): a notification-style
/// alert that covers part of the screen — up to two lines of text, an icon, a spoken prompt and up
/// to two buttons. Touching the alert itself opens the app and answers ``SDLSubtleAlertAnswer/touched``.
///
/// ```swift
/// let subtle = SDLSubtleAlertController(message: "Traffic ahead\nRoute 9 is faster", prompt: "Traffic ahead",
///                                       icon: trafficArtwork, duration: .seconds(5)) {
///     SDLButtonView("Reroute") { navigator.reroute() }
/// }
/// let result = try await presentOverlayController(subtle)
/// if result.answer?.isTouched == true { showTraffic() }   // or .button(…) for the button pressed
/// ```
///
/// Like ``SDLAlertController``: the message's lines go to `alertText1` and `alertText2` (the
/// fields the display lists; both when it lists neither, as displays older than SubtleAlert do;
/// lines beyond the last field are joined onto it); ``SDLOverlayController/duration`` becomes
/// `duration` by SDL-0201's rules (``SDLOverlayDuration``: 3…10 s; `.zero` leaves the head unit's
/// 5 s); button presses reach each ``SDLButtonView``'s handler; the icon (`alertIcon`) and the
/// prompt's audio files are uploaded before the SubtleAlert, and what cannot be shown or played is
/// left out with the result `WARNINGS` and an `info` that says why. Cancelling sends
/// CancelInteraction. Below RPC 7.0 the presentation ends with `rpcVersionTooLow`, and with
/// neither message nor prompt or too many buttons with `invalidOverlay`: nothing is sent.
///
/// The answer: the button pressed, or ``SDLSubtleAlertAnswer/touched`` when OnSubtleAlertPressed
/// came while the alert was up (or within a quarter second after the head unit's `SUCCESS`, since
/// a head unit may send it after closing the alert); `nil` when it timed out or was cancelled.
@MainActor
public final class SDLSubtleAlertController: SDLOverlayController, SDLOverlayAnswering {
    /// The button pressed, or that the alert itself was touched.
    public typealias Answer = SDLSubtleAlertAnswer

    /// RPC 7.0: MOBILE_API.xml `<function name="SubtleAlert" … since="7.0">`.
    public nonisolated static let minimumRPCVersion = SDLRPCVersion(7, 0, 0)

    /// The text, lines separated by newlines (`alertText1`, `alertText2`).
    public let message: String?
    /// What the head unit says (`ttsChunks`).
    public let prompt: SDLPrompt?
    /// The icon (`alertIcon`), uploaded before the alert.
    public let icon: SDLArtwork?
    /// The buttons (`softButtons`, at most two).
    public let buttons: [SDLButtonView]

    /// A subtle alert showing `message` and `icon`, saying `prompt`, with `buttons`.
    public init(
        message: String?,
        prompt: SDLPrompt? = nil,
        icon: SDLArtwork? = nil,
        buttons: [SDLButtonView] = [],
        duration: Duration = .zero
    ) {
        self.message = message
        self.prompt = prompt.nonEmpty
        self.icon = icon
        self.buttons = buttons
        super.init(duration: duration)
    }

    /// A subtle alert with the buttons `buttons` builds.
    public convenience init(
        message: String?,
        prompt: SDLPrompt? = nil,
        icon: SDLArtwork? = nil,
        duration: Duration = .zero,
        @SDLButtonBuilder buttons: () -> [SDLButtonView]
    ) {
        self.init(message: message, prompt: prompt, icon: icon, buttons: buttons(), duration: duration)
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        guard context.rpcVersion >= Self.minimumRPCVersion else {
            return .failure(.subtleAlertUnavailable(at: context.rpcVersion))
        }
        let parts: SDLAlertParts
        switch await SDLAlertParts.make(.subtleAlert, message: message, prompt: prompt, buttons: buttons, icon: icon, in: context) {
        case .success(let made): parts = made
        case .failure(let error): return .failure(error)
        }
        let request = SDLSubtleAlert(
            alertText1: parts.text(0), alertText2: parts.text(1), alertIcon: parts.icon, ttsChunks: parts.speech,
            duration: SDLOverlayDuration.milliseconds(duration, for: SDLSubtleAlert.Parameters.duration),
            softButtons: parts.softButtons)
        let presses = SDLOverlayButtonPresses(buttons, in: context)
        let touches = SDLSubtleAlertTouches(on: context.channel)   // listening before the request goes out
        defer {
            presses.stop()
            touches.stop()
        }
        let sent = await sendOverlay(request, cancelID: SDLSubtleAlert.Parameters.cancelID, setCancelID: { $0.cancelID = $1 }, in: context)
        guard case .success(let response) = sent else { return sent.map { SDLOverlayOutcome($0) } }
        var answer = presses.pressed.map(SDLSubtleAlertAnswer.button)
        if answer == nil, response.resultCode == .success, await touches.waitForTouch() {
            answer = .touched
        }
        return .success(SDLOverlayOutcome(response, answer: answer).noting(parts.notes))
    }
}

extension SDLAlertParts.Kind {
    /// The SubtleAlert's rules.
    static var subtleAlert: SDLAlertParts.Kind {
        SDLAlertParts.Kind(
            rpcName: SDLSubtleAlert.rpcName,
            fields: [
                (.subtleAlertText1, SDLSubtleAlert.Parameters.alertText1),
                (.subtleAlertText2, SDLSubtleAlert.Parameters.alertText2),
            ],
            allWhenNoneListed: true, softButtons: SDLSubtleAlert.Parameters.softButtons,
            icon: SDLSubtleAlert.Parameters.alertIcon, iconField: .subtleAlertIcon, fieldFamily: "subtleAlert")
    }
}
