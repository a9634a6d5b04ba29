/// A version of an Apple operating system, as `@available` and `#available` spell it (`15`, `15.4`, `26.0.1`).
public struct AppleVersion: Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The major version (`15` of `15.4.1`).
    public var major: Int
    /// The minor version (`4` of `15.4.1`; 0 when left off).
    public var minor: Int
    /// The patch version (`1` of `15.4.1`; 0 when left off).
    public var patch: Int

    /// Creates a version.
    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `15`, `15.4` or `15.4.1`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), let major = parts[0] else { return nil }
        var numbers = [major, 0, 0]
        for (index, part) in parts.enumerated().dropFirst() {
            guard let part else { return nil }
            numbers[index] = part
        }
        self.init(numbers[0], numbers[1], numbers[2])
    }

    /// Compares major, then minor, then patch.
    public static func < (lhs: AppleVersion, rhs: AppleVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// `15`, `15.4`, `15.4.1`: trailing zero components left off.
    public var description: String {
        if patch != 0 { return "\(major).\(minor).\(patch)" }
        if minor != 0 { return "\(major).\(minor)" }
        return "\(major)"
    }
}

/// The Apple platforms the package declares minimums for, and so the ones this check judges.
public enum ApplePlatform: String, CaseIterable, Hashable, Sendable, Codable {
    /// macOS (`OSX` in older spellings).
    case macOS
    /// iOS.
    case iOS

    /// The platform named as `@available`/`#available` or a symbol graph's `domain` name it, if it is one of these.
    /// (Application-extension and Catalyst variants are not judged separately.)
    public init?(availabilityName: String) {
        switch availabilityName {
        case "macOS", "OSX", "macos": self = .macOS
        case "iOS", "ios": self = .iOS
        default: return nil
        }
    }
}
