import SDLSpec

/// Makes payloads from the spec: valid parameters for any function, and single mutations of them
/// that break exactly one rule. Used by the differential test, the benchmark corpus and anyone
/// who wants to fuzz a head unit. Deterministic for a given seed.
public struct SDLPayloadGenerator: Sendable {
    /// One way to break a valid payload.
    public enum Mutation: String, Hashable, Sendable, CaseIterable {
        /// A value of the wrong JSON type (a string for a number, a number for a string…).
        case wrongType
        /// `null` instead of the value.
        case null
        /// A number just outside its range, a string just too long or short, an array just too big or small.
        case outOfBounds
        /// An enum value the spec does not have.
        case invalidEnum
        /// A mandatory parameter removed.
        case missingMandatory
        /// A key the spec does not define.
        case unknownKey
    }

    let validator: SDLValidator
    let version: SDLRPCVersion
    var random: SplitMix64
    /// Values generated for the current payload, against ``maximumValues``.
    var generatedValues = 0

    /// The deepest nesting generated; deeper structs are left empty. A spec may chain mandatory
    /// params (arrays with a minsize) back to an earlier struct, so no finite valid payload exists.
    public static let maximumDepth = 32
    /// The most values in one payload; past it structs are left empty and arrays get no elements
    /// (nesting arrays of a few elements each grows exponentially).
    public static let maximumValues = 10_000

    /// A generator for `validator`'s spec at `version` (default: the spec's own), seeded with `seed`.
    public init(validator: SDLValidator, version: SDLRPCVersion? = nil, seed: UInt64) {
        self.validator = validator
        self.version = version ?? validator.specVersion ?? SDLRPCVersion(1, 0)
        self.random = SplitMix64(seed: seed)
    }

    /// The names of the functions of one message kind that exist at the generator's version.
    public func functionNames(_ kind: SDLRPCMessageKind) -> [String] {
        validator.schema.functions.values
            .filter { $0.messageKind == kind && $0.definitions.variant(for: version) != nil }
            .map(\.name).sorted()
    }

    /// Valid parameters for a function; every mandatory parameter, about half of the optional ones.
    public mutating func parameters(function: String, messageKind: SDLRPCMessageKind) -> SDLJSONValue {
        var plan = MutationPlan(target: nil, mutation: .wrongType)
        return parameters(function: function, messageKind: messageKind, plan: &plan)
    }

    /// Valid parameters for a function with one mutation applied at a random place; `nil` when the
    /// function has no place for that mutation.
    public mutating func mutatedParameters(function: String, messageKind: SDLRPCMessageKind, mutation: Mutation) -> SDLJSONValue? {
        let start = random
        var counting = MutationPlan(target: nil, mutation: mutation)
        _ = parameters(function: function, messageKind: messageKind, plan: &counting)
        guard counting.candidates > 0 else { return nil }
        let target = Int(random.next() % UInt64(counting.candidates))
        random = start
        var plan = MutationPlan(target: target, mutation: mutation)
        let value = parameters(function: function, messageKind: messageKind, plan: &plan)
        return plan.applied ? value : nil
    }

    private mutating func parameters(function: String, messageKind: SDLRPCMessageKind, plan: inout MutationPlan) -> SDLJSONValue {
        guard let compiled = validator.schema.functions[.init(name: function, kind: messageKind)],
              let layout = compiled.definitions.variant(for: version)
        else { return .object(SDLJSONObject()) }
        generatedValues = 0
        return .object(object(layout, plan: &plan, depth: 0))
    }
}

/// Where a mutation goes: candidates are counted in a first pass, then the chosen one is applied.
struct MutationPlan {
    var target: Int?
    var mutation: SDLPayloadGenerator.Mutation
    var candidates = 0
    var applied = false

    /// Whether the current candidate place is the chosen one (and counts it).
    mutating func take() -> Bool {
        defer { candidates += 1 }
        if candidates == target {
            applied = true
            return true
        }
        return false
    }
}

/// A small, fast, seedable random number generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
