import SDLSpec

/// One validation pass over a message's parameters, the way SDL Core's schema stage treats them
/// (protocol.md §D.3–§D.5): version variants, unknown keys, enum drops with propagation, types,
/// limits and mandatory members, recording every issue in the shared ``SDLValidationContext``.
///
/// When `buildsOutput` is set it also builds what Core passes on: dropped values removed and
/// defaults inserted.
struct SchemaWalk {
    let schema: ValidationSchema
    let version: SDLRPCVersion
    let buildsOutput: Bool
    /// Whether `version` is the spec's own, whose definitions the schema has chosen already.
    let isSpecVersion: Bool
    var context = SDLValidationContext()
    /// The walk's position; copied into `context.path` only when an issue is recorded.
    var steps = PathStack()

    init(schema: ValidationSchema, version: SDLRPCVersion, buildsOutput: Bool) {
        self.schema = schema
        self.version = version
        self.buildsOutput = buildsOutput
        self.isSpecVersion = schema.version == version
    }

    /// Walks one object against `layout`; returns the cleaned object (empty unless `buildsOutput`).
    mutating func object(_ object: SDLJSONObject, _ layout: ValidationSchema.ObjectLayout) -> SDLJSONObject {
        var output = SDLJSONObject()
        var seen = SeenMembers(count: layout.members.count)
        var hint = 0
        object.forEachMember { key, value in
            guard let position = layout.position(of: key, hint: hint) else {
                if SDLValidationContext.keysCoreKeeps.contains(key) {
                    if buildsOutput { output.append(key, value) }
                } else {
                    note(.unknownParameter, "unknown parameter '\(key)' is dropped", key: key, line: layout.specLine)
                }
                return
            }
            seen.insert(position)
            hint = position + 1
            let slot = layout.slots[position]
            if isSpecVersion {
                guard let current = slot.current else {
                    notInVersion(key, slot.member)
                    return
                }
                let checked = current._withUnsafeGuaranteedRef { member(value, $0, slot.member) }
                if buildsOutput, let checked { output.append(key, checked) }
            } else {
                guard let definition = slot.member._withUnsafeGuaranteedRef({ $0.definitions.variant(for: version) }) else {
                    notInVersion(key, slot.member)
                    return
                }
                let checked = member(value, definition, slot.member)
                if buildsOutput, let checked { output.append(key, checked) }
            }
        }
        for position in layout.slots.indices where !seen.contains(position) {
            let slot = layout.slots[position]
            let definition = isSpecVersion
                ? slot.current?.takeUnretainedValue()
                : slot.member._withUnsafeGuaranteedRef { $0.definitions.variant(for: version) }
            guard let definition else { continue }
            if definition.limits.isMandatory {
                let rule = definition.rule
                push(slot.member)
                syncPath()
                context.record(SDLRuleCheck.missing(rule), specLine: rule.specLine)
                pop()
            } else if buildsOutput, let defaultValue = definition.rule.defaultValue {
                output.append(slot.member.takeUnretainedValue().name, defaultValue)
            }
        }
        return output
    }

    /// Checks the value of a known member; returns the cleaned value, or `nil` when Core removes
    /// it (or when not building output).
    @inline(__always)
    private mutating func member(
        _ value: SDLJSONValue, _ definition: ValidationSchema.MemberDefinition, _ member: Unmanaged<ValidationSchema.Member>
    ) -> SDLJSONValue? {
        push(member)
        let mark = context.beginValue()
        let checked = self.value(value, definition)
        let erased = context.endMember(mark, isMandatory: definition.limits.isMandatory)
        pop()
        return erased ? nil : checked
    }

    /// Notes a member that the chosen version does not have.
    private mutating func notInVersion(_ key: String, _ member: Unmanaged<ValidationSchema.Member>) {
        let specLine = member.takeUnretainedValue().definitions.first?.value.rule.specLine
        note(.notInVersion, "parameter '\(key)' does not exist in RPC version \(version); it is dropped", key: key, line: specLine)
    }

    /// Records a warning-level note about `key` of the current object.
    private mutating func note(_ rule: SDLValidationRule, _ message: String, key: String, line: Int?) {
        syncPath()
        context.path.push(key: key)
        context.issues.append(SDLValidationIssue(path: context.path, rule: rule, severity: .warning, message: message, specLine: line))
        context.path.pop()
    }
}

/// Which members of an object were present: a bit mask for the usual small structs.
struct SeenMembers {
    private var mask: UInt64 = 0
    private var overflow: [Bool]

    init(count: Int) {
        overflow = count > 64 ? [Bool](repeating: false, count: count) : []
    }

    mutating func insert(_ position: Int) {
        if position < 64 { mask |= 1 << UInt64(position) } else { overflow[position] = true }
    }

    func contains(_ position: Int) -> Bool {
        position < 64 ? mask & (1 << UInt64(position)) != 0 : overflow[position]
    }
}
