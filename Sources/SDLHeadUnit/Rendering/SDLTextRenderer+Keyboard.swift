/// The keyboard of an open PerformInteraction, below its choices:
///
/// ```text
/// ⌨ QWERTZ · RESEND_CURRENT_ENTRY · mask key
/// > •••••▏
/// suggest: Pizza Roma | Pizza Hut
/// keys: a b c · custom: € $
/// ```
///
/// The entry is drawn masked (`•`) while masking is on; the second line's `mask key` says the user can
/// switch it (`toggleKeyboardMask`). `suggest` is the `autoCompleteList`, `keys` the
/// `limitedCharacterList` (every key when absent), `custom` the `customKeys`.
extension SDLTextRenderer {
    func keyboardLines(_ keyboard: SDLHeadUnitKeyboardEntry, width: Int) -> [String] {
        let properties = keyboard.properties
        var header = "⌨ \(properties?.keyboardLayout ?? "QWERTY") · \(properties?.effectiveKeypressMode ?? "RESEND_CURRENT_ENTRY")"
        if keyboard.userCanToggleMask { header += " · mask key" }
        var lines = [header, "> \(keyboard.displayedText)▏"]
        if let suggestions = properties?.autoCompleteList, !suggestions.isEmpty {
            lines.append(contentsOf: wrapWords("suggest: " + suggestions.joined(separator: " | "), width: width))
        }
        var keys: [String] = []
        if let limited = properties?.limitedCharacterList, !limited.isEmpty { keys.append("keys: " + limited.joined(separator: " ")) }
        if let custom = properties?.customKeys, !custom.isEmpty { keys.append("custom: " + custom.joined(separator: " ")) }
        if !keys.isEmpty { lines.append(contentsOf: wrapWords(keys.joined(separator: " · "), width: width)) }
        return lines
    }
}
