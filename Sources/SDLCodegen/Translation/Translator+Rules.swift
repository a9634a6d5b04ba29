import SDLSpec

extension Translator {
    /// The `SDLParameterRule(…)` initialiser for a param, passing only what the spec sets.
    func ruleExpression(for param: SpecParam) -> String {
        var arguments = ["name: \(SwiftLiteral.string(param.name))", "kind: \(kindExpression(param.type))"]
        if param.isArray { arguments.append("isArray: true") }
        arguments.append("isMandatory: \(param.isMandatory)")
        if let value = param.minValue { arguments.append("minValue: \(value)") }
        if let value = param.maxValue { arguments.append("maxValue: \(value)") }
        if let value = param.minLength { arguments.append("minLength: \(value)") }
        if let value = param.maxLength { arguments.append("maxLength: \(value)") }
        if let value = param.minSize { arguments.append("minSize: \(value)") }
        if let value = param.maxSize { arguments.append("maxSize: \(value)") }
        if let value = param.defaultValue, let expression = defaultExpression(value, type: param.type) {
            arguments.append("defaultValue: \(expression)")
        }
        if !param.enumSubset.isEmpty { arguments.append("allowedValues: \(SwiftLiteral.stringArray(param.enumSubset))") }
        if let since = param.availability.since { arguments.append("since: \(Self.versionExpression(since))") }
        if let until = param.availability.until { arguments.append("until: \(Self.versionExpression(until))") }
        if param.availability.isDeprecated { arguments.append("isDeprecated: true") }
        arguments.append("specLine: \(param.location.line)")
        return "SDLParameterRule(" + arguments.joined(separator: ", ") + ")"
    }

    func kindExpression(_ type: SpecParamType) -> String {
        switch type {
        case .string: ".string"
        case .integer: ".integer"
        case .float: ".float"
        case .boolean: ".boolean"
        case .named(let name): enumNames.contains(name) ? ".enumeration(\(SwiftLiteral.string(name)))" : ".structure(\(SwiftLiteral.string(name)))"
        }
    }

    /// The typed JSON default; the spec checker has already refused defaults that do not fit.
    func defaultExpression(_ value: String, type: SpecParamType) -> String? {
        switch type {
        case .boolean: return ".bool(\(value == "true" || value == "1"))"
        case .integer:
            guard case .integer(let number)? = SpecNumber(parsing: value) else { return nil }
            return ".integer(\(number))"
        case .float:
            guard let number = SpecNumber(parsing: value) else { return nil }
            return ".float(\(number.doubleValue))"
        case .string, .named: return ".string(\(SwiftLiteral.string(value)))"
        }
    }
}
