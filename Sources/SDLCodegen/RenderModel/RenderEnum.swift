import Mustache

/// One enum, laid out for `Templates/enum.mustache`. Every string is final Swift text.
public struct RenderEnum: Hashable, Sendable, MustacheParent {
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

    public func child(named name: String) -> Any? {
        switch name {
        case "swiftName": swiftName
        case "specNameLiteral": specNameLiteral
        case "docLines": docLines
        case "attributes": attributes
        case "cases": cases
        case "hasNumericValues": hasNumericValues
        default: nil
        }
    }
}

/// One enum case.
public struct RenderEnumCase: Hashable, Sendable, MustacheParent {
    /// The case name as declared (backticked when a keyword).
    public var name: String
    /// The wire value as a Swift string literal.
    public var rawValueLiteral: String
    /// `/// …` lines.
    public var docLines: [String]
    /// The numeric value as Swift text (`"nil"` when the element has none).
    public var numericValue: String

    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "rawValueLiteral": rawValueLiteral
        case "docLines": docLines
        case "numericValue": numericValue
        default: nil
        }
    }
}
