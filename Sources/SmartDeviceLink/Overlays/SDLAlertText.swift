/// An alert's message over its text fields (Alert `alertText1`…`alertText3`, SubtleAlert
/// `alertText1`…`alertText2`): one non-empty line per field the head unit has; lines beyond the
/// last field are joined onto it with spaces; each text is cleaned and cut to its field's length.
@MainActor
enum SDLAlertText {
    /// A text field of an alert: the display's name for it and the RPC parameter's rule.
    typealias Field = (name: SDLTextFieldName, rule: SDLParameterRule)

    /// The texts of `lines` for `fields`, in field order: the fields the negotiated version has,
    /// as many as ``availableFieldCount(_:allWhenNoneListed:in:)`` finds.
    static func texts(for lines: [String], fields: [Field], allWhenNoneListed: Bool = false, in context: SDLOverlayContext) async -> [String] {
        let fields = fields.filter { context.has($0.rule) }
        let available = await availableFieldCount(fields.map(\.name), allWhenNoneListed: allWhenNoneListed, in: context)
        return split(lines, into: min(available, fields.count)).enumerated().map { index, text in
            SDLTextFitting.fit(text, toLength: fields[index].rule.maxLength ?? Int.max)
        }
    }

    /// The non-empty lines of `message` (any newline separates them).
    static func lines(of message: String) -> [String] {
        message.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !SDLTextFitting.sanitize($0).isEmpty }
    }

    /// `lines` over `count` fields (at least one): the lines beyond the last field are joined onto it.
    static func split(_ lines: [String], into count: Int) -> [String] {
        let count = max(1, count)
        guard lines.count > count else { return lines }
        return Array(lines.prefix(count - 1)) + [lines.dropFirst(count - 1).joined(separator: " ")]
    }

    /// How many of the alert text fields `names` (in order) the head unit has: the leading ones its
    /// display lists; all of them when it describes no text fields (or, with `allWhenNoneListed`,
    /// none of `names`: a display that predates the RPC's fields); at least one.
    static func availableFieldCount(_ names: [SDLTextFieldName], allWhenNoneListed: Bool = false, in context: SDLOverlayContext) async -> Int {
        let capabilities = await context.capabilities()
        guard !capabilities.textFields.isEmpty else { return names.count }
        let listed = names.prefix { capabilities.textField($0) != nil }.count
        if listed == 0, allWhenNoneListed, !names.contains(where: { capabilities.textField($0) != nil }) { return names.count }
        return max(1, listed)
    }
}
