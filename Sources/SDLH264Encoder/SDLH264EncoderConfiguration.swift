import SDLSession

/// What ``SDLH264Encoder`` makes: the picture size (the size negotiated with the head unit),
/// the frame rate and bitrate the rate control aims for, and how often a key frame comes.
public struct SDLH264EncoderConfiguration: Hashable, Sendable {
    /// The width in pixels; even.
    public var width: Int
    /// The height in pixels; even.
    public var height: Int
    /// The frames per second the app submits, for rate control.
    public var frameRate: Double
    /// The target bitrate in bits per second.
    public var bitrate: Int
    /// A key frame (an IDR picture with SPS and PPS) every this many frames: frames 0, k, 2k …
    /// A head unit that joins or loses data can start decoding at the next one.
    public var keyFrameInterval: Int

    /// Creates a configuration. The defaults — 30 frames per second, 1 Mbit/s, a key frame
    /// every second — suit an 800×480 navigation screen.
    public init(width: Int, height: Int, frameRate: Double = 30, bitrate: Int = 1_000_000, keyFrameInterval: Int = 30) {
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.bitrate = bitrate
        self.keyFrameInterval = keyFrameInterval
    }

    /// Throws `invalidEncoderConfiguration` when the encoder cannot use it.
    func validate() throws(SDLError) {
        func refuse(_ message: String) -> SDLError { SDLError(code: .invalidEncoderConfiguration, message: message) }
        guard width > 0, height > 0, width % 2 == 0, height % 2 == 0 else {
            throw refuse("the picture size must be positive and even in both dimensions (4:2:0 chroma), not \(width)×\(height)")
        }
        guard width <= 4096, height <= 4096 else {
            throw refuse("the picture size must be at most 4096×4096, not \(width)×\(height)")
        }
        guard frameRate.isFinite, frameRate > 0 else { throw refuse("the frame rate must be positive, not \(frameRate)") }
        guard bitrate > 0 else { throw refuse("the bitrate must be positive, not \(bitrate)") }
        guard keyFrameInterval > 0 else { throw refuse("the key-frame interval must be at least 1 frame, not \(keyFrameInterval)") }
    }
}
