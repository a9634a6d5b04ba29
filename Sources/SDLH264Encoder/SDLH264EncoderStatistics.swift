/// What an ``SDLH264Encoder`` has done: frames, key frames, bytes and the time spent encoding.
public struct SDLH264EncoderStatistics: Hashable, Sendable {
    /// Frames encoded (pictures the encoder skipped are not counted).
    public var framesEncoded = 0
    /// Of those, key frames (IDR pictures).
    public var keyFramesEncoded = 0
    /// Annex B bytes produced.
    public var bytesEncoded = 0
    /// Time spent in ``SDLH264Encoder/encode(_:)`` (colour conversion and encoding), all frames.
    public var totalEncodeTime: Duration = .zero
    /// The time the last frame took.
    public var lastEncodeTime: Duration = .zero
    /// The longest time one frame took.
    public var longestEncodeTime: Duration = .zero

    /// Creates empty statistics.
    public init() {}

    /// The mean time per frame, zero before the first.
    public var meanEncodeTime: Duration {
        framesEncoded == 0 ? .zero : totalEncodeTime / framesEncoded
    }

    mutating func record(bytes: Int, isKeyFrame: Bool, took duration: Duration) {
        framesEncoded += 1
        if isKeyFrame { keyFramesEncoded += 1 }
        bytesEncoded += bytes
        totalEncodeTime += duration
        lastEncodeTime = duration
        longestEncodeTime = max(longestEncodeTime, duration)
    }
}
