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
    var context = SDLValidationContext()

    init(schema: ValidationSchema, version: SDLRPCVersion, buildsOutput: Bool) {
        self.schema = schema
        self.version = version
        self.buildsOutput = buildsOutput
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
            let member = layout.members[position]
            guard let definition = member.definitions.variant(for: version) else {
                note(.notInVersion, "parameter '\(key)' does not exist in RPC version \(version); it is dropped",
                     key: key, line: member.definitions.first?.value.rule.specLine)
                return
            }
            context.path.push(key: key)
            let mark = context.beginValue()
            let checked = self.value(value, definition)
            let erased = context.endMember(mark, isMandatory: definition.rule.isMandatory)
            context.path.pop()
            if buildsOutput, !erased, let checked { output.append(key, checked) }
        }
        for (position, member) in layout.members.enumerated() where !seen.contains(position) {
            guard let definition = member.definitions.variant(for: version) else { continue }
            let rule = definition.rule
            if rule.isMandatory {
                context.path.push(key: member.name)
                context.record(SDLRuleCheck.missing(rule), specLine: rule.specLine)
                context.path.pop()
            } else if buildsOutput, let defaultValue = rule.defaultValue {
                output.append(member.name, defaultValue)
            }
        }
        return output
    }

    /// Records a warning-level note about `key` of the current object.
    private mutating func note(_ rule: SDLValidationRule, _ message: String, key: String, line: Int?) {
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
