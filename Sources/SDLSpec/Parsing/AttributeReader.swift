/// Reads the attributes of one element, turning malformed values into diagnostics and noting
/// attributes nobody asked for.
struct AttributeReader {
    private let tag: String
    /// Attributes in document order; an element has a dozen at most, so a scan beats hashing.
    private var entries: [(name: String, value: String, consumed: Bool)]
    let location: SourceLocation

    init(_ element: XMLElement) {
        self.tag = element.name
        self.location = element.location
        self.entries = element.attributes.map { ($0.name, $0.value, false) }
    }

    /// The raw value, marking the attribute as known.
    mutating func string(_ name: String) -> String? {
        guard let index = entries.firstIndex(where: { $0.name == name }) else { return nil }
        entries[index].consumed = true
        return entries[index].value
    }

    private func has(_ name: String) -> Bool { entries.contains { $0.name == name } }

    /// A required attribute; a diagnostic when it is missing.
    mutating func required(_ name: String, into diagnostics: inout [SpecDiagnostic]) -> String? {
        guard let value = string(name) else {
            diagnostics.append(SpecDiagnostic(.error, "<\(tag)> is missing the required attribute '\(name)'", at: location))
            return nil
        }
        return value
    }

    /// `true`/`false` (the rpc_spec parser also takes `1`/`0`).
    mutating func bool(_ name: String, into diagnostics: inout [SpecDiagnostic]) -> Bool? {
        guard let raw = string(name) else { return nil }
        switch raw {
        case "true", "1": return true
        case "false", "0": return false
        default:
            diagnostics.append(SpecDiagnostic(.error, "attribute '\(name)' of <\(tag)> must be true or false, not '\(raw)'", at: location))
            return nil
        }
    }

    /// A decimal number: an exact integer when it has no fraction or exponent.
    mutating func number(_ name: String, into diagnostics: inout [SpecDiagnostic]) -> SpecNumber? {
        guard let raw = string(name) else { return nil }
        if let number = SpecNumber(parsing: raw) { return number }
        diagnostics.append(SpecDiagnostic(.error, "attribute '\(name)' of <\(tag)> is not a number: '\(raw)'", at: location))
        return nil
    }

    /// A non-negative decimal integer (lengths and sizes).
    mutating func count(_ name: String, into diagnostics: inout [SpecDiagnostic]) -> Int? {
        guard let raw = string(name) else { return nil }
        if !raw.isEmpty, raw.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(raw) { return value }
        diagnostics.append(SpecDiagnostic(.error, "attribute '\(name)' of <\(tag)> is not a non-negative integer: '\(raw)'", at: location))
        return nil
    }

    /// Any decimal integer (enum element `value`).
    mutating func integer(_ name: String, into diagnostics: inout [SpecDiagnostic]) -> Int? {
        guard let raw = string(name) else { return nil }
        if case .integer(let value) = SpecNumber(parsing: raw) { return value }
        diagnostics.append(SpecDiagnostic(.error, "attribute '\(name)' of <\(tag)> is not an integer: '\(raw)'", at: location))
        return nil
    }

    /// "X.Y" or "X.Y.Z".
    mutating func version(_ name: String, into diagnostics: inout [SpecDiagnostic]) -> SpecVersion? {
        guard let raw = string(name) else { return nil }
        if let version = SpecVersion(parsing: raw) { return version }
        diagnostics.append(SpecDiagnostic(.error, "attribute '\(name)' of <\(tag)> is not a version (X.Y or X.Y.Z): '\(raw)'", at: location))
        return nil
    }

    /// since/until/deprecated/removed, with the history rules of the rpc_spec generator.
    mutating func availability(inHistory: Bool, into diagnostics: inout [SpecDiagnostic]) -> Availability {
        let since = version("since", into: &diagnostics)
        let until = version("until", into: &diagnostics)
        let deprecated = bool("deprecated", into: &diagnostics) ?? false
        let removed = bool("removed", into: &diagnostics) ?? false
        if inHistory, !has("since") || !has("until") {
            diagnostics.append(SpecDiagnostic(.error, "a <history> item needs both 'since' and 'until'", at: location))
        }
        if let since, let until, until <= since {
            diagnostics.append(SpecDiagnostic(.error, "'until' \(until) is not after 'since' \(since)", at: location))
        }
        if deprecated, removed {
            diagnostics.append(SpecDiagnostic(.error, "<\(tag)> cannot be both deprecated and removed", at: location))
        }
        return Availability(since: since, until: until, isDeprecated: deprecated, isRemoved: removed)
    }

    /// The attributes that no reader asked for, in document order.
    func unknownAttributeNames() -> [String] {
        entries.filter { !$0.consumed }.map(\.name)
    }

    /// Warnings for attributes that no reader asked for.
    func unknownAttributes() -> [SpecDiagnostic] {
        unknownAttributeNames().map {
            SpecDiagnostic(.warning, "unknown attribute '\($0)' on <\(tag)> is ignored", at: location)
        }
    }
}

extension SpecNumber {
    /// Parses a decimal literal: `-12`, `100000000000`, `359.99`, `1e3`. No hex, no inf/nan.
    public init?(parsing raw: String) {
        let scalars = Array(raw.utf8)
        guard !scalars.isEmpty else { return nil }
        var index = 0
        if scalars[index] == UInt8(ascii: "-") || scalars[index] == UInt8(ascii: "+") { index += 1 }
        let digitsStart = index
        while index < scalars.count, scalars[index].isASCIIDigit { index += 1 }
        let integerDigits = index - digitsStart
        if index == scalars.count {
            guard integerDigits > 0 else { return nil }
            if let value = Int(raw) { self = .integer(value); return }
            guard let value = Double(raw) else { return nil }
            self = .float(value)
            return
        }
        var fractionDigits = 0
        if scalars[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < scalars.count, scalars[index].isASCIIDigit { index += 1 }
            fractionDigits = index - start
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if index < scalars.count, scalars[index] == UInt8(ascii: "e") || scalars[index] == UInt8(ascii: "E") {
            index += 1
            if index < scalars.count, scalars[index] == UInt8(ascii: "-") || scalars[index] == UInt8(ascii: "+") { index += 1 }
            let start = index
            while index < scalars.count, scalars[index].isASCIIDigit { index += 1 }
            guard index > start else { return nil }
        }
        guard index == scalars.count, let value = Double(raw), value.isFinite else { return nil }
        self = .float(value)
    }
}

extension UInt8 {
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
