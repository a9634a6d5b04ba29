/// What the scopes around a place in the source guarantee about the systems it runs on: the minimum
/// versions that `if #available`, `guard #available` and `@available` declarations around it raise, and
/// the platforms an enclosing `@available(P, unavailable)` declaration excludes.
public struct ScopeGuarantee: Hashable, Sendable {
    /// The raised minimum per platform (platforms no scope raises are absent).
    public var minimums: [ApplePlatform: AppleVersion] = [:]
    /// The platforms the code never runs on (an enclosing declaration is unavailable there).
    public var unavailable: Set<ApplePlatform> = []

    /// Creates a guarantee.
    public init(minimums: [ApplePlatform: AppleVersion] = [:], unavailable: Set<ApplePlatform> = []) {
        self.minimums = minimums
        self.unavailable = unavailable
    }

    /// Raises the minimum of `platform` to `version` (a lower version changes nothing: scopes nest).
    mutating func raise(_ platform: ApplePlatform, to version: AppleVersion) {
        minimums[platform] = max(minimums[platform] ?? version, version)
    }

    /// Adds what another scope guarantees.
    mutating func add(_ other: ScopeGuarantee) {
        for (platform, version) in other.minimums { raise(platform, to: version) }
        unavailable.formUnion(other.unavailable)
    }

    /// `macOS 26 / iOS 26`, `unavailable in iOS`: for messages.
    public var summary: String {
        var parts = ApplePlatform.allCases.compactMap { platform in
            minimums[platform].map { "\(platform.rawValue) \($0)" }
        }
        parts += ApplePlatform.allCases.filter { unavailable.contains($0) }.map { "unavailable in \($0.rawValue)" }
        return parts.isEmpty ? "nothing" : parts.joined(separator: " / ")
    }
}
