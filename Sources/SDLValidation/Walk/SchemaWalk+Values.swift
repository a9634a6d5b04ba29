import SDLSpec

extension SchemaWalk {
    /// Checks one parameter value (an array or a single value) against its chosen definition;
    /// returns the cleaned value, or `nil` where it cannot be read.
    mutating func value(_ json: SDLJSONValue, _ definition: ValidationSchema.MemberDefinition) -> SDLJSONValue? {
        let rule = definition.rule
        guard rule.isArray else { return element(json, definition) }
        guard case .array(let items) = json else {
            context.recordTypeMismatch(expected: "Array of \(rule.kind)", got: json, rule)
            return nil
        }
        var kept: [SDLJSONValue] = []
        if buildsOutput { kept.reserveCapacity(items.count) }
        var remaining = items.count
        for (index, item) in items.enumerated() {
            context.path.push(index: index)
            let mark = context.beginValue()
            let checked = element(item, definition)
            if context.endElement(mark) {
                remaining -= 1
            } else if buildsOutput, let checked {
                kept.append(checked)
            }
            context.path.pop()
        }
        context.checkSize(remaining, of: items.count, rule)
        return buildsOutput ? .array(kept) : nil
    }

    /// Checks a single (non-array) value.
    @inline(__always)
    private mutating func element(_ json: SDLJSONValue, _ definition: ValidationSchema.MemberDefinition) -> SDLJSONValue? {
        let rule = definition.rule
        switch definition.type {
        case .enumeration(let position):
            return enumeration(json, schema.enums[position], rule)
        case .structure(let position):
            return structure(json, schema.structs[position], rule)
        case .scalar:
            return scalar(json, rule)
        }
    }

    @inline(__always)
    private mutating func scalar(_ json: SDLJSONValue, _ rule: SDLParameterRule) -> SDLJSONValue? {
        let violation: SDLRuleViolation?
        switch (rule.kind, json) {
        case (.string, .string(let text)): violation = SDLRuleCheck.length(of: text, rule)
        case (.integer, .integer(let number)): violation = SDLRuleCheck.range(of: number, rule)
        case (.float, .integer(let number)): violation = SDLRuleCheck.range(of: Double(number), rule)
        case (.float, .float(let number)): violation = SDLRuleCheck.range(of: number, rule)
        case (.boolean, .bool): violation = nil
        default:
            context.recordTypeMismatch(expected: rule.kind.description, got: json, rule)
            return nil
        }
        if let violation { context.record(violation, specLine: rule.specLine) }
        return json
    }

    @inline(__always)
    private mutating func enumeration(_ json: SDLJSONValue, _ enumeration: ValidationSchema.Enumeration, _ rule: SDLParameterRule) -> SDLJSONValue? {
        let name: String
        switch json {
        case .string(let text): name = text
        case .integer(let number): name = String(number)
        default:
            context.recordTypeMismatch(expected: "String (enum \(enumeration.name))", got: json, rule)
            return nil
        }
        let validity = enumeration.definitions.variant(for: version)?.isValid(name, at: version)
        var violation = SDLRuleCheck.enumeration(name, isKnown: validity == true, rule)
        if validity == false {
            violation = SDLRuleViolation(.enumeration, "'\(name)' of enum \(enumeration.name) does not exist in RPC version \(version)")
        }
        guard let violation else { return json }
        context.record(violation, severity: SDLRuleCheck.enumSeverity(rule), specLine: rule.specLine)
        context.isDropped = true
        return nil
    }

    private mutating func structure(_ json: SDLJSONValue, _ structure: ValidationSchema.Structure, _ rule: SDLParameterRule) -> SDLJSONValue? {
        guard case .object(let members) = json else {
            context.recordTypeMismatch(expected: "Object (struct \(structure.name))", got: json, rule)
            return nil
        }
        guard let layout = structure.definitions.variant(for: version) else {
            context.record(SDLRuleViolation(.notInVersion, "struct \(structure.name) does not exist in RPC version \(version)"), specLine: rule.specLine)
            return nil
        }
        let cleaned = object(members, layout)
        return buildsOutput ? .object(cleaned) : nil
    }
}
