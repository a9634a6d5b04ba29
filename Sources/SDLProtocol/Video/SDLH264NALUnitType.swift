/// The `nal_unit_type` of an H.264 NAL unit (the low five bits of its first byte, ITU-T H.264
/// table 7-1), with the types a video stream manager and a head unit need to tell apart.
public struct SDLH264NALUnitType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The five-bit type, 0…31.
    public let rawValue: UInt8

    /// Creates a type from its five-bit value (higher bits are dropped).
    public init(rawValue: UInt8) {
        self.rawValue = rawValue & 0x1F
    }

    /// The type of `unit` (from its first byte), or `nil` when it is empty or its
    /// `forbidden_zero_bit` is set — not a valid NAL unit.
    public init?<Unit: Collection<UInt8>>(of unit: Unit) {
        guard let first = unit.first, first & 0x80 == 0 else { return nil }
        self.init(rawValue: first)
    }

    /// 1: a slice of a non-IDR picture.
    public static let nonIDRSlice = SDLH264NALUnitType(rawValue: 1)
    /// 5: a slice of an IDR picture — a key frame: decoding can start here.
    public static let idrSlice = SDLH264NALUnitType(rawValue: 5)
    /// 6: supplemental enhancement information.
    public static let sei = SDLH264NALUnitType(rawValue: 6)
    /// 7: a sequence parameter set (holds the picture size).
    public static let sequenceParameterSet = SDLH264NALUnitType(rawValue: 7)
    /// 8: a picture parameter set.
    public static let pictureParameterSet = SDLH264NALUnitType(rawValue: 8)
    /// 9: an access unit delimiter.
    public static let accessUnitDelimiter = SDLH264NALUnitType(rawValue: 9)
    /// 24: STAP-A, an RTP aggregation packet (RFC 6184 §5.7.1); never inside an Annex B stream.
    public static let stapA = SDLH264NALUnitType(rawValue: 24)
    /// 28: FU-A, an RTP fragmentation unit (RFC 6184 §5.8); never inside an Annex B stream.
    public static let fuA = SDLH264NALUnitType(rawValue: 28)

    /// Whether an Annex B stream may carry this type: 1…23 (0 is unspecified and 24…31 are
    /// RTP's own packet types).
    public var isValidInByteStream: Bool { rawValue >= 1 && rawValue <= 23 }

    /// The number, e.g. `5`.
    public var description: String { "\(rawValue)" }
}
