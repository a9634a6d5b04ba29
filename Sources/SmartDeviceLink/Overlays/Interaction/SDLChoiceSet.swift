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
    /// The choices, in the order shown.
    public var choices: [SDLChoiceCell]

    /// Creates a choice set.
    public init(_ choices: [SDLChoiceCell]) {
        self.choices = choices
    }

    /// A choice set of the cells `content` builds (`if`, `for`, `switch` work inside).
    public init(@SDLChoiceBuilder _ content: () -> [SDLChoiceCell]) {
        self.choices = content()
    }

    /// Whether every choice can be picked by voice.
    var isVoiceEnabled: Bool {
        !choices.isEmpty && choices.allSatisfy { !$0.voiceCommands.isEmpty }
    }
}

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
