/// One enum, laid out for `Templates/enum.mustache`. Every string is final Swift text.
public struct RenderEnum: Hashable, Sendable, MustacheContext {
    /// `SDLHMILevel`.
    public var swiftName: String
    /// `HMILevel`, as a Swift string literal.
    public var specNameLiteral: String
    /// `/// …` lines.
    public var docLines: [String]
    /// `@available(*, deprecated)` when the spec deprecates the enum, else empty.
    public var attributes: [String]
    /// The cases in spec order.
    public var cases: [RenderEnumCase]
    /// Whether any element carries a numeric `value`.
    public var hasNumericValues: Bool

    /// The value a template names `key`, `nil` when this model has none.
    public func mustacheValue(for key: RenderKey) -> MustacheValue? {
        switch key {
        case .swiftName: .text(swiftName)
        case .specNameLiteral: .text(specNameLiteral)
        case .docLines: .texts(docLines)
        case .attributes: .texts(attributes)
        case .cases: .objects(cases)
        case .hasNumericValues: .flag(hasNumericValues)
        default: nil
        }
    }
}

/// One enum case.
public struct RenderEnumCase: Hashable, Sendable, MustacheContext {
    /// The case name as declared (backticked when a keyword).
    public var name: String
    /// The wire value as a Swift string literal.
    public var rawValueLiteral: String
    /// `/// …` lines.
    public var docLines: [String]
    /// The numeric value as Swift text (`"nil"` when the element has none).
    public var numericValue: String

    /// The value a template names `key`, `nil` when this model has none.
    public func mustacheValue(for key: RenderKey) -> MustacheValue? {
        switch key {
        case .name: .text(self.name)
        case .rawValueLiteral: .text(rawValueLiteral)
        case .docLines: .texts(docLines)
        case .numericValue: .text(numericValue)
        default: nil
        }
    }
}
