/// A type's parameter rules as compact text, one line per rule, for generated code: one string
/// literal per type, read once on first use, instead of an array of `SDLParameterRule(…)` calls
/// with a dozen arguments each — which the type checker resolves call by call and the optimiser
/// expands into stores, for two thousand parameters (swift-protobuf keeps its name maps as text
/// for the same reason). The generator writes the lines with ``tableLine``; tests read the whole
/// spec's back and compare them with the spec's own rules.
///
/// A line is space-separated fields: the name, the kind (`s` string, `i` integer, `f` float, `b`
/// boolean, `e:Name` enum, `t:Name` struct), then only what the spec sets — `[]` array, `!`
/// mandatory, `~` deprecated, `v=min,max` values, `l=min,max` length, `n=min,max` size (either
/// side may be empty), `d=b:true` / `d=i:5` / `d=f:0.5` / `d=s:text` / `d=null` default,
/// `a=A,B` allowed enum values, `+2.0.0` since, `-7.0.0` until — and `@line`, the spec line. Names
/// and texts are percent-encoded outside `A–Z a–z 0–9 _ . -` (an empty one is `%`), so a line
/// never holds a space, a comma, a quote or a backslash of its own.
extension SDLParameterRule {
    /// The rules of `table`'s lines, in order. A field it cannot read is left out (the rule keeps
    /// its default for it); the generator never writes one, and the tests read every line back.
    public static func table(_ table: String) -> [SDLParameterRule] {
        table.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let name = Self.decoded(fields[0]) else { return nil }
            var reader = TableLineReader(name: name, kind: Self.kind(fields[1]))
            for field in fields.dropFirst(2) { reader.read(field) }
            return reader.rule
        }
    }

    /// This rule as one line of ``table(_:)``.
    public var tableLine: String {
        // Appended into one string (the generator writes two thousand of these per spec).
        var line = ""
        line.reserveCapacity(64)
        Self.appendEncoded(name, to: &line)
        line += " "
        Self.appendKind(kind, to: &line)
        if isArray { line += " []" }
        if isMandatory { line += " !" }
        if isDeprecated { line += " ~" }
        if minValue != nil || maxValue != nil { Self.appendPair(" v=", minValue?.description, maxValue?.description, to: &line) }
        if minLength != nil || maxLength != nil { Self.appendPair(" l=", minLength?.description, maxLength?.description, to: &line) }
        if minSize != nil || maxSize != nil { Self.appendPair(" n=", minSize?.description, maxSize?.description, to: &line) }
        if let defaultValue { line += " d=" + Self.defaultField(defaultValue) }
        if let allowedValues {
            line += " a="
            for (index, value) in allowedValues.enumerated() {
                if index > 0 { line += "," }
                Self.appendEncoded(value, to: &line)
            }
        }
        if let since { line += " +" + since.description }
        if let until { line += " -" + until.description }
        line += " @" + String(specLine)
        return line
    }

    private static func appendKind(_ kind: SDLValueKind, to line: inout String) {
        switch kind {
        case .string: line += "s"
        case .integer: line += "i"
        case .float: line += "f"
        case .boolean: line += "b"
        case .enumeration(let name):
            line += "e:"
            appendEncoded(name, to: &line)
        case .structure(let name):
            line += "t:"
            appendEncoded(name, to: &line)
        }
    }

    private static func appendPair(_ prefix: String, _ low: String?, _ high: String?, to line: inout String) {
        line += prefix
        if let low { line += low }
        line += ","
        if let high { line += high }
    }

    private static func kind(_ field: Substring) -> SDLValueKind {
        switch field {
        case "s": return .string
        case "i": return .integer
        case "f": return .float
        case "b": return .boolean
        default:
            let name = decoded(field.dropFirst(2)) ?? ""
            return field.hasPrefix("e:") ? .enumeration(name) : .structure(name)
        }
    }

    private static func defaultField(_ value: SDLJSONValue) -> String {
        switch value {
        case .bool(let flag): "b:\(flag)"
        case .integer(let number): "i:\(number)"
        case .float(let number): "f:\(number)"
        case .string(let text): "s:" + encoded(text)
        case .null, .array, .object: "null"
        }
    }

    /// `text` with every byte outside `A–Z a–z 0–9 _ . -` as `%XX`; an empty text is `%`.
    static func encoded(_ text: String) -> String {
        var result = ""
        appendEncoded(text, to: &result)
        return result
    }

    /// Appends ``encoded(_:)`` of `text` to `result`: plain text as it is, the rest byte by byte.
    static func appendEncoded(_ text: String, to result: inout String) {
        if text.isEmpty {
            result += "%"
            return
        }
        if text.utf8.allSatisfy(isPlain) {
            result += text
            return
        }
        for byte in text.utf8 {
            if isPlain(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%"
                result.unicodeScalars.append(hexDigit(byte >> 4))
                result.unicodeScalars.append(hexDigit(byte & 0x0F))
            }
        }
    }

    /// Whether `byte` stands for itself in a table line: `A–Z a–z 0–9 _ . -`.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// The upper-case hexadecimal digit of `nibble` (0–15).
    private static func hexDigit(_ nibble: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10)
    }

    /// The text of a percent-encoded field; `nil` when an escape is malformed.
    static func decoded(_ field: Substring) -> String? {
        if field == "%" { return "" }
        var bytes: [UInt8] = []
        var index = field.utf8.startIndex
        while index < field.utf8.endIndex {
            let byte = field.utf8[index]
            if byte == UInt8(ascii: "%") {
                let hexStart = field.utf8.index(after: index)
                guard let hexEnd = field.utf8.index(hexStart, offsetBy: 2, limitedBy: field.utf8.endIndex),
                      let value = UInt8(String(field[hexStart..<hexEnd]), radix: 16) else { return nil }
                bytes.append(value)
                index = hexEnd
            } else {
                bytes.append(byte)
                index = field.utf8.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Collects one line's optional fields into a rule.
private struct TableLineReader {
    let name: String
    let kind: SDLValueKind
    var isArray = false, isMandatory = false, isDeprecated = false
    var minValue: Double?, maxValue: Double?
    var minLength: Int?, maxLength: Int?, minSize: Int?, maxSize: Int?
    var defaultValue: SDLJSONValue?
    var allowedValues: [String]?
    var since: SDLRPCVersion?, until: SDLRPCVersion?
    var specLine = 0

    var rule: SDLParameterRule {
        SDLParameterRule(
            name: name, kind: kind, isArray: isArray, isMandatory: isMandatory, minValue: minValue, maxValue: maxValue,
            minLength: minLength, maxLength: maxLength, minSize: minSize, maxSize: maxSize, defaultValue: defaultValue,
            allowedValues: allowedValues, since: since, until: until, isDeprecated: isDeprecated, specLine: specLine)
    }

    mutating func read(_ field: Substring) {
        switch field.first {
        case "[": isArray = true
        case "!": isMandatory = true
        case "~": isDeprecated = true
        case "@": specLine = Int(field.dropFirst()) ?? 0
        case "+": since = SDLRPCVersion(String(field.dropFirst()))
        case "-": until = SDLRPCVersion(String(field.dropFirst()))
        default: readValued(field)
        }
    }

    private mutating func readValued(_ field: Substring) {
        guard let equals = field.firstIndex(of: "=") else { return }
        let value = field[field.index(after: equals)...]
        switch field[..<equals] {
        case "v": (minValue, maxValue) = Self.pair(value, Double.init)
        case "l": (minLength, maxLength) = Self.pair(value, Int.init)
        case "n": (minSize, maxSize) = Self.pair(value, Int.init)
        case "d": defaultValue = Self.defaultValue(value)
        case "a": allowedValues = value.split(separator: ",").compactMap(SDLParameterRule.decoded)
        default: break
        }
    }

    private static func pair<Number>(_ text: Substring, _ parse: (String) -> Number?) -> (Number?, Number?) {
        let sides = text.split(separator: ",", omittingEmptySubsequences: false)
        guard sides.count == 2 else { return (nil, nil) }
        return (parse(String(sides[0])), parse(String(sides[1])))
    }

    private static func defaultValue(_ text: Substring) -> SDLJSONValue? {
        let body = String(text.dropFirst(2))
        switch text.prefix(2) {
        case "b:": return .bool(body == "true")
        case "i:": return Int(body).map(SDLJSONValue.integer)
        case "f:": return Double(body).map(SDLJSONValue.float)
        case "s:": return SDLParameterRule.decoded(Substring(body)).map(SDLJSONValue.string)
        default: return text == "null" ? .null : nil
        }
    }
}
