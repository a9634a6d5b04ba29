import SDLSpec

/// One definition of a spec item together with the versions it covers: the current definition
/// and each `<history>` variant become one `Versioned` each.
struct Versioned<Value: AnyObject & Sendable>: Sendable {
    /// Since/until/removed of this definition.
    var availability: Availability
    /// The definition.
    var value: Value
}

extension Array {
    /// The definition Core picks for RPC version `version` (§D.3): the current one (first) if it
    /// covers the version, else the first history variant that does; `nil` when none does or the
    /// chosen one is `removed`.
    @inline(__always)
    func variant<Value>(for version: SDLRPCVersion) -> Value? where Element == Versioned<Value> {
        var position = startIndex
        while position < endIndex {
            if self[position].availability.contains(version) {
                return self[position].availability.isRemoved ? nil : self[position].value
            }
            position += 1
        }
        return nil
    }
}
