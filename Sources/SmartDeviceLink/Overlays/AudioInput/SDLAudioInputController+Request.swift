extension SDLAudioInputController {
    /// The format to record in when the app chose none: 16 kHz / 16-bit PCM when offered, else the
    /// head unit's first offer, else (no offers) 16 kHz / 16-bit PCM.
    static func preferredFormat(from offers: [SDLAudioPassThruCapabilities]) -> SDLAudioPassThruCapabilities {
        offers.first { $0.samplingRate == ._16khz && $0.bitsPerSample == ._16Bit }
            ?? offers.first
            ?? SDLAudioPassThruCapabilities(samplingRate: ._16khz, bitsPerSample: ._16Bit, audioType: .pcm)
    }

    /// `message` over the two display texts: the first non-empty line, then the other lines joined
    /// with spaces (tabs become spaces: Core refuses tabs and newlines). With `hasSecondLine` false
    /// all lines go to the first text.
    static func displayTexts(of message: String?, hasSecondLine: Bool) -> (String?, String?) {
        let lines = (message ?? "")
            .split(whereSeparator: \.isNewline)
            .map { line in
                let spaced = line.map { $0.isWhitespace ? " " : $0 }
                guard let start = spaced.firstIndex(where: { $0 != " " }), let end = spaced.lastIndex(where: { $0 != " " }) else { return "" }
                return String(spaced[start...end])
            }
            .filter { !$0.isEmpty }
        guard let first = lines.first else { return (nil, nil) }
        let rest = lines.dropFirst().joined(separator: " ")
        if rest.isEmpty { return (first, nil) }
        return hasSecondLine ? (first, rest) : (([first] + [rest]).joined(separator: " "), nil)
    }

    /// The PerformAudioPassThru for `capabilities` (the head unit's).
    func request(capabilities headUnit: SDLSystemCapabilities) -> SDLPerformAudioPassThru {
        let format = capabilities ?? Self.preferredFormat(from: headUnit.supportedAudioPassThruFormats)
        let fields = headUnit.textFields.map(\.name)
        // A head unit that lists its fields without the second one gets the whole message in the first.
        let hasSecondLine = fields.isEmpty || fields.contains(.audioPassThruDisplayText2)
        let (text1, text2) = Self.displayTexts(of: message, hasSecondLine: hasSecondLine)
        let rule = SDLPerformAudioPassThru.Parameters.maxDuration
        let maxDuration = SDLOverlayDuration.milliseconds(duration, for: rule) ?? rule.maxValue.map { Int($0) } ?? 0
        return SDLPerformAudioPassThru(
            initialPrompt: prompt?.ttsChunks, audioPassThruDisplayText1: text1, audioPassThruDisplayText2: text2,
            samplingRate: format.samplingRate, maxDuration: maxDuration, bitsPerSample: format.bitsPerSample,
            audioType: format.audioType, muteAudio: mutesAudio)
    }
}
