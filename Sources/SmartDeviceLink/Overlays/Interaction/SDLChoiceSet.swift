/// The choices an ``SDLInteractionController`` offers. A value: two equal choice sets are the same
/// set on the head unit, created there (CreateInteractionChoiceSet) once per registration, on the
/// first presentation that needs it, and reused by every later one.
///
/// ```swift
/// let stations = SDLChoiceSet([
///     SDLChoiceSet.Choice("Shell", secondaryText: "1.2 km", voiceCommands: ["Shell"]),
///     SDLChoiceSet.Choice("Aral", secondaryText: "3.4 km", voiceCommands: ["Aral"]),
/// ])
/// ```
public struct SDLChoiceSet: Hashable, Sendable {
    /// One choice: its text in the list, optional secondary and tertiary text and image, and the
    /// phrases that pick it by voice.
    ///
    /// ```swift
    /// SDLChoiceSet.Choice("Home", artwork: SDLArtwork(staticIcon: "0x11"), voiceCommands: ["Home", "Go home"])
    /// ```
    public struct Choice: Hashable, Sendable {
        /// The text in the list (`menuName`).
        public var text: String
        /// A second line (`secondaryText`), where the head unit shows one.
        public var secondaryText: String?
        /// A third line (`tertiaryText`), where the head unit shows one.
        public var tertiaryText: String?
        /// The image beside the text (`image`); uploaded before the set is created.
        public var artwork: SDLArtwork?
        /// Phrases that pick this choice by voice (`vrCommands`). A voice interaction needs them on
        /// every choice.
        public var voiceCommands: [String]

        /// Creates a choice.
        public init(
            _ text: String, secondaryText: String? = nil, tertiaryText: String? = nil,
            artwork: SDLArtwork? = nil, voiceCommands: [String] = []
        ) {
            self.text = text
            self.secondaryText = secondaryText
            self.tertiaryText = tertiaryText
            self.artwork = artwork
            self.voiceCommands = voiceCommands
        }
    }

    /// The choices, in the order shown.
    public var choices: [Choice]

    /// Creates a choice set.
    public init(_ choices: [Choice]) {
        self.choices = choices
    }

    /// Whether every choice can be picked by voice.
    var isVoiceEnabled: Bool {
        !choices.isEmpty && choices.allSatisfy { !$0.voiceCommands.isEmpty }
    }
}
