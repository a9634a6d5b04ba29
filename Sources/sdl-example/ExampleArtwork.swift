import SmartDeviceLink

/// The example's artwork, drawn in code so the example ships no image files: small PNGs of one
/// colour, encoded with stored (uncompressed) deflate blocks.
enum ExampleArtwork {
    /// A 64×64 PNG filled with `red`, `green`, `blue`.
    static func square(red: UInt8, green: UInt8, blue: UInt8, name: String) -> SDLArtwork? {
        let size = 64
        var raw: [UInt8] = []
        raw.reserveCapacity(size * (1 + size * 3))
        for _ in 0..<size {
            raw.append(0)  // filter: none
            for _ in 0..<size { raw += [red, green, blue] }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(size)) + bigEndian(UInt32(size))
        header += [8, 2, 0, 0, 0]  // 8 bits per sample, RGB, deflate, no filter, no interlace
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
        return try? SDLArtwork(imageData: png, name: name)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(SDLCRC32.checksum(typeBytes + data))
    }

    /// A zlib stream of stored deflate blocks (at most 65,535 bytes each) with its Adler-32.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let isLast = offset + length == data.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
