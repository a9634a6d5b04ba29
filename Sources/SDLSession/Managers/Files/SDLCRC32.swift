/// CRC-32 as zlib, PNG and SDL Core (`boost::crc_32_type`) compute it: polynomial 0x04C11DB7
/// reflected (0xEDB88320), initial value and final XOR 0xFFFFFFFF. PutFile's `crc` is this
/// checksum of the request's bulk data.
///
/// `SDLCRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`.
public struct SDLCRC32: Hashable, Sendable {
    /// The running register (already inverted).
    private var register: UInt32 = 0xFFFF_FFFF

    /// A checksum over no bytes yet.
    public init() {}

    /// Adds `bytes` to the checksum.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        var crc = register
        let table = SDLCRC32.table
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        register = crc
    }

    /// The checksum of everything added so far.
    public var value: UInt32 { register ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = SDLCRC32()
        crc.update(bytes)
        return crc.value
    }

    /// One entry per byte value: the register after shifting that byte through eight times.
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1
        }
        return value
    }
}
