import SDLSpec

extension SDLPayloadGenerator {
    /// An object for `layout`; at most one mutation lands in it (per the plan).
    mutating func object(_ layout: ValidationSchema.ObjectLayout, plan: inout MutationPlan, depth: Int) -> SDLJSONObject {
        var output = SDLJSONObject()
        for member in layout.members {
            guard let definition = member.definitions.variant(for: version) else { continue }
            let rule = definition.rule
            if rule.isMandatory {
                if plan.mutation == .missingMandatory, plan.take() { continue }
            } else if depth > 3 || random.next() % 2 == 0 {
                continue
            }
            output.append(member.name, value(definition, plan: &plan, depth: depth))
        }
        if plan.mutation == .unknownKey, plan.take() { output.append("notInTheSpec", .string("x")) }
        return output
    }

    private mutating func value(_ definition: ValidationSchema.MemberDefinition, plan: inout MutationPlan, depth: Int) -> SDLJSONValue {
        let rule = definition.rule
        if plan.mutation == .null, plan.take() { return .null }
        guard rule.isArray else { return element(definition, plan: &plan, depth: depth) }
        if plan.mutation == .wrongType, plan.take() { return element(definition, plan: &plan, depth: depth) }
        let minimum = rule.minSize ?? 0
        let maximum = rule.maxSize ?? (minimum + 3)
        var count = minimum + Int(random.next() % UInt64(max(1, min(maximum, minimum + 2) - minimum + 1)))
        if plan.mutation == .outOfBounds, rule.maxSize != nil || minimum > 0, plan.take() {
            count = rule.maxSize.map { $0 + 1 } ?? (minimum - 1)
            if let maximum = rule.maxSize, maximum > 50, minimum > 0 { count = minimum - 1 }
        }
        var items: [SDLJSONValue] = []
        for _ in 0..<max(0, count) where generatedValues < Self.maximumValues {
            items.append(element(definition, plan: &plan, depth: depth + 1))
        }
        return .array(items)
    }

    private mutating func element(_ definition: ValidationSchema.MemberDefinition, plan: inout MutationPlan, depth: Int) -> SDLJSONValue {
        let rule = definition.rule
        generatedValues += 1
        switch definition.type {
        case .enumeration(let position):
            if plan.mutation == .invalidEnum, plan.take() { return .string("NOT_AN_ELEMENT") }
            if plan.mutation == .wrongType, plan.take() { return .bool(true) }
            let names = validNames(validator.schema.enums[position], rule)
            return .string(names.isEmpty ? "" : names[Int(random.next() % UInt64(names.count))])
        case .structure(let position):
            if plan.mutation == .wrongType, plan.take() { return .string("x") }
            guard depth < Self.maximumDepth, generatedValues < Self.maximumValues,
                  let layout = validator.schema.structs[position].definitions.variant(for: version)
            else { return .object(SDLJSONObject()) }
            return .object(object(layout, plan: &plan, depth: depth + 1))
        case .scalar:
            return scalar(rule, plan: &plan)
        }
    }

    private mutating func scalar(_ rule: SDLParameterRule, plan: inout MutationPlan) -> SDLJSONValue {
        switch rule.kind {
        case .string:
            if plan.mutation == .wrongType, plan.take() { return .integer(1) }
            let minimum = rule.effectiveMinLength
            let maximum = rule.maxLength ?? (minimum + 12)
            if plan.mutation == .outOfBounds, maximum < 5000 || minimum > 0, plan.take() {
                return .string(maximum < 5000 ? String(repeating: "é", count: maximum + 1) : "")
            }
            let length = max(minimum, min(maximum, minimum + Int(random.next() % 12)))
            var text = ""
            for _ in 0..<length { text.unicodeScalars.append(Unicode.Scalar(UInt8(97 + random.next() % 26))) }
            return .string(text)
        case .integer:
            if plan.mutation == .wrongType, plan.take() { return .float(1.5) }
            let minimum = rule.minValue.map { Int($0) } ?? -1000
            let maximum = rule.maxValue.map { Int($0) } ?? 1_000_000
            if plan.mutation == .outOfBounds, rule.minValue != nil || rule.maxValue != nil, plan.take() {
                return .integer(rule.maxValue != nil ? maximum + 1 : minimum - 1)
            }
            return .integer(minimum + Int(random.next() % UInt64(max(1, min(maximum - minimum, 1 << 40) + 1))))
        case .float:
            if plan.mutation == .wrongType, plan.take() { return .string("1.5") }
            let minimum = rule.minValue ?? -1000
            let maximum = rule.maxValue ?? 1000
            if plan.mutation == .outOfBounds, rule.minValue != nil || rule.maxValue != nil, plan.take() {
                return .float(rule.maxValue.map { $0 + 1 } ?? minimum - 1)
            }
            return .float(minimum + (maximum - minimum) * Double(random.next() % 1000) / 1000)
        case .boolean:
            if plan.mutation == .wrongType, plan.take() { return .string("true") }
            return .bool(random.next() % 2 == 0)
        case .enumeration, .structure:
            return .null
        }
    }

    private func validNames(_ enumeration: ValidationSchema.Enumeration, _ rule: SDLParameterRule) -> [String] {
        guard let elements = enumeration.definitions.variant(for: version) else { return [] }
        let allowed = rule.allowedValues.map { Set($0) }
        return elements.names(at: version).filter { allowed?.contains($0) ?? true }
    }
}
