import Testing
@testable import SDLH264Encoder

@Suite("RGBA to I420 (BT.601 studio range)")
struct SDLRGBAToI420Tests {
    /// A 2×2 picture of one colour, converted: (Y of the first pixel, U, V).
    func convert(red: UInt8, green: UInt8, blue: UInt8) -> (y: UInt8, u: UInt8, v: UInt8) {
        let rgba = [UInt8]((0..<4).flatMap { _ in [red, green, blue, 255] })
        var i420 = [UInt8](repeating: 0, count: 6)
        rgba.withUnsafeBufferPointer { source in
            i420.withUnsafeMutableBufferPointer { SDLRGBAToI420.convert(source, width: 2, height: 2, into: $0) }
        }
        #expect(i420[0...3].allSatisfy { $0 == i420[0] })
        return (i420[0], i420[4], i420[5])
    }

    @Test("black, white and the primaries land on BT.601's studio-range values")
    func knownColours() {
        #expect(convert(red: 0, green: 0, blue: 0) == (16, 128, 128))
        #expect(convert(red: 255, green: 255, blue: 255) == (235, 128, 128))
        #expect(convert(red: 255, green: 0, blue: 0) == (82, 90, 240))
        #expect(convert(red: 0, green: 255, blue: 0) == (144, 54, 34))
        #expect(convert(red: 0, green: 0, blue: 255) == (41, 240, 110))
    }

    @Test("chroma is the mean of each 2×2 block; luma stays per pixel; planes land in order")
    func blocks() {
        // 4×2: the left block black, the right block white.
        let black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]
        let rgba = black + black + white + white + black + black + white + white
        var i420 = [UInt8](repeating: 0, count: 12)
        rgba.withUnsafeBufferPointer { source in
            i420.withUnsafeMutableBufferPointer { SDLRGBAToI420.convert(source, width: 4, height: 2, into: $0) }
        }
        #expect(Array(i420[0..<8]) == [16, 16, 235, 235, 16, 16, 235, 235])
        #expect(Array(i420[8..<12]) == [128, 128, 128, 128])
        // Half red, half blue in one block: U and V of the mean colour (128, 0, 128).
        let mixed = [UInt8]([255, 0, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255, 0, 0, 255, 255])
        var out = [UInt8](repeating: 0, count: 6)
        mixed.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { SDLRGBAToI420.convert(source, width: 2, height: 2, into: $0) }
        }
        #expect(out[4] == 165 && out[5] == 175)
    }
}
