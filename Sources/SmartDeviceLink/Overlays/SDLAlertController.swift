/// An alert on the head unit (SDL-0201, the `Alert` RPC): a multi-line message, an optional
/// spoken prompt, up to the head unit's number of buttons, a tone and a progress indicator.
///
/// ```swift
/// let alert = SDLAlertController(message: "Fuel is low.\nFind a station?", prompt: "Fuel is low", duration: .seconds(8)) {
///     SDLButtonView("Yes") { navigator.findStation() }
///     SDLButtonView("No")
/// }
/// let result = try await presentOverlayController(alert)   // SUCCESS, ABORTED, REJECTED…
/// if result.answer?.currentState.text == "Yes" { … }       // the button pressed
/// ```
///
/// The message's lines go to the alert text fields the head unit has (`alertText1`…`alertText3`,
/// from its display's text fields); lines beyond the last field are joined onto it with spaces.
/// Text is cleaned as SDL Core wants it and cut to the spec's length. `playTone` and
/// `progressIndicator` are sent only when `true`. ``SDLOverlayController/duration`` becomes
/// `duration` by SDL-0201's rules (``SDLOverlayDuration``); `.zero` leaves it to the head unit.
/// Button presses reach each ``SDLButtonView``'s handler. An alert with neither message nor
/// prompt, or with more buttons than the head unit takes, ends with `invalidOverlay` unsent.
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

    /// An alert showing `message`, saying `prompt`, with `buttons`.
    public init(
        message: String?,
        prompt: SDLPrompt? = nil,
        buttons: [SDLButtonView] = [],
        playsTone: Bool = false,
        showsProgressIndicator: Bool = false,
        duration: Duration = .zero
    ) {
        self.message = message
        self.prompt = prompt.nonEmpty
        self.buttons = buttons
        self.playsTone = playsTone
        self.showsProgressIndicator = showsProgressIndicator
        super.init(duration: duration)
    }

    /// An alert with the buttons `buttons` builds.
    public convenience init(
        message: String?,
        prompt: SDLPrompt? = nil,
        playsTone: Bool = false,
        showsProgressIndicator: Bool = false,
        duration: Duration = .zero,
        @SDLButtonBuilder buttons: () -> [SDLButtonView]
    ) {
        self.init(
            message: message, prompt: prompt, buttons: buttons(), playsTone: playsTone,
            showsProgressIndicator: showsProgressIndicator, duration: duration)
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        let speech = prompt?.ttsChunks
        let lines = Self.lines(of: message ?? "")
        guard !lines.isEmpty || speech != nil else {
            return .failure(SDLError.invalid("an alert needs a message or a prompt"))
        }
        let softButtons: [SDLSoftButton]
        do {
            softButtons = try await SDLOverlaySoftButtons.make(buttons, for: SDLAlert.Parameters.softButtons, rpcName: SDLAlert.rpcName, in: context)
        } catch {
            return .failure(error)
        }
        let fields = Self.fieldRules.filter { context.has($0.rule) }
        let available = await Self.availableFieldCount(fields.map(\.name), in: context)
        var alert = SDLAlert()
        for (index, text) in Self.split(lines, into: min(available, fields.count)).enumerated() {
            let rule = fields[index].rule
            let fitted = SDLTextFitting.fit(text, toLength: rule.maxLength ?? Int.max)
            switch index {
            case 0: alert.alertText1 = fitted
            case 1: alert.alertText2 = fitted
            default: alert.alertText3 = fitted
            }
        }
        alert.ttsChunks = speech
        alert.duration = SDLOverlayDuration.milliseconds(duration, for: SDLAlert.Parameters.duration)
        if playsTone { alert.playTone = true }
        if showsProgressIndicator, context.has(SDLAlert.Parameters.progressIndicator) { alert.progressIndicator = true }
        if !softButtons.isEmpty { alert.softButtons = softButtons }
        let presses = SDLOverlayButtonPresses(buttons)
        defer { presses.stop() }
        let answer = await sendOverlay(alert, cancelID: SDLAlert.Parameters.cancelID, setCancelID: { $0.cancelID = $1 }, in: context)
        return answer.map { SDLOverlayOutcome($0, answer: presses.pressed) }
    }
}

extension SDLAlertController {
    /// The alert text fields in order, with their spec rules.
    static let fieldRules: [(name: SDLTextFieldName, rule: SDLParameterRule)] = [
        (.alertText1, SDLAlert.Parameters.alertText1),
        (.alertText2, SDLAlert.Parameters.alertText2),
        (.alertText3, SDLAlert.Parameters.alertText3),
    ]

    /// The non-empty lines of `message` (any newline separates them).
    static func lines(of message: String) -> [String] {
        message.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !SDLTextFitting.sanitize($0).isEmpty }
    }

    /// `lines` over `count` fields (at least one): the lines beyond the last field are joined onto it.
    static func split(_ lines: [String], into count: Int) -> [String] {
        let count = max(1, count)
        guard lines.count > count else { return lines }
        return Array(lines.prefix(count - 1)) + [lines.dropFirst(count - 1).joined(separator: " ")]
    }

    /// How many of the alert text fields `names` (in order) the head unit has: the leading ones its
    /// display lists; all of them when it describes no text fields; at least one.
    static func availableFieldCount(_ names: [SDLTextFieldName], in context: SDLOverlayContext) async -> Int {
        let capabilities = await context.capabilities()
        guard !capabilities.textFields.isEmpty else { return names.count }
        let listed = names.prefix { capabilities.textField($0) != nil }.count
        return max(1, listed)
    }
}
