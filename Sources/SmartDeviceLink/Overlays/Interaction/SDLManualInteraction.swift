/// How an ``SDLInteractionController`` is answered by touch: the layout of the choices, or a
/// keyboard. Giving one (with or without ``SDLVoiceInteraction``) makes the interaction manual
/// (MANUAL_ONLY) or both (BOTH).
///
/// ```swift
/// SDLManualInteraction(layout: .listOnly)
/// SDLManualInteraction.keyboard                 // text typed on the head unit's keyboard
/// ```
public struct SDLManualInteraction: Hashable, Sendable {
    /// The layout (`interactionLayout`, RPC 3.0 and later); `nil` leaves it to the head unit.
    /// `.keyboard` shows a keyboard: the typed text is the answer (``SDLInteractionSelection/text``).
    public var layout: SDLLayoutMode?

    /// Creates a manual interaction.
    public init(layout: SDLLayoutMode? = nil) {
        self.layout = layout
    }

    /// A keyboard (`interactionLayout` KEYBOARD); it cannot be combined with voice.
    public static let keyboard = SDLManualInteraction(layout: .keyboard)

    /// Whether the layout is the keyboard.
    var isKeyboard: Bool { layout == .keyboard }
}
