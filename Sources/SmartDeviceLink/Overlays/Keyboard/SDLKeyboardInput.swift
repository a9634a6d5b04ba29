public import SDLRPC

/// What the user did on the keyboard (one `OnKeyboardInput`).
///
/// ```swift
/// for await event in keyboard.events {
///     if case .keypress(let entry) = event { try? await keyboard.updateAutoCompleteList(cities.matching(entry)) }
/// }
/// ```
public enum SDLKeyboardInput: Hashable, Sendable {
    /// A key was pressed: the key, or the whole entry so far in `resendCurrentEntry` mode.
    case keypress(String)
    /// The user submitted `text`.
    case submitted(String)
    /// The user asked to say it instead (ENTRY_VOICE).
    case voice
    /// The user cancelled.
    case cancelled
    /// The head unit ended the entry (ENTRY_ABORTED).
    case aborted
    /// The user turned masking on or off (RPC 7.1, with ``SDLKeyboardConfiguration/masking`` USER_CHOICE).
    case maskingChanged(isMasked: Bool)

    /// The event an `OnKeyboardInput` carries.
    init(_ input: SDLOnKeyboardInput) {
        switch input.event {
        case .keypress: self = .keypress(input.data ?? "")
        case .entrySubmitted: self = .submitted(input.data ?? "")
        case .entryVoice: self = .voice
        case .entryCancelled: self = .cancelled
        case .inputKeyMaskEnabled: self = .maskingChanged(isMasked: true)
        case .inputKeyMaskDisabled: self = .maskingChanged(isMasked: false)
        default: self = .aborted
        }
    }
}
