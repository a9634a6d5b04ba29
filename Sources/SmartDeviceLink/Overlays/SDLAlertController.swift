/// An alert on the head unit (SDL-0201, the `Alert` RPC): a multi-line message, an optional
/// spoken prompt (text, sounds, the app's audio files), an icon, up to the head unit's number of
/// buttons, a tone and a progress indicator.
///
/// ```swift
/// let alert = SDLAlertController(message: "Fuel is low.\nFind a station?", prompt: .file(chime) + "Fuel is low",
///                                icon: fuelArtwork, duration: .seconds(8)) {
///     SDLButtonView("Yes", value: FuelChoice.findStation) { navigator.findStation() }
///     SDLButtonView("No", value: FuelChoice.ignore)
/// }
/// let result = try await presentOverlayController(alert, answering: FuelChoice.self)   // SUCCESS, WARNINGS, ABORTED…
/// if result.answer == .findStation { … }     // the value of the button pressed: a FuelChoice?
/// ```
///
/// Presented with ``SDLViewController/presentOverlayController(_:)`` instead, the answer is the
/// ``SDLButtonView`` pressed. Answers by value (``SDLButtonAnswering``) survive localised labels;
/// the controller stays non-generic so code that names it keeps compiling.
///
/// The message's lines go to the alert text fields the head unit has (`alertText1`…`alertText3`,
/// from its display's text fields); lines beyond the last field are joined onto it with spaces.
/// Text is cleaned as SDL Core wants it and cut to the spec's length. `playTone` and
/// `progressIndicator` are sent only when `true`. ``SDLOverlayController/duration`` becomes
/// `duration` by SDL-0201's rules (``SDLOverlayDuration``); `.zero` leaves it to the head unit.
/// Button presses reach each ``SDLButtonView``'s handler. An alert with neither message nor
/// prompt, or with more buttons than the head unit takes, ends with `invalidOverlay` unsent.
///
/// **Icon and audio files.** The ``icon`` (`alertIcon`, RPC 6.0+) and the prompt's audio files
/// (``SDLPrompt/file(_:)``, where the head unit's `speechCapabilities` list `FILE`) are uploaded
/// before the Alert, once. What cannot be shown or played — an upload failed, the head unit is too
/// old, its display has no `alertIcon` — is left out and the alert is still shown: the result is
/// then `WARNINGS` (instead of `SUCCESS`) and its `info` names what was left out and why.
@MainActor
public final class SDLAlertController: SDLOverlayController, SDLOverlayAnswering {
    /// The button the user pressed to close the alert, if any.
    public typealias Answer = SDLButtonView

    /// The text, lines separated by newlines.
    public let message: String?
    /// What the head unit says (`ttsChunks`).
    public let prompt: SDLPrompt?
    /// The buttons (`softButtons`).
    public let buttons: [SDLButtonView]
    /// Whether the head unit plays a tone (`playTone`; left out when `false`).
    public let playsTone: Bool
    /// Whether the alert shows a progress indicator (`progressIndicator`; left out when `false`).
    public let showsProgressIndicator: Bool
    /// The icon (`alertIcon`, RPC 6.0+), uploaded before the alert.
    public let icon: SDLArtwork?

    /// An alert showing `message`, saying `prompt`, with `buttons`.
    public init(
        message: String?,
        prompt: SDLPrompt? = nil,
        icon: SDLArtwork? = nil,
        buttons: [SDLButtonView] = [],
        playsTone: Bool = false,
        showsProgressIndicator: Bool = false,
        duration: Duration = .zero
    ) {
        self.message = message
        self.prompt = prompt.nonEmpty
        self.icon = icon
        self.buttons = buttons
        self.playsTone = playsTone
        self.showsProgressIndicator = showsProgressIndicator
        super.init(duration: duration)
    }

    /// An alert with the buttons `buttons` builds.
    public convenience init(
        message: String?,
        prompt: SDLPrompt? = nil,
        icon: SDLArtwork? = nil,
        playsTone: Bool = false,
        showsProgressIndicator: Bool = false,
        duration: Duration = .zero,
        @SDLButtonBuilder buttons: () -> [SDLButtonView]
    ) {
        self.init(
            message: message, prompt: prompt, icon: icon, buttons: buttons(), playsTone: playsTone,
            showsProgressIndicator: showsProgressIndicator, duration: duration)
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        let parts: SDLAlertParts
        switch await SDLAlertParts.make(.alert, message: message, prompt: prompt, buttons: buttons, icon: icon, in: context) {
        case .success(let made): parts = made
        case .failure(let error): return .failure(error)
        }
        var alert = SDLAlert(
            alertText1: parts.text(0), alertText2: parts.text(1), alertText3: parts.text(2), ttsChunks: parts.speech,
            duration: SDLOverlayDuration.milliseconds(duration, for: SDLAlert.Parameters.duration),
            softButtons: parts.softButtons, alertIcon: parts.icon)
        if playsTone { alert.playTone = true }
        if showsProgressIndicator, context.has(SDLAlert.Parameters.progressIndicator) { alert.progressIndicator = true }
        let presses = SDLOverlayButtonPresses(buttons, in: context)
        defer { presses.stop() }
        let answer = await sendOverlay(alert, cancelID: SDLAlert.Parameters.cancelID, setCancelID: { $0.cancelID = $1 }, in: context)
        return answer.map { SDLOverlayOutcome($0, answer: presses.pressed).noting(parts.notes) }
    }
}

extension SDLAlertParts.Kind {
    /// The Alert's rules.
    static var alert: SDLAlertParts.Kind {
        SDLAlertParts.Kind(
            rpcName: SDLAlert.rpcName,
            fields: [
                (.alertText1, SDLAlert.Parameters.alertText1),
                (.alertText2, SDLAlert.Parameters.alertText2),
                (.alertText3, SDLAlert.Parameters.alertText3),
            ],
            allWhenNoneListed: false, softButtons: SDLAlert.Parameters.softButtons,
            icon: SDLAlert.Parameters.alertIcon, iconField: .alertIcon, fieldFamily: "alert")
    }
}
