/// The choices an ``SDLInteractionController`` offers. Its cells are values: the registration's
/// ``SDLChoiceSetManager`` loads each cell once (one CreateInteractionChoiceSet per cell) and every
/// presentation showing it reuses it, so a set rebuilt with the same cells, or another set sharing
/// some, sends only what the head unit lacks.
///
/// ```swift
/// let stations = SDLChoiceSet {
///     SDLChoiceCell("Shell", secondaryText: "1.2 km", voiceCommands: ["Shell"])
///     if showsAral { SDLChoiceCell("Aral", secondaryText: "3.4 km", voiceCommands: ["Aral"]) }
///     for station in nearby { SDLChoiceCell(station.name, voiceCommands: [station.name]) }
/// }
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
        /// The image beside the text (`image`); uploaded before the cell is loaded (a cell whose
        /// upload failed is loaded without it).
        public var artwork: SDLArtwork?
        /// A second image (`secondaryImage`, RPC 3.0 and later).
        public var secondaryArtwork: SDLArtwork?
        /// Phrases that pick this choice by voice (`vrCommands`). A voice interaction needs them on
        /// every choice.
        public var voiceCommands: [String]

        /// Creates a choice.
        public init(
            _ text: String, secondaryText: String? = nil, tertiaryText: String? = nil,
            artwork: SDLArtwork? = nil, secondaryArtwork: SDLArtwork? = nil, voiceCommands: [String] = []
        ) {
            self.text = text
            self.secondaryText = secondaryText
            self.tertiaryText = tertiaryText
            self.artwork = artwork
            self.secondaryArtwork = secondaryArtwork
            self.voiceCommands = voiceCommands
        }
    }

    /// The choices, in the order shown.
    public var choices: [Choice]

    /// Creates a choice set.
    public init(_ choices: [Choice]) {
        self.choices = choices
    }

    /// A choice set of the cells `content` builds (`if`, `for`, `switch` work inside).
    public init(@SDLChoiceBuilder _ content: () -> [Choice]) {
        self.choices = content()
    }

    /// Whether every choice can be picked by voice.
    var isVoiceEnabled: Bool {
        !choices.isEmpty && choices.allSatisfy { !$0.voiceCommands.isEmpty }
    }
}

/// A choice cell: ``SDLChoiceSet/Choice`` by the name the DSL reads best with.
public typealias SDLChoiceCell = SDLChoiceSet.Choice

/// Builds choice cells from a block, with `if`/`else`, `if let`, `switch` and `for`.
@resultBuilder
public enum SDLChoiceBuilder {
    /// One cell.
    public static func buildExpression(_ choice: SDLChoiceCell) -> [SDLChoiceCell] { [choice] }
    /// Several cells.
    public static func buildExpression(_ choices: [SDLChoiceCell]) -> [SDLChoiceCell] { choices }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [SDLChoiceCell]...) -> [SDLChoiceCell] { parts.flatMap { $0 } }
    /// `if` without `else`, `if let`.
    public static func buildOptional(_ part: [SDLChoiceCell]?) -> [SDLChoiceCell] { part ?? [] }
    /// `if`/`else`, `switch`: the first branch.
    public static func buildEither(first part: [SDLChoiceCell]) -> [SDLChoiceCell] { part }
    /// `if`/`else`, `switch`: the second branch.
    public static func buildEither(second part: [SDLChoiceCell]) -> [SDLChoiceCell] { part }
    /// `for … in`.
    public static func buildArray(_ parts: [[SDLChoiceCell]]) -> [SDLChoiceCell] { parts.flatMap { $0 } }
    /// `if #available`.
    public static func buildLimitedAvailability(_ part: [SDLChoiceCell]) -> [SDLChoiceCell] { part }
}
