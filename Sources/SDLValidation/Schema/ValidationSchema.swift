import SDLSpec

/// The spec compiled for validation: every function, struct and enum with all its versioned
/// definitions, members looked up by key, types referenced by position.
///
/// Everything is immutable and held by reference, so the validation walk passes pieces around
/// without copying (or retaining) their contents.
final class ValidationSchema: Sendable {
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
    final class MemberDefinition: Sendable {
        /// Every limit, as the generated types carry it.
        let rule: SDLParameterRule
        /// The value's type.
        let type: ValueType
        /// The rule's limits as plain values (the walk's happy path).
        let limits: Limits
        init(rule: SDLParameterRule, type: ValueType) {
            self.rule = rule
            self.type = type
            self.limits = Limits(rule)
        }
    }

    /// A param of a function or struct with its versioned definitions.
    final class Member: Sendable {
        let name: String
        let definitions: [Versioned<MemberDefinition>]
        /// The definition chosen for the spec's own version.
        let current: MemberDefinition?
        init(name: String, definitions: [Versioned<MemberDefinition>], specVersion: SDLRPCVersion?) {
            self.name = name
            self.definitions = definitions
            self.current = specVersion.flatMap { definitions.variant(for: $0) }
        }

        /// The definition for `version`; `isSpecVersion` says it is the spec's own.
        @inline(__always)
        func definition(for version: SDLRPCVersion, isSpecVersion: Bool) -> MemberDefinition? {
            isSpecVersion ? current : definitions.variant(for: version)
        }
    }

    /// The params of one definition of a function or struct.
    final class ObjectLayout: Sendable {
        let members: [Member]
        /// Member position by JSON key.
        let positions: [String: Int]
        /// The line of the declaration (for unknown-key notes).
        let specLine: Int
        /// ``members`` again, as references the walk reads without counting (this layout keeps
        /// every member and definition alive).
        let slots: [Slot]
        init(members: [Member], positions: [String: Int], specLine: Int) {
            self.members = members
            self.positions = positions
            self.specLine = specLine
            self.slots = members.map { Slot(member: .passUnretained($0), current: $0.current.map { .passUnretained($0) }) }
        }

        /// A member and its definition at the spec's version, unretained.
        struct Slot {
            let member: Unmanaged<Member>
            let current: Unmanaged<MemberDefinition>?
        }

        /// The member position of `key`; `hint` (the position after the previous key) is tried
        /// first, as payloads usually list keys in spec order.
        @inline(__always)
        func position(of key: String, hint: Int) -> Int? {
            if hint < slots.count, slots[hint].member._withUnsafeGuaranteedRef({ $0.name == key }) { return hint }
            return positions[key]
        }
    }

    /// A struct's definitions.
    final class Structure: Sendable {
        let name: String
        let definitions: [Versioned<ObjectLayout>]
        /// The definition chosen for the spec's own version.
        let current: ObjectLayout?
        init(name: String, definitions: [Versioned<ObjectLayout>], specVersion: SDLRPCVersion?) {
            self.name = name
            self.definitions = definitions
            self.current = specVersion.flatMap { definitions.variant(for: $0) }
        }

        /// The definition for `version`; `isSpecVersion` says it is the spec's own.
        @inline(__always)
        func definition(for version: SDLRPCVersion, isSpecVersion: Bool) -> ObjectLayout? {
            isSpecVersion ? current : definitions.variant(for: version)
        }
    }

    /// An enum's definitions: each maps element names to the versions that element covers.
    final class Enumeration: Sendable {
        let name: String
        let definitions: [Versioned<ElementTable>]
        /// The definition chosen for the spec's own version.
        let current: ElementTable?
        init(name: String, definitions: [Versioned<ElementTable>], specVersion: SDLRPCVersion?) {
            self.name = name
            self.definitions = definitions
            self.current = specVersion.flatMap { definitions.variant(for: $0) }
        }

        /// The definition for `version`; `isSpecVersion` says it is the spec's own.
        @inline(__always)
        func definition(for version: SDLRPCVersion, isSpecVersion: Bool) -> ElementTable? {
            isSpecVersion ? current : definitions.variant(for: version)
        }
    }

    /// The elements of one enum definition and the versions each covers (its current definition
    /// and its history), laid out flat so a lookup copies nothing that needs counting.
    final class ElementTable: Sendable {
        /// Element name → its range in ``availabilities``.
        let ranges: [String: Range<Int>]
        let availabilities: [Availability]

        init(_ elements: [SpecEnumElement]) {
            var ranges: [String: Range<Int>] = [:]
            var availabilities: [Availability] = []
            for element in elements where ranges[element.name] == nil {
                let start = availabilities.count
                availabilities.append(element.availability)
                availabilities += element.history.map(\.availability)
                ranges[element.name] = start..<availabilities.count
            }
            self.ranges = ranges
            self.availabilities = availabilities
        }

        /// `nil` when the enum has no such element; else whether it is valid at `version`.
        func isValid(_ name: String, at version: SDLRPCVersion) -> Bool? {
            guard let range = ranges[name] else { return nil }
            for position in range where availabilities[position].contains(version) {
                return !availabilities[position].isRemoved
            }
            return false
        }

        /// The names valid at `version`, sorted.
        func names(at version: SDLRPCVersion) -> [String] {
            ranges.keys.filter { isValid($0, at: version) == true }.sorted()
        }
    }

    /// One message type of one RPC.
    final class Function: Sendable {
        let name: String
        let messageKind: SDLRPCMessageKind
        let functionID: Int?
        let specLine: Int
        let definitions: [Versioned<ObjectLayout>]
        /// The definition chosen for the spec's own version.
        let current: ObjectLayout?
        init(
            name: String, messageKind: SDLRPCMessageKind, functionID: Int?, specLine: Int,
            definitions: [Versioned<ObjectLayout>], specVersion: SDLRPCVersion?
        ) {
            self.name = name
            self.messageKind = messageKind
            self.functionID = functionID
            self.specLine = specLine
            self.definitions = definitions
            self.current = specVersion.flatMap { definitions.variant(for: $0) }
        }

        /// The definition for `version`; `isSpecVersion` says it is the spec's own.
        @inline(__always)
        func definition(for version: SDLRPCVersion, isSpecVersion: Bool) -> ObjectLayout? {
            isSpecVersion ? current : definitions.variant(for: version)
        }
    }

    /// Functions by name and message kind.
    let functions: [FunctionKey: Function]
    /// Function names by numeric ID.
    let functionNames: [Int: String]
    let structs: [Structure]
    let enums: [Enumeration]
    /// ``structs`` and ``enums`` again, as references the walk reads without counting.
    let structRefs: [Unmanaged<Structure>]
    let enumRefs: [Unmanaged<Enumeration>]
    /// The interface `version`.
    let version: SDLRPCVersion?

    init(functions: [FunctionKey: Function], functionNames: [Int: String], structs: [Structure], enums: [Enumeration], version: SDLRPCVersion?) {
        self.functions = functions
        self.functionNames = functionNames
        self.structs = structs
        self.enums = enums
        self.structRefs = structs.map { .passUnretained($0) }
        self.enumRefs = enums.map { .passUnretained($0) }
        self.version = version
    }

    /// Name + message kind.
    struct FunctionKey: Hashable, Sendable {
        var name: String
        var kind: SDLRPCMessageKind
    }
}
