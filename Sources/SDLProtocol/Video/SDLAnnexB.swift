/// H.264 byte streams in the Annex B form (ITU-T H.264 Annex B): NAL units, each preceded by a
/// start code `00 00 01` or `00 00 00 01`. This is what encoders write to `.h264` files and what
/// ``SDLRTPH264Packetizer`` takes in.
public enum SDLAnnexB {
    /// The four-byte start code written before each NAL unit.
    public static let startCode: [UInt8] = [0, 0, 0, 1]

    /// The NAL units of `bytes`, without their start codes, in order. Bytes before the first start
    /// code are not part of any NAL unit and are dropped; zero bytes trailing a NAL unit (the
    /// `00` of a following four-byte start code, or `trailing_zero_8bits`) are not part of it.
    /// Empty NAL units (two start codes in a row) are skipped.
    public static func nalUnits(in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var units: [ArraySlice<UInt8>] = []
        var start: Int?
        var index = 0
        let count = bytes.count
        while index + 2 < count {
            if bytes[index] == 0, bytes[index + 1] == 0, bytes[index + 2] == 1 {
                if let start { append(bytes[start..<index], to: &units) }
                index += 3
                start = index
            } else {
                index += 1
            }
        }
        if let start, start < count { append(bytes[start..<count], to: &units) }
        return units
    }

    /// `units` as an Annex B byte stream, each after a four-byte start code.
    public static func stream<Units: Sequence>(of units: Units) -> [UInt8] where Units.Element: Collection<UInt8> {
        var bytes: [UInt8] = []
        for unit in units {
            bytes.append(contentsOf: startCode)
            bytes.append(contentsOf: unit)
        }
        return bytes
    }

    private static func append(_ unit: ArraySlice<UInt8>, to units: inout [ArraySlice<UInt8>]) {
        var end = unit.endIndex
        while end > unit.startIndex, unit[end - 1] == 0 { end -= 1 }
        if end > unit.startIndex { units.append(unit[unit.startIndex..<end]) }
    }
}
