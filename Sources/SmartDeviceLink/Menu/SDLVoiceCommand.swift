/// Phrases the user can say, outside the menu, and what saying one does (an AddCommand with
/// `vrCommands` only). Set them on the application (app-wide) or on a view controller (added to the
/// app's while it is the top one).
///
/// ```swift
/// voiceCommands = [
///     SDLVoiceCommand(["Next song", "Skip"]) { await player.next() },
/// ]
/// ```
///
/// Empty phrases are dropped; a phrase used twice in the app's voice commands and menu cells
/// (ignoring case, as the head unit compares them) is refused before anything is sent.
public struct SDLVoiceCommand: Sendable {
    /// What the user can say.
    public var phrases: [String]
    /// Runs on the main actor when the user says one of ``phrases``.
    public var handler: @MainActor @Sendable () async -> Void

    /// A voice command answering to `phrases`.
    public init(_ phrases: [String], handler: @escaping @MainActor @Sendable () async -> Void) {
        self.phrases = phrases
        self.handler = handler
    }
}
