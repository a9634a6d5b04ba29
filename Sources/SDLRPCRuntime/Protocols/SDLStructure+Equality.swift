/// Equality and hashing of every generated struct and message, once, through what the value
/// writes: two values are equal when they encode to the same JSON object (same keys, same order,
/// same values), so a field the wire does not carry (`decodingIssues`) never counts.
///
/// The compiler would otherwise derive `==` and `hash(into:)` for each of the spec's 380 types —
/// a quarter of the optimised code of `SDLRPC` — field by field, inlining the nested types' own.
/// Here each type has none: the witnesses are these two, and ``SDLStructure/encode(to:)``, which
/// every type already has, does the work.
extension SDLStructure {
    /// Whether both values write the same JSON object.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.jsonObject == rhs.jsonObject
    }

    /// Hashes the JSON object the value writes (consistent with ``==(_:_:)``).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(jsonObject)
    }
}
