/// What an Alert or a SubtleAlert carries, made ready to send: the message over the text fields,
/// the speech (audio files uploaded), the soft buttons and the icon (artwork uploaded), and notes
/// on what was left out (for ``SDLOverlayOutcome/noting(_:)``).
@MainActor
struct SDLAlertParts {
    /// The RPC's rules: Alert's or SubtleAlert's.
    struct Kind {
        var rpcName: String
        /// The text fields, in order.
        var fields: [SDLAlertText.Field]
        /// Whether a display listing none of ``fields`` has them all (SubtleAlert's fields are
        /// newer than most displays' lists).
        var allWhenNoneListed: Bool
        var softButtons: SDLParameterRule
        var icon: SDLParameterRule
        var iconField: SDLImageFieldName
        /// The prefix of the display's field names that describe this RPC.
        var fieldFamily: String
    }

    /// The texts of the text fields, in field order.
    var texts: [String]
    var speech: [SDLTTSChunk]?
    var softButtons: [SDLSoftButton]?
    var icon: SDLImage?
    var notes: [String]

    /// The parts of an alert of `kind`; `invalidOverlay` (nothing sent) with neither a message
    /// nor anything to say, or with buttons the head unit cannot show.
    static func make(
        _ kind: Kind, message: String?, prompt: SDLPrompt?, buttons: [SDLButtonView], icon: SDLArtwork?,
        in context: SDLOverlayContext
    ) async -> Result<SDLAlertParts, SDLError> {
        let lines = SDLAlertText.lines(of: message ?? "")
        guard !lines.isEmpty || prompt?.ttsChunks != nil else {
            return .failure(SDLError.invalid("\(kind.rpcName) needs a message or a prompt"))
        }
        let softButtons: [SDLSoftButton]
        do {
            softButtons = try await SDLOverlaySoftButtons.make(buttons, for: kind.softButtons, rpcName: kind.rpcName, in: context)
        } catch {
            return .failure(error)
        }
        let speech = await SDLOverlaySpeech.chunks(for: prompt, rpcName: kind.rpcName, in: context)
        guard !lines.isEmpty || speech.chunks != nil else {
            return .failure(SDLError.invalid("\(kind.rpcName) needs a message or a prompt; " + speech.notes.joined(separator: "; ")))
        }
        let image = await SDLOverlayIcon.image(
            for: icon, rule: kind.icon, field: kind.iconField, fieldFamily: kind.fieldFamily, rpcName: kind.rpcName, in: context)
        let texts = await SDLAlertText.texts(for: lines, fields: kind.fields, allWhenNoneListed: kind.allWhenNoneListed, in: context)
        return .success(SDLAlertParts(
            texts: texts, speech: speech.chunks, softButtons: softButtons.isEmpty ? nil : softButtons,
            icon: image.image, notes: speech.notes + [image.note].compactMap { $0 }))
    }

    /// The text of field `index`, if the message reaches it.
    func text(_ index: Int) -> String? {
        texts.indices.contains(index) ? texts[index] : nil
    }
}
