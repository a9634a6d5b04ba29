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
        var fields = [Self.encoded(name), Self.kindField(kind)]
        if isArray { fields.append("[]") }
        if isMandatory { fields.append("!") }
        if isDeprecated { fields.append("~") }
        if minValue != nil || maxValue != nil { fields.append("v=" + Self.pair(minValue, maxValue)) }
        if minLength != nil || maxLength != nil { fields.append("l=" + Self.pair(minLength, maxLength)) }
        if minSize != nil || maxSize != nil { fields.append("n=" + Self.pair(minSize, maxSize)) }
        if let defaultValue { fields.append("d=" + Self.defaultField(defaultValue)) }
        if let allowedValues { fields.append("a=" + allowedValues.map(Self.encoded).joined(separator: ",")) }
        if let since { fields.append("+\(since)") }
        if let until { fields.append("-\(until)") }
        fields.append("@\(specLine)")
        return fields.joined(separator: " ")
    }

    private static func kindField(_ kind: SDLValueKind) -> String {
        switch kind {
        case .string: "s"
        case .integer: "i"
        case .float: "f"
        case .boolean: "b"
        case .enumeration(let name): "e:" + encoded(name)
        case .structure(let name): "t:" + encoded(name)
        }
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

    private static func pair<Number>(_ low: Number?, _ high: Number?) -> String {
        (low.map { "\($0)" } ?? "") + "," + (high.map { "\($0)" } ?? "")
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
        if text.isEmpty { return "%" }
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
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
