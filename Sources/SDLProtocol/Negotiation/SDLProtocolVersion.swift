/// A full protocol version "Major.Minor.Patch", as control payloads carry it in `protocolVersion`
/// (§A.6, §A.7). Its major is the frame header version.
public struct SDLProtocolVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Major component (the frame header version).
    public var major: Int
    /// Minor component.
    public var minor: Int
    /// Patch component.
    public var patch: Int

    /// Creates a version.
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses "Major.Minor.Patch" (decimal digits only, each at most 9 digits); `nil` otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.count <= 9, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(part) else {
                return nil
            }
            numbers.append(number)
        }
        self.init(numbers[0], numbers[1], numbers[2])
    }

    /// 5.4.0: Core 8.2's top version (`default_protocol_version`), and what this library asks for
    /// by default. (The protocol spec, iOS and Java are at 5.4.1; Core answers 5.4.0 to them, §G.2.)
    public static let coreMaximum = SDLProtocolVersion(5, 4, 0)
    /// 5.0.0: the first version with BSON control payloads.
    public static let v5_0_0 = SDLProtocolVersion(5, 0, 0)
    /// 5.1.0: secondary transports.
    public static let v5_1_0 = SDLProtocolVersion(5, 1, 0)
    /// 5.2.0: `authToken`.
    public static let v5_2_0 = SDLProtocolVersion(5, 2, 0)
    /// 5.3.0: `reason` in NAKs.
    public static let v5_3_0 = SDLProtocolVersion(5, 3, 0)
    /// 5.4.0: vehicle type keys in the RPC StartServiceACK.
    public static let v5_4_0 = SDLProtocolVersion(5, 4, 0)

    /// The frame payload limit a version implies when the ACK has no `mtu` (§A.3): 1488 bytes for
    /// frame versions 1 and 2, 131072 for 3 and above.
    public static func defaultMaximumPayloadSize(forFrameVersion version: UInt8) -> Int {
        version <= 2 ? SDLFrameValidation.version1And2MaximumPayloadSize : SDLFrameValidation.coreMaximumPayloadSize
    }

    public static func < (lhs: SDLProtocolVersion, rhs: SDLProtocolVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// "Major.Minor.Patch".
    public var description: String { "\(major).\(minor).\(patch)" }
}
