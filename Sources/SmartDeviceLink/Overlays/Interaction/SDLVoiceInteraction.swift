/// How an ``SDLInteractionController`` is answered by voice: the help and timeout prompts and the
/// help list. Giving one (with or without ``SDLManualInteraction``) makes the interaction voice
/// (VR_ONLY) or both (BOTH); every choice then needs voice commands.
///
/// ```swift
/// SDLVoiceInteraction(helpPrompt: "Say the name of a station", timeoutPrompt: "No station chosen")
/// ```
public struct SDLVoiceInteraction: Hashable, Sendable {
    /// Said when the user asks for help (`helpPrompt`).
    public var helpPrompt: SDLPrompt?
    /// Said when the interaction times out (`timeoutPrompt`).
    public var timeoutPrompt: SDLPrompt?
    /// The list shown during voice recognition (`vrHelp`, RPC 2.0 and later).
    public var helpItems: [SDLVrHelpItem]?

    /// Creates a voice interaction (empty prompts and lists are left out).
    public init(helpPrompt: SDLPrompt? = nil, timeoutPrompt: SDLPrompt? = nil, helpItems: [SDLVrHelpItem]? = nil) {
        self.helpPrompt = helpPrompt.nonEmpty
        self.timeoutPrompt = timeoutPrompt.nonEmpty
        self.helpItems = helpItems?.isEmpty == true ? nil : helpItems
    }
}
