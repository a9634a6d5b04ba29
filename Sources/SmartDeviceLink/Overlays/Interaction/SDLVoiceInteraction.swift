/// How an ``SDLInteractionController`` is answered by voice: the help and timeout prompts and the
/// help list. Giving one (with or without ``SDLManualInteraction``) makes the interaction voice
/// (VR_ONLY) or both (BOTH); every choice then needs voice commands.
///
/// ```swift
/// SDLVoiceInteraction(helpPrompt: "Say the name of a station", timeoutPrompt: "No station chosen")
/// ```
public struct SDLVoiceInteraction: Hashable, Sendable {
    /// Spoken when the user asks for help (`helpPrompt`).
    public var helpPrompt: [SDLTTSChunk]?
    /// Spoken when the interaction times out (`timeoutPrompt`).
    public var timeoutPrompt: [SDLTTSChunk]?
    /// The list shown during voice recognition (`vrHelp`, RPC 2.0 and later).
    public var helpItems: [SDLVrHelpItem]?

    /// Creates a voice interaction (empty prompts are left out).
    public init(helpPrompt: [SDLTTSChunk]? = nil, timeoutPrompt: [SDLTTSChunk]? = nil, helpItems: [SDLVrHelpItem]? = nil) {
        self.helpPrompt = helpPrompt?.isEmpty == true ? nil : helpPrompt
        self.timeoutPrompt = timeoutPrompt?.isEmpty == true ? nil : timeoutPrompt
        self.helpItems = helpItems?.isEmpty == true ? nil : helpItems
    }

    /// Creates a voice interaction with prompts spoken as text (empty ones are left out).
    public init(helpPrompt: String?, timeoutPrompt: String? = nil, helpItems: [SDLVrHelpItem]? = nil) {
        func chunks(_ text: String?) -> [SDLTTSChunk]? {
            guard let text, !text.isEmpty else { return nil }
            return [SDLTTSChunk(text: text, type: .text)]
        }
        self.init(helpPrompt: chunks(helpPrompt), timeoutPrompt: chunks(timeoutPrompt), helpItems: helpItems)
    }
}
