/// What the spec says about a generated struct: its name, its line, and one rule per parameter.
///
/// Generated code gives each type one `static let` of this (``SDLStructure/structureInfo``)
/// instead of a static property per fact: each protocol requirement costs every conforming type a
/// getter and a witness to compile, and the spec has several hundred types.
public struct SDLStructureInfo: Sendable {
    /// The name in the spec, e.g. `Image`.
    public let specName: String
    /// The line of the declaration in the spec file.
    public let specLine: Int
    /// One rule per parameter, in spec order.
    public let parameterRules: [SDLParameterRule]

    /// The facts, the rules given as ``SDLParameterRule/table(_:)`` text (what generated code writes).
    public init(specName: String, specLine: Int, rules: String) {
        self.specName = specName
        self.specLine = specLine
        self.parameterRules = SDLParameterRule.table(rules)
    }
}

/// What the spec says about a generated request, response or notification: the struct facts plus
/// the function ID of the binary header and the message type.
public struct SDLMessageInfo: Sendable {
    /// Name (the function's, shared by request and response), line and parameter rules.
    public let structure: SDLStructureInfo
    /// The numeric function ID of the binary header (the FunctionID element's `value`).
    public let functionID: Int
    /// Request, response or notification.
    public let kind: SDLRPCMessageKind

    /// The facts, the rules given as ``SDLParameterRule/table(_:)`` text (what generated code writes).
    public init(functionID: Int, kind: SDLRPCMessageKind, specName: String, specLine: Int, rules: String) {
        self.structure = SDLStructureInfo(specName: specName, specLine: specLine, rules: rules)
        self.functionID = functionID
        self.kind = kind
    }
}
