public import SDLSession
public import SmartDeviceLink
public import SDLProtocol

/// Feeds an ``SDLVideoStreamManager`` from an ``SDLH264Encoder``: the app submits frames
/// (``SDLVideoFrame``), this encodes them and submits the access units.
///
/// Frames submitted while the stream is not running are not encoded. When the stream has
/// (re)started since the last frame — first start, back in FULL, a reconnect — the next frame is
/// made a key frame, so the head unit can decode from the first picture it receives.
///
/// When the manager drops frames (the transport is slower than the stream), it drops until the
/// next key frame; so as soon as a frame that is not a key frame is dropped, the next frame is made
/// a key frame and the stream recovers at the next frame instead of at the encoder's next scheduled
/// key frame.
///
/// ```swift
/// let video = SDLVideoStreamManager(channel: session, appTypes: [.navigation])
/// let source = SDLEncodedVideoSource(
///     encoder: try SDLH264Encoder(configuration: .init(width: 800, height: 480)), stream: video)
/// try await source.submit(SDLVideoFrame(pixelFormat: .rgba, width: 800, height: 480,
///                                       bytes: pixels, presentationTime: time))
/// ```
public actor SDLEncodedVideoSource {
    /// The encoder the frames go through.
    public nonisolated let encoder: SDLH264Encoder
    /// The stream the access units go to.
    public nonisolated let stream: SDLVideoStreamManager
    /// The format of the stream the last frame went to; `nil` when it was not running.
    private var lastFormat: SDLVideoServiceParameters?

    /// Creates a source that encodes with `encoder` for `stream`.
    public init(encoder: SDLH264Encoder, stream: SDLVideoStreamManager) {
        self.encoder = encoder
        self.stream = stream
    }

    /// Encodes `frame` and submits it to the stream; the access unit submitted, or `nil` when the
    /// stream is not running (the frame is not encoded) or the encoder skipped the picture.
    /// - Throws: `invalidEncoderConfiguration` when the stream runs at another size than the
    ///   encoder makes; `invalidVideoFrame` or `encoderFailed` from ``SDLH264Encoder/encode(_:)``.
    @discardableResult
    public func submit(_ frame: SDLVideoFrame) async throws(SDLError) -> SDLH264AccessUnit? {
        guard let format = await stream.streamingParameters else {
            lastFormat = nil
            return nil
        }
        let size = (width: encoder.configuration.width, height: encoder.configuration.height)
        if let width = format.width, let height = format.height, Int(width) != size.width || Int(height) != size.height {
            throw SDLError(
                code: .invalidEncoderConfiguration,
                message: "the head unit streams at \(width)×\(height); the encoder makes \(size.width)×\(size.height)"
            )
        }
        if format != lastFormat {
            try await encoder.forceKeyFrame()
            lastFormat = format
        }
        guard let unit = try await encoder.encode(frame) else { return nil }
        let droppedBefore = await stream.statistics.framesDropped
        await stream.submit(unit)
        // A key frame that replaced a full queue is itself the recovery; any other drop leaves the
        // manager waiting for a key frame: make the next one.
        if !unit.isKeyFrame, await stream.statistics.framesDropped > droppedBefore {
            try await encoder.forceKeyFrame()
        }
        return unit
    }
}
