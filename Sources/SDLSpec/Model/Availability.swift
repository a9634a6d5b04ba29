/// When a definition applies: the spec's `since`, `until`, `deprecated` and `removed` attributes.
///
/// A definition applies to RPC version `V` when `since <= V` (or `since` is absent) and `V < until`
/// (or `until` is absent).
public struct Availability: Hashable, Sendable {
    /// First version that has this definition; `nil` means "always" (4.5.1 has no `since` at all).
    public var since: SpecVersion?
    /// Exclusive end of the definition; only history variants carry it.
    public var until: SpecVersion?
    /// `deprecated="true"`: informational, no effect on validation.
    public var isDeprecated: Bool
    /// `removed="true"`: the definition is gone from `since` on.
    public var isRemoved: Bool

    /// Creates an availability.
    public init(since: SpecVersion? = nil, until: SpecVersion? = nil, isDeprecated: Bool = false, isRemoved: Bool = false) {
        self.since = since
        self.until = until
        self.isDeprecated = isDeprecated
        self.isRemoved = isRemoved
    }

    /// Whether the definition covers RPC version `version`.
    public func contains(_ version: SpecVersion) -> Bool {
        if let since, version < since { return false }
        if let until, version >= until { return false }
        return true
    }
}
