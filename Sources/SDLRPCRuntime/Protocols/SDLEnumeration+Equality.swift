/// Equality and hashing of every generated enum, once, by wire value: `.unrecognized("DAY")` made
/// by hand equals `.day`, as the head unit would read them the same.
extension SDLEnumeration {
    /// Whether both cases have the same wire value.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    /// Hashes the wire value (consistent with ``==(_:_:)``).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
