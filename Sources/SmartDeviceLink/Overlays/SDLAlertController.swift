/// An alert on the head unit (SDL-0201, the `Alert` RPC): a multi-line message, an optional
/// spoken prompt, up to the head unit's number of buttons, a tone and a progress indicator.
///
/// ```swift
/// let alert = SDLAlertController(message: "Fuel is low.\nFind a station?", prompt: "Fuel is low", duration: .seconds(8)) {
///     SDLButtonView(title: "Yes") { _ in navigator.findStation() }
///     SDLButtonView(title: "No")
/// }
/// let answer = try await presentOverlayController(alert)   // SUCCESS, ABORTED, REJECTED…
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
public final class SDLAlertController: SDLOverlayController {
    /// The text, lines separated by newlines.
    public let message: String?
    /// What the head unit speaks (`ttsChunks`).
    public let prompt: [SDLTTSChunk]?
    /// The buttons (`softButtons`).
    public let buttons: [SDLButtonView]
    /// Whether the head unit plays a tone (`playTone`; left out when `false`).
    public let shouldPlayTone: Bool
    /// Whether the alert shows a progress indicator (`progressIndicator`; left out when `false`).
    public let shouldShowProgressIndicator: Bool

    /// An alert showing `message`, speaking `prompt`, with `buttons`.
    public init(
        message: String?,
        prompt: [SDLTTSChunk]? = nil,
        buttons: [SDLButtonView] = [],
        shouldPlayTone: Bool = false,
        shouldShowProgressIndicator: Bool = false,
        duration: Duration = .zero
    ) {
        self.message = message
        self.prompt = prompt
        self.buttons = buttons
        self.shouldPlayTone = shouldPlayTone
        self.shouldShowProgressIndicator = shouldShowProgressIndicator
        super.init(duration: duration)
    }

    /// An alert whose prompt is plain text to speak.
    public convenience init(
        message: String?,
        prompt: String,
        buttons: [SDLButtonView] = [],
        shouldPlayTone: Bool = false,
        shouldShowProgressIndicator: Bool = false,
        duration: Duration = .zero
    ) {
        self.init(
            message: message, prompt: [SDLTTSChunk(text: prompt, type: .text)], buttons: buttons,
            shouldPlayTone: shouldPlayTone, shouldShowProgressIndicator: shouldShowProgressIndicator, duration: duration)
    }

    /// An alert with the buttons `buttons` builds.
    public convenience init(
        message: String?,
        prompt: [SDLTTSChunk]? = nil,
        shouldPlayTone: Bool = false,
        shouldShowProgressIndicator: Bool = false,
        duration: Duration = .zero,
        @SDLButtonBuilder buttons: () -> [SDLButtonView]
    ) {
        self.init(
            message: message, prompt: prompt, buttons: buttons(), shouldPlayTone: shouldPlayTone,
            shouldShowProgressIndicator: shouldShowProgressIndicator, duration: duration)
    }

    /// An alert with a plain-text prompt and the buttons `buttons` builds.
    public convenience init(
        message: String?,
        prompt: String,
        shouldPlayTone: Bool = false,
        shouldShowProgressIndicator: Bool = false,
        duration: Duration = .zero,
        @SDLButtonBuilder buttons: () -> [SDLButtonView]
    ) {
        self.init(
            message: message, prompt: prompt, buttons: buttons(), shouldPlayTone: shouldPlayTone,
            shouldShowProgressIndicator: shouldShowProgressIndicator, duration: duration)
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayResult, SDLOverlayError> {
        let speech = (prompt ?? []).isEmpty ? nil : prompt
        let lines = Self.lines(of: message ?? "")
        guard !lines.isEmpty || speech != nil else {
            return .failure(SDLOverlayError.invalid("an alert needs a message or a prompt"))
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
        if shouldPlayTone { alert.playTone = true }
        if shouldShowProgressIndicator, context.has(SDLAlert.Parameters.progressIndicator) { alert.progressIndicator = true }
        if !softButtons.isEmpty { alert.softButtons = softButtons }
        let answer = await sendOverlay(alert, cancelID: SDLAlert.Parameters.cancelID, setCancelID: { $0.cancelID = $1 }, in: context)
        return answer.map { SDLOverlayResult($0) }
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
