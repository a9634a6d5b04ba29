/// An RPC version as the spec writes it in `since` and `until` ("X.Y" means "X.Y.0").
public struct SDLRPCVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Major component.
    public var major: Int
    /// Minor component.
    public var minor: Int
    /// Patch component.
    public var patch: Int

    /// Creates a version.
    public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses "X.Y" or "X.Y.Z"; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        self.init(numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 0)
    }

    public static func < (lhs: SDLRPCVersion, rhs: SDLRPCVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// "X.Y.Z".
    public var description: String { "\(major).\(minor).\(patch)" }
}
