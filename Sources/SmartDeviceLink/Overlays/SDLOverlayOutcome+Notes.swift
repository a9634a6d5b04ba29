/// What an overlay left out of its RPC (an icon or audio file that could not be uploaded, a file
/// chunk the head unit does not play) reaches the caller in the result, as SDL Core reports a
/// missing image: `SUCCESS` becomes `WARNINGS`, and each note is added to `info`.
extension SDLOverlayOutcome {
    /// The outcome with `notes` added: `SUCCESS` becomes `WARNINGS`; other codes stay; the notes
    /// follow the head unit's `info` (separated by "; "). Unchanged without notes.
    func noting(_ notes: [String]) -> SDLOverlayOutcome {
        guard !notes.isEmpty else { return self }
        var outcome = self
        if outcome.resultCode == .success { outcome.resultCode = .warnings }
        outcome.info = ([info].compactMap { $0 } + notes).joined(separator: "; ")
        return outcome
    }
}
