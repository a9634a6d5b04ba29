import Mustache

/// One generated Swift file: its name and the declarations it holds.
public struct RenderFile: Hashable, Sendable, MustacheParent {
    /// File name, e.g. `SDLStructs+Cl.swift`.
    public var fileName: String
    /// The spec file the code comes from (for the header).
    public var specFile: String
    /// The template that lays the file out.
    public var template: String
    /// Enums in this file.
    public var enums: [RenderEnum]
    /// Structs and messages in this file.
    public var structs: [RenderStruct]
    /// Spec facts for `spec-info` files.
    public var specInfo: RenderSpecInfo?

    /// A rough measure of rendering work: declarations, cases and properties.
    var weight: Int {
        enums.reduce(0) { $0 + 4 + $1.cases.count } + structs.reduce(0) { $0 + 6 + 3 * $1.properties.count }
    }

    public func child(named name: String) -> Any? {
        switch name {
        case "fileName": fileName
        case "specFile": specFile
        case "enums": enums
        case "structs": structs
        case "specInfo": specInfo
        default: nil
        }
    }
}

/// The interface-level facts: version, minimum version, the file's SHA-256, counts.
public struct RenderSpecInfo: Hashable, Sendable, MustacheParent {
    /// `SDLRPCVersion(8, 0, 0)` or `nil`.
    public var versionExpression: String
    /// `SDLRPCVersion(1, 0, 0)` or `nil`.
    public var minVersionExpression: String
    /// The interface name as a string literal.
    public var interfaceNameLiteral: String
    /// The spec file name as a string literal.
    public var specFileLiteral: String
    /// The spec file's SHA-256 (lower-case hex) as a string literal; `""` when unknown.
    public var sha256Literal: String
    /// Number of enums.
    public var enumCount: Int
    /// Number of structs.
    public var structCount: Int
    /// Number of functions (requests, responses and notifications).
    public var functionCount: Int

    public func child(named name: String) -> Any? {
        switch name {
        case "versionExpression": versionExpression
        case "minVersionExpression": minVersionExpression
        case "interfaceNameLiteral": interfaceNameLiteral
        case "specFileLiteral": specFileLiteral
        case "sha256Literal": sha256Literal
        case "enumCount": enumCount
        case "structCount": structCount
        case "functionCount": functionCount
        default: nil
        }
    }
}
