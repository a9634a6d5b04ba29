import SDLH264Encoder

/// Synthetic frames: a diagonal gradient that moves a few pixels per frame, so consecutive
/// pictures differ and the encoder has motion to code.
enum TestFrames {
    static func rgba(width: Int, height: Int, index: Int, frameRate: Int = 30) -> SDLVideoFrame {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = (y * width + x) * 4
                bytes[pixel] = UInt8(truncatingIfNeeded: x + index * 4)
                bytes[pixel + 1] = UInt8(truncatingIfNeeded: y + index * 2)
                bytes[pixel + 2] = UInt8(truncatingIfNeeded: (x + y) / 2 - index * 3)
            }
        }
        return SDLVideoFrame(pixelFormat: .rgba, width: width, height: height, bytes: bytes, presentationTime: .seconds(index) / frameRate)
    }

    static func i420(width: Int, height: Int, index: Int, frameRate: Int = 30) -> SDLVideoFrame {
        var bytes = [UInt8](repeating: 128, count: width * height * 3 / 2)
        for y in 0..<height {
            for x in 0..<width {
                bytes[y * width + x] = UInt8(truncatingIfNeeded: 16 + (x + y + index * 5) % 220)
            }
        }
        let chroma = width * height
        for y in 0..<(height / 2) {
            for x in 0..<(width / 2) {
                bytes[chroma + y * width / 2 + x] = UInt8(truncatingIfNeeded: 64 + (x + index) % 128)
            }
        }
        return SDLVideoFrame(pixelFormat: .i420, width: width, height: height, bytes: bytes, presentationTime: .seconds(index) / frameRate)
    }

    static func make(_ format: SDLVideoFrame.PixelFormat, width: Int, height: Int, index: Int) -> SDLVideoFrame {
        switch format {
        case .i420: i420(width: width, height: height, index: index)
        case .rgba: rgba(width: width, height: height, index: index)
        }
    }
}
