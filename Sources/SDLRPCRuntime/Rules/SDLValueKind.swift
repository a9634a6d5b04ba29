/// The spec type of a parameter, as the runtime needs it to check JSON.
public enum SDLValueKind: Hashable, Sendable, CustomStringConvertible {
    /// `String`: a JSON string.
    case string
    /// `Integer`: a JSON integer (never `5.0`).
    case integer
    /// `Float`: a JSON integer or real.
    case float
    /// `Boolean`: `true` or `false`.
    case boolean
    /// An enum of the spec, by spec name: a JSON string naming one of its elements.
    case enumeration(String)
    /// A struct of the spec, by spec name: a JSON object.
    case structure(String)

    /// The spec's spelling, as used in messages ("expected String, got Integer").
    public var description: String {
        switch self {
        case .string: "String"
        case .integer: "Integer"
        case .float: "Float"
        case .boolean: "Boolean"
        case .enumeration(let name), .structure(let name): name
        }
    }
}
