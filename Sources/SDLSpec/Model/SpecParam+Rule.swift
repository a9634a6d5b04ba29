public import SDLRPCRuntime

extension SpecParam {
    /// The runtime rule for this param: what the generated types embed as static metadata and
    /// what the dynamic validator checks JSON against. One conversion, so the two cannot differ.
    ///
    /// - Parameter enumNames: the names of the spec's enums, to tell enum-typed params from
    ///   struct-typed ones.
    public func parameterRule(enumNames: Set<String>) -> SDLParameterRule {
        SDLParameterRule(
            name: name, kind: valueKind(enumNames: enumNames), isArray: isArray, isMandatory: isMandatory,
            minValue: minValue?.doubleValue, maxValue: maxValue?.doubleValue,
            minLength: minLength, maxLength: maxLength, minSize: minSize, maxSize: maxSize,
            defaultValue: defaultValue.flatMap(typedDefault),
            allowedValues: enumSubset.isEmpty ? nil : enumSubset,
            since: availability.since, until: availability.until, isDeprecated: availability.isDeprecated,
            specLine: location.line)
    }

    /// The runtime's kind for the declared type.
    public func valueKind(enumNames: Set<String>) -> SDLValueKind {
        switch type {
        case .string: .string
        case .integer: .integer
        case .float: .float
        case .boolean: .boolean
        case .named(let name): enumNames.contains(name) ? .enumeration(name) : .structure(name)
        }
    }

    /// The typed JSON default; the spec checker has already refused defaults that do not fit.
    private func typedDefault(_ value: String) -> SDLJSONValue? {
        switch type {
        case .boolean: return .bool(value == "true" || value == "1")
        case .integer:
            guard case .integer(let number)? = SpecNumber(parsing: value) else { return nil }
            return .integer(number)
        case .float:
            return SpecNumber(parsing: value).map { .float($0.doubleValue) }
        case .string, .named:
            return .string(value)
        }
    }
}
