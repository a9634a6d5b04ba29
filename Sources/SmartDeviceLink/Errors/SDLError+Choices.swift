/// The codes of choice cells.
extension SDLError.Code {
    /// A choice cell cannot be loaded as given (an empty text, a tab or newline, an empty voice
    /// command) or no choice ID is free; nothing was sent for it.
    public static let invalidChoice = SDLError.Code("invalidChoice")
}
