/// One struct, request, response or notification, laid out for `Templates/struct.mustache`.
public struct RenderStruct: Hashable, Sendable, MustacheContext {
    /// `SDLImage`, `SDLAlert`, `SDLAlertResponse`.
    public var swiftName: String
    /// The spec name as a Swift string literal.
    public var specNameLiteral: String
    /// The declaration's line in the spec.
    public var specLine: Int
    /// `/// …` lines.
    public var docLines: [String]
    /// `@available(*, deprecated)` lines, if any.
    public var attributes: [String]
    /// `SDLStructure`, `SDLRequest`, `SDLResponse` or `SDLNotification`.
    public var conformance: String
    /// The parameters in spec order.
    public var properties: [RenderProperty]
    /// `let a, let b` for the mandatory locals of `init?(from:in:)`, empty when none.
    public var mandatoryBindings: String
    /// `a: a, b: b` — the memberwise call at the end of `init?(from:in:)`.
    public var initArguments: String
    /// Set for requests, responses and notifications.
    public var message: RenderMessage?

    /// The value a template names `key`, `nil` when this model has none.
    public func mustacheValue(for key: RenderKey) -> MustacheValue? {
        switch key {
        case .swiftName: .text(swiftName)
        case .specNameLiteral: .text(specNameLiteral)
        case .specLine: .number(specLine)
        case .docLines: .texts(docLines)
        case .attributes: .texts(attributes)
        case .conformance: .text(conformance)
        case .properties: .objects(properties)
        case .hasProperties: .flag(!properties.isEmpty)
        case .mandatoryBindings: mandatoryBindings.isEmpty ? nil : .text(mandatoryBindings)
        case .initArguments: .text(initArguments)
        case .message: message.map { .object($0) }
        default: nil
        }
    }
}

/// What a message adds to a struct: its function and, for a request, its response type.
public struct RenderMessage: Hashable, Sendable, MustacheContext {
    /// The numeric function ID.
    public var functionID: Int
    /// `.request`, `.response` or `.notification`.
    public var kindCase: String
    /// `SDLFunctionID.alertID`, the typed function ID.
    public var functionCase: String
    /// The response type of a request, else `nil`.
    public var responseType: String?

    /// The value a template names `key`, `nil` when this model has none.
    public func mustacheValue(for key: RenderKey) -> MustacheValue? {
        switch key {
        case .functionID: .number(functionID)
        case .kindCase: .text(kindCase)
        case .functionCase: .text(functionCase)
        case .responseType: responseType.map { .text($0) }
        default: nil
        }
    }
}

/// One stored parameter.
public struct RenderProperty: Hashable, Sendable, MustacheContext {
    /// The public name (backticked when a keyword).
    public var name: String
    /// Where the value is stored: `name`, or `_name` behind a deprecated accessor.
    public var storageName: String
    /// The JSON key as a Swift string literal.
    public var keyLiteral: String
    /// `Swift.String`, `[SDLImage]`, …
    public var valueType: String
    /// The stored type: `valueType`, with `?` when optional.
    public var declaredType: String
    /// `name: Type` or `name: Type? = nil`, for the memberwise initialiser.
    public var initParameter: String
    /// Whether the spec deprecates the parameter.
    public var isDeprecated: Bool
    /// `/// …` lines.
    public var docLines: [String]
    /// The rule as one line of `SDLParameterRule.table(_:)`.
    public var ruleLine: String
    /// The rule's index in the type's `parameterRules` (spec order).
    public var ruleIndex: Int = 0

    /// The value a template names `key`, `nil` when this model has none.
    public func mustacheValue(for key: RenderKey) -> MustacheValue? {
        switch key {
        case .name: .text(self.name)
        case .storageName: .text(storageName)
        case .keyLiteral: .text(keyLiteral)
        case .valueType: .text(valueType)
        case .declaredType: .text(declaredType)
        case .initParameter: .text(initParameter)
        case .isDeprecated: .flag(isDeprecated)
        case .docLines: .texts(docLines)
        case .ruleLine: .text(ruleLine)
        case .ruleIndex: .number(ruleIndex)
        default: nil
        }
    }
}
