import SDLH264Encoder

/// A frame's number drawn into its picture: 16 blocks of 32×32 pixels along the top edge, white
/// for a 1 bit and black for a 0, most significant bit first — what survives H.264 at the
/// benchmark's bit rate and is read back from the decoded luma plane.
enum FrameNumberStamp {
    static let bits = 16
    static let block = 32

    /// `frame` (RGBA) with `number` drawn on it.
    static func stamped(_ frame: SDLVideoFrame, number: Int) -> SDLVideoFrame {
        var frame = frame
        let width = frame.width
        frame.bytes.withUnsafeMutableBufferPointer { pixels in
            for bit in 0..<bits {
                let value: UInt8 = (number >> (bits - 1 - bit)) & 1 == 1 ? 255 : 0
                for y in 0..<block {
                    for x in bit * block..<(bit + 1) * block {
                        let pixel = (y * width + x) * 4
                        pixels[pixel] = value
                        pixels[pixel + 1] = value
                        pixels[pixel + 2] = value
                    }
                }
            }
        }
        return frame
    }

    /// The number on a decoded picture, read at each block's centre; `nil` when it is too small.
    static func read(luma: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> Int? {
        guard width >= bits * block, height >= block else { return nil }
        var number = 0
        for bit in 0..<bits {
            number = number << 1 | (luma[(block / 2) * stride + bit * block + block / 2] > 128 ? 1 : 0)
        }
        return number
    }
}
