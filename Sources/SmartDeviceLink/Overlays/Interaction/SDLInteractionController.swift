/// Asks the user to pick one of a choice set (PerformInteraction, SDL-0176): by touch, by voice or
/// either, or to type text on a keyboard.
///
/// The mode follows from what is given: ``manualInteraction`` alone → MANUAL_ONLY,
/// ``voiceInteraction`` alone → VR_ONLY, both → BOTH. Each cell is loaded on the head unit
/// (CreateInteractionChoiceSet) the first time a presentation shows it and reused after
/// that, cell by cell (``SDLChoiceSetManager``). ``SDLOverlayController/duration`` becomes `timeout` (`.zero` leaves it to the head unit);
/// ``SDLOverlayController/cancel()`` sends CancelInteraction (RPC 6.0 and later).
///
/// ```swift
/// let interaction = SDLInteractionController(
///     title: "Choose a station", choiceSet: stations, initialPrompt: "Which station?",
///     manualInteraction: SDLManualInteraction(layout: .listOnly),
///     voiceInteraction: SDLVoiceInteraction(helpPrompt: "Say a station name"),
///     duration: .seconds(20))
/// let result = try await presentOverlayController(interaction)   // SUCCESS, TIMED_OUT, ABORTED…
/// if let choice = result.answer?.choice { navigate(to: choice.text) }
/// ```
@MainActor
public final class SDLInteractionController: SDLOverlayController, SDLOverlayAnswering {
    /// The choice picked or the text typed.
    public typealias Answer = SDLInteractionSelection

    /// The title shown above the choices (`initialText`).
    public let title: String
    /// The choices.
    public let choiceSet: SDLChoiceSet
    /// Said when the interaction starts (`initialPrompt`), in every mode.
    public let initialPrompt: SDLPrompt?
    /// Touch (or keyboard) input; `nil` for voice only.
    public let manualInteraction: SDLManualInteraction?
    /// Voice input; `nil` for touch only.
    public let voiceInteraction: SDLVoiceInteraction?
    /// Called on the main actor with every OnKeyboardInput while a keyboard is shown (keypresses,
    /// the text entered so far, submit, cancel).
    @available(*, deprecated, message: "use keyboardEventHandler: the same SDLKeyboardInput an SDLKeyboardController gives")
    public var keyboardInputHandler: (@MainActor (SDLOnKeyboardInput) -> Void)? {
        get { rawKeyboardInputHandler }
        set { rawKeyboardInputHandler = newValue }
    }
    var rawKeyboardInputHandler: (@MainActor (SDLOnKeyboardInput) -> Void)?
    /// The keyboard of a KEYBOARD, LIST_WITH_SEARCH or ICON_WITH_SEARCH layout, as an
    /// ``SDLKeyboardController``'s: sent with SetGlobalProperties before the interaction and reset
    /// after; `nil` leaves the head unit's keyboard as it is.
    public var keyboardConfiguration: SDLKeyboardConfiguration? {
        didSet { keyboard.configuration = keyboardConfiguration ?? SDLKeyboardConfiguration() }
    }
    /// Called on the main actor with each keyboard event while a keyboard layout is shown.
    public var keyboardEventHandler: (@MainActor (SDLKeyboardInput) -> Void)?
    /// Asked for the words to offer after each keypress on a keyboard layout, as
    /// ``SDLKeyboardController/autocomplete``: a newer keypress cancels the query before it and
    /// only the newest answer is sent.
    public var autocomplete: SDLKeyboardAutocomplete? {
        get { keyboard.autocomplete }
        set { keyboard.autocomplete = newValue }
    }
    /// The keyboard while a keyboard layout is shown.
    let keyboard = SDLKeyboardSession(configuration: SDLKeyboardConfiguration())

    /// Creates an interaction.
    ///
    /// - Parameters:
    ///   - title: shown above the choices (mandatory on the head unit; keep it short).
    ///   - choiceSet: the choices (may be empty only with the keyboard and without voice).
    ///   - initialPrompt: spoken when it starts.
    ///   - manualInteraction: touch input (default: the head unit's layout); `nil` for voice only.
    ///   - voiceInteraction: voice input; `nil` (default) for touch only.
    ///   - duration: the timeout; `.zero` leaves it to the head unit.
    public init(
        title: String,
        choiceSet: SDLChoiceSet,
        initialPrompt: SDLPrompt? = nil,
        manualInteraction: SDLManualInteraction? = SDLManualInteraction(),
        voiceInteraction: SDLVoiceInteraction? = nil,
        duration: Duration = .zero
    ) {
        self.title = title
        self.choiceSet = choiceSet
        self.initialPrompt = initialPrompt.nonEmpty
        self.manualInteraction = manualInteraction
        self.voiceInteraction = voiceInteraction
        super.init(duration: duration)
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        await presentInteraction(in: context)
    }

    /// MANUAL_ONLY, VR_ONLY or BOTH from what is given; `nil` when neither is.
    var interactionMode: SDLInteractionMode? {
        switch (manualInteraction, voiceInteraction) {
        case (.some, .some): .both
        case (.some, nil): .manualOnly
        case (nil, .some): .vrOnly
        case (nil, nil): nil
        }
    }

    /// Why the interaction cannot be shown as configured, before anything is sent.
    var configurationProblem: String? {
        guard let mode = interactionMode else { return "neither manual nor voice interaction is given" }
        let keyboard = manualInteraction?.isKeyboard == true
        if keyboard, mode != .manualOnly { return "a keyboard cannot be combined with voice interaction" }
        if choiceSet.choices.isEmpty, !keyboard { return "the choice set is empty (only a keyboard interaction may have no choices)" }
        if mode != .manualOnly, !choiceSet.isVoiceEnabled { return "a voice interaction needs voice commands on every choice" }
        let withVoice = choiceSet.choices.count { !$0.voiceCommands.isEmpty }
        if withVoice != 0, withVoice != choiceSet.choices.count { return "either every choice has voice commands or none has" }
        if title.allSatisfy(\.isWhitespace) { return "the title is empty" }
        if let keyboardConfiguration, let problem = SDLKeyboardSession.problem(with: keyboardConfiguration, capabilities: nil) { return problem }
        if Set(choiceSet.choices).count != choiceSet.choices.count { return "the choice set holds the same cell twice" }
        var phrases: [String: String] = [:]
        for choice in choiceSet.choices {
            for phrase in choice.voiceCommands {
                // The head unit refuses a voice command two cells of one interaction share (any case).
                if let other = phrases.updateValue(choice.text, forKey: phrase.lowercased()) {
                    return "the voice command '\(phrase)' is on two choices ('\(other)' and '\(choice.text)')"
                }
            }
        }
        return nil
    }
}
