/// A version number as the spec writes it in `since`, `until` and `version`: "X.Y" or "X.Y.Z".
///
/// "X.Y" means "X.Y.0". Versions compare component by component.
public struct SpecVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major component.
    public var major: Int
    /// The minor component.
    public var minor: Int
    /// The patch component (0 when the spec wrote only two components).
    public var patch: Int

    /// Creates a version from its three components.
    public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses "X.Y" or "X.Y.Z" with non-negative decimal components; `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(\.isASCIIDigitCharacter), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        self.init(numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 0)
    }

    public static func < (lhs: SpecVersion, rhs: SpecVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// "X.Y.Z".
    public var description: String { "\(major).\(minor).\(patch)" }
}

extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
