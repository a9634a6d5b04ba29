import SDLSpec

extension SchemaWalk {
    /// Checks one parameter value (an array or a single value) against its chosen definition;
    /// returns the cleaned value, or `nil` where it cannot be read.
    ///
    /// Limits are first tested on ``ValidationSchema/Limits``; only a value that may fail is
    /// checked again with the rule, which words the issue.
    mutating func value(_ json: SDLJSONValue, _ definition: ValidationSchema.MemberDefinition) -> SDLJSONValue? {
        guard definition.limits.isArray else { return element(json, definition) }
        guard case .array(let items) = json else {
            let rule = definition.rule
            syncPath()
            context.recordTypeMismatch(expected: "Array of \(rule.kind)", got: json, rule)
            return nil
        }
        var kept: [SDLJSONValue] = []
        if buildsOutput { kept.reserveCapacity(items.count) }
        var remaining = items.count
        for index in items.indices {
            push(index: index)
            let mark = context.beginValue()
            let checked = element(items[index], definition)
            if context.endElement(mark) {
                remaining -= 1
            } else if buildsOutput, let checked {
                kept.append(checked)
            }
            pop()
        }
        if !definition.limits.sizeFits(remaining) {
            syncPath()
            context.checkSize(remaining, of: items.count, definition.rule)
        }
        return buildsOutput ? .array(kept) : nil
    }

    /// Checks a single (non-array) value.
    @inline(__always)
    private mutating func element(_ json: SDLJSONValue, _ definition: ValidationSchema.MemberDefinition) -> SDLJSONValue? {
        switch definition.type {
        case .enumeration(let position):
            return schema.enumRefs[position]._withUnsafeGuaranteedRef { enumeration(json, $0, definition) }
        case .structure(let position):
            return schema.structRefs[position]._withUnsafeGuaranteedRef { structure(json, $0, definition) }
        case .scalar:
            return scalar(json, definition)
        }
    }

    @inline(__always)
    private mutating func scalar(_ json: SDLJSONValue, _ definition: ValidationSchema.MemberDefinition) -> SDLJSONValue? {
        let limits = definition.limits
        switch (limits.scalar, json) {
        case (.string, .string(let text)):
            if !limits.lengthSurelyFits(text), let violation = SDLRuleCheck.length(of: text, definition.rule) {
                syncPath()
                context.record(violation, specLine: definition.rule.specLine)
            }
        case (.integer, .integer(let number)):
            if !limits.rangeFits(Double(number)), let violation = SDLRuleCheck.range(of: number, definition.rule) {
                syncPath()
                context.record(violation, specLine: definition.rule.specLine)
            }
        case (.float, .integer(let number)):
            if !limits.rangeFits(Double(number)), let violation = SDLRuleCheck.range(of: Double(number), definition.rule) {
                syncPath()
                context.record(violation, specLine: definition.rule.specLine)
            }
        case (.float, .float(let number)):
            if !limits.rangeFits(number), let violation = SDLRuleCheck.range(of: number, definition.rule) {
                syncPath()
                context.record(violation, specLine: definition.rule.specLine)
            }
        case (.boolean, .bool):
            break
        default:
            let rule = definition.rule
            syncPath()
            context.recordTypeMismatch(expected: rule.kind.description, got: json, rule)
            return nil
        }
        return buildsOutput ? json : nil
    }

    @inline(__always)
    private mutating func enumeration(
        _ json: SDLJSONValue, _ enumeration: ValidationSchema.Enumeration, _ definition: ValidationSchema.MemberDefinition
    ) -> SDLJSONValue? {
        let name: String
        switch json {
        case .string(let text): name = text
        case .integer(let number): name = String(number)
        default:
            syncPath()
            context.recordTypeMismatch(expected: "String (enum \(enumeration.name))", got: json, definition.rule)
            return nil
        }
        let validity = enumeration.definition(for: version, isSpecVersion: isSpecVersion)?.isValid(name, at: version)
        if validity == true, !definition.limits.hasAllowedValues { return buildsOutput ? json : nil }
        let rule = definition.rule
        var violation = SDLRuleCheck.enumeration(name, isKnown: validity == true, rule)
        if validity == false {
            violation = SDLRuleViolation(.enumeration, "'\(name)' of enum \(enumeration.name) does not exist in RPC version \(version)")
        }
        guard let violation else { return buildsOutput ? json : nil }
        syncPath()
        context.record(violation, severity: SDLRuleCheck.enumSeverity(rule), specLine: rule.specLine)
        context.isDropped = true
        return nil
    }

    private mutating func structure(
        _ json: SDLJSONValue, _ structure: ValidationSchema.Structure, _ definition: ValidationSchema.MemberDefinition
    ) -> SDLJSONValue? {
        guard case .object(let members) = json else {
            syncPath()
            context.recordTypeMismatch(expected: "Object (struct \(structure.name))", got: json, definition.rule)
            return nil
        }
        guard let layout = structure.definition(for: version, isSpecVersion: isSpecVersion) else {
            syncPath()
            context.record(
                SDLRuleViolation(.notInVersion, "struct \(structure.name) does not exist in RPC version \(version)"),
                specLine: definition.rule.specLine)
            return nil
        }
        let cleaned = object(members, layout)
        return buildsOutput ? .object(cleaned) : nil
    }
}
