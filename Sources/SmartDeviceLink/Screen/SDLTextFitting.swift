/// The pure text rules of the screen manager (SDL-0134): fitting main fields to the display's
/// lines, cutting text to a field's width, and cleaning what SDL Core refuses.
///
/// Lines (fields first reduced to four, a fifth and later field joined onto the fourth):
/// - 4 lines (or an unknown number, 0): as they are;
/// - 3 lines: `[f1, f2, f3 - f4]`;
/// - 2 lines: `[f1 - f2, f3 - f4]`;
/// - 1 line: `[f1 - f2 - f3 - f4]`.
///
/// Joining skips empty fields, and the joined line carries the metadata types of the fields it
/// holds (without repeats, at most `maxSize` of them).
///
/// ```swift
/// let lines = SDLTextFitting.lines(["Blue in Green", "Miles Davis", "", "Kind of Blue"], count: 2, maxMetadataTypes: 5)
/// // ["Blue in Green - Miles Davis", "Kind of Blue"]
/// SDLTextFitting.truncate("Kind of Blue", toLength: 4)   // "Kind"
/// ```
public enum SDLTextFitting {
    /// The separator between joined fields.
    public static let separator = " - "

    /// `fields` fitted to `count` lines (exactly `count` results; `count` ≤ 0 or > 4 means four).
    public static func lines(_ fields: [SDLText], count: Int, maxMetadataTypes: Int) -> [SDLText] {
        var four = Array(fields.prefix(3))
        if fields.count > 3 { four.append(join(Array(fields[3...]), maxMetadataTypes: maxMetadataTypes)) }
        while four.count < 4 { four.append(SDLText("")) }
        let groups: [[Int]]
        switch count {
        case 1: groups = [[0, 1, 2, 3]]
        case 2: groups = [[0, 1], [2, 3]]
        case 3: groups = [[0], [1], [2, 3]]
        default: groups = [[0], [1], [2], [3]]
        }
        return groups.map { group in join(group.map { four[$0] }, maxMetadataTypes: maxMetadataTypes) }
    }

    /// The non-empty fields of `fields` joined with ``separator``, with their metadata types.
    public static func join(_ fields: [SDLText], maxMetadataTypes: Int) -> SDLText {
        let shown = fields.filter { !$0.text.isEmpty }
        var types: [SDLMetadataType] = []
        for type in shown.flatMap(\.metadata) where !types.contains(type) && types.count < maxMetadataTypes {
            types.append(type)
        }
        return SDLText(shown.map(\.text).joined(separator: separator), metadata: types)
    }

    /// `text` cut to `length` Unicode code points (how SDL Core counts a string's length).
    public static func truncate(_ text: String, toLength length: Int) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > length else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars.prefix(max(0, length)))
        return String(result)
    }

    /// `text` as SDL Core accepts it in a `Show` (its `CheckSyntax`): newlines and tabs become
    /// spaces, the backslash of a literal `\n` or `\t` is dropped, and text of spaces only
    /// becomes `""`.
    public static func sanitize(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingBackslash = false
        for scalar in text.unicodeScalars {
            if pendingBackslash {
                pendingBackslash = false
                if scalar != "n" && scalar != "t" { result.append("\\") }
            }
            switch scalar {
            case "\n", "\t", "\r": result.append(" ")
            case "\\": pendingBackslash = true
            default: result.append(scalar)
            }
        }
        if pendingBackslash { result.append("\\") }
        let clean = String(result)
        return clean.unicodeScalars.allSatisfy { $0 == " " } ? "" : clean
    }

    /// `text` cleaned (``sanitize(_:)``) and cut to `length`; text of spaces only after cutting is `""`.
    public static func fit(_ text: String, toLength length: Int) -> String {
        sanitize(truncate(sanitize(text), toLength: length))
    }
}
