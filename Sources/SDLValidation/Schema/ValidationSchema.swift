import SDLSpec

/// The spec compiled for validation: every function, struct and enum with all its versioned
/// definitions, members looked up by key, types referenced by position.
struct ValidationSchema: Sendable {
    /// What a member's value is.
    enum ValueType: Sendable {
        /// String, Integer, Float or Boolean (the rule's kind says which).
        case scalar
        /// The enum at this position of ``enums``.
        case enumeration(Int)
        /// The struct at this position of ``structs``.
        case structure(Int)
    }

    /// One definition of a member.
    struct MemberDefinition: Sendable {
        /// Every limit, as the generated types carry it.
        var rule: SDLParameterRule
        /// The value's type.
        var type: ValueType
    }

    /// A param of a function or struct with its versioned definitions.
    struct Member: Sendable {
        var name: String
        var definitions: [Versioned<MemberDefinition>]
    }

    /// The params of one definition of a function or struct.
    struct ObjectLayout: Sendable {
        var members: [Member]
        /// Member position by JSON key.
        var positions: [String: Int]
        /// The line of the declaration (for unknown-key notes).
        var specLine: Int
    }

    /// A struct's definitions.
    struct Structure: Sendable {
        var name: String
        var definitions: [Versioned<ObjectLayout>]
    }

    /// An enum's definitions: each maps element names to the versions that element covers.
    struct Enumeration: Sendable {
        var name: String
        var definitions: [Versioned<[String: [Availability]]>]
    }

    /// One message type of one RPC.
    struct Function: Sendable {
        var name: String
        var messageKind: SDLRPCMessageKind
        var functionID: Int?
        var specLine: Int
        var definitions: [Versioned<ObjectLayout>]
    }

    /// Functions by name and message kind.
    var functions: [FunctionKey: Function]
    /// Function names by numeric ID.
    var functionNames: [Int: String]
    var structs: [Structure]
    var enums: [Enumeration]
    /// The interface `version`.
    var version: SDLRPCVersion?

    /// Name + message kind.
    struct FunctionKey: Hashable, Sendable {
        var name: String
        var kind: SDLRPCMessageKind
    }
}
