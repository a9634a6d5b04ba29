/// RGBA to I420 in BT.601 studio range (Y 16…235, U and V 16…240), the colour space H.264
/// decoders assume when a stream does not say otherwise. Each U and V sample is the mean of
/// its 2×2 block of pixels.
enum SDLRGBAToI420 {
    /// Converts `rgba` (`width × height × 4` bytes, even dimensions) into `i420`
    /// (`width × height × 3 / 2` bytes). The caller checks the sizes.
    static func convert(_ rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, into i420: UnsafeMutableBufferPointer<UInt8>) {
        let lumaCount = width * height
        let chromaWidth = width / 2
        let chromaCount = chromaWidth * (height / 2)
        for y in stride(from: 0, to: height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) {
                let top = y * width + x
                var red = 0, green = 0, blue = 0
                for pixel in [top, top + 1, top + width, top + width + 1] {
                    let r = Int(rgba[pixel &* 4]), g = Int(rgba[pixel &* 4 &+ 1]), b = Int(rgba[pixel &* 4 &+ 2])
                    i420[pixel] = UInt8(truncatingIfNeeded: ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16)
                    red += r
                    green += g
                    blue += b
                }
                red = (red + 2) >> 2
                green = (green + 2) >> 2
                blue = (blue + 2) >> 2
                let chroma = (y / 2) * chromaWidth + x / 2
                i420[lumaCount + chroma] = UInt8(truncatingIfNeeded: ((-38 * red - 74 * green + 112 * blue + 128) >> 8) + 128)
                i420[lumaCount + chromaCount + chroma] = UInt8(truncatingIfNeeded: ((112 * red - 94 * green - 18 * blue + 128) >> 8) + 128)
            }
        }
    }
}
