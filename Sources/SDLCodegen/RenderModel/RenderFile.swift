/// One generated Swift file: its name and the declarations it holds.
public struct RenderFile: Hashable, Sendable, MustacheContext {
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

    /// The value a template names `key`, `nil` when this model has none.
    public func mustacheValue(for key: RenderKey) -> MustacheValue? {
        switch key {
        case .fileName: .text(fileName)
        case .specFile: .text(specFile)
        case .enums: .objects(enums)
        case .structs: .objects(structs)
        case .specInfo: specInfo.map { .object($0) }
        default: nil
        }
    }
}

/// The interface-level facts: version, minimum version, the file's SHA-256, counts.
public struct RenderSpecInfo: Hashable, Sendable, MustacheContext {
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

    /// The value a template names `key`, `nil` when this model has none.
    public func mustacheValue(for key: RenderKey) -> MustacheValue? {
        switch key {
        case .versionExpression: .text(versionExpression)
        case .minVersionExpression: .text(minVersionExpression)
        case .interfaceNameLiteral: .text(interfaceNameLiteral)
        case .specFileLiteral: .text(specFileLiteral)
        case .sha256Literal: .text(sha256Literal)
        case .enumCount: .number(enumCount)
        case .structCount: .number(structCount)
        case .functionCount: .number(functionCount)
        default: nil
        }
    }
}
