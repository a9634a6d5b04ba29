import SDLSpec

extension Translator {
    /// The `SDLParameterRule(…)` initialiser for a param, passing only what the spec sets. It
    /// renders ``SpecParam/parameterRule(enumNames:)``, the conversion the dynamic validator uses.
    func ruleExpression(for param: SpecParam) -> String {
        let rule = param.parameterRule(enumNames: enumNames)
        var arguments = ["name: \(SwiftLiteral.string(rule.name))", "kind: \(kindExpression(rule.kind))"]
        if rule.isArray { arguments.append("isArray: true") }
        arguments.append("isMandatory: \(rule.isMandatory)")
        if let value = param.minValue { arguments.append("minValue: \(value)") }
        if let value = param.maxValue { arguments.append("maxValue: \(value)") }
        if let value = rule.minLength { arguments.append("minLength: \(value)") }
        if let value = rule.maxLength { arguments.append("maxLength: \(value)") }
        if let value = rule.minSize { arguments.append("minSize: \(value)") }
        if let value = rule.maxSize { arguments.append("maxSize: \(value)") }
        if let value = rule.defaultValue { arguments.append("defaultValue: \(jsonExpression(value))") }
        if let values = rule.allowedValues { arguments.append("allowedValues: \(SwiftLiteral.stringArray(values))") }
        if let since = rule.since { arguments.append("since: \(Self.versionExpression(since))") }
        if let until = rule.until { arguments.append("until: \(Self.versionExpression(until))") }
        if rule.isDeprecated { arguments.append("isDeprecated: true") }
        arguments.append("specLine: \(rule.specLine)")
        return "SDLParameterRule(" + arguments.joined(separator: ", ") + ")"
    }

    func kindExpression(_ kind: SDLValueKind) -> String {
        switch kind {
        case .string: ".string"
        case .integer: ".integer"
        case .float: ".float"
        case .boolean: ".boolean"
        case .enumeration(let name): ".enumeration(\(SwiftLiteral.string(name)))"
        case .structure(let name): ".structure(\(SwiftLiteral.string(name)))"
        }
    }

    /// A scalar default as a Swift expression (bounds keep the spec's own spelling above).
    private func jsonExpression(_ value: SDLJSONValue) -> String {
        switch value {
        case .bool(let flag): ".bool(\(flag))"
        case .integer(let number): ".integer(\(number))"
        case .float(let number): ".float(\(number))"
        case .string(let text): ".string(\(SwiftLiteral.string(text)))"
        case .null, .array, .object: ".null"
        }
    }
}
