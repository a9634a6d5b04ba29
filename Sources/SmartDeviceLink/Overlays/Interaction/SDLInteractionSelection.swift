/// What the user answered an ``SDLInteractionController`` with: a choice of its set (with its
/// index), or text typed on the keyboard, and how (`triggerSource`: MENU, VR or KEYBOARD).
///
/// ```swift
/// let result = try await presentOverlayController(interaction)
/// if let selection = result.answer, let choice = selection.choice {
///     print(choice.text, selection.triggerSource == .vr ? "by voice" : "by touch")
/// }
/// ```
public struct SDLInteractionSelection: Hashable, Sendable {
    /// The choice picked, if one was.
    public var choice: SDLChoiceCell?
    /// Its index in the set's ``SDLChoiceSet/choices``.
    public var choiceIndex: Int?
    /// The text typed on the keyboard (`manualTextEntry`), if any.
    public var text: String?
    /// How it was answered; `nil` when the head unit did not say.
    public var triggerSource: SDLTriggerSource?

    /// Creates a selection.
    public init(choice: SDLChoiceCell? = nil, choiceIndex: Int? = nil, text: String? = nil, triggerSource: SDLTriggerSource? = nil) {
        self.choice = choice
        self.choiceIndex = choiceIndex
        self.text = text
        self.triggerSource = triggerSource
    }
}
