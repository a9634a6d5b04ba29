internal import COpenH264
public import SDLProtocol
public import SDLSession

/// Turns uncompressed frames (I420 or RGBA, ``SDLVideoFrame``) into H.264 access units
/// (``SDLH264AccessUnit``, Annex B) for a video stream, with openh264 (Cisco's BSD-licensed
/// encoder: Debian's `libopenh264-dev`, Homebrew's `openh264`). Template apps never link it: it is
/// its own product, `SmartDeviceLinkH264Encoder`.
///
/// Each frame gives one access unit with the frame's presentation time. The first is a key frame
/// (SPS, PPS and an IDR slice); then one every ``SDLH264EncoderConfiguration/keyFrameInterval``
/// frames, or at the next frame after ``forceKeyFrame()``. ``statistics`` counts frames and the
/// time encoding took.
///
/// ```swift
/// let encoder = try SDLH264Encoder(configuration: .init(width: 800, height: 480))
/// let unit = try await encoder.encode(SDLVideoFrame(pixelFormat: .rgba, width: 800, height: 480,
///                                                   bytes: pixels, presentationTime: .milliseconds(33)))
/// ```
///
/// A frame of another size or with the wrong number of bytes throws `invalidVideoFrame`; a
/// configuration the encoder cannot use throws `invalidEncoderConfiguration`; a failure of the
/// library itself throws `encoderFailed`. None of them crashes.
public actor SDLH264Encoder {
    /// What the encoder makes.
    public nonisolated let configuration: SDLH264EncoderConfiguration
    /// Frames, key frames, bytes and encode times so far.
    public private(set) var statistics = SDLH264EncoderStatistics()

    private let encoder: OpenH264Encoder
    /// The I420 picture RGBA frames are converted into, kept between frames.
    private var converted: [UInt8] = []

    /// Creates and initializes an encoder.
    /// - Throws: `invalidEncoderConfiguration` for odd or non-positive sizes and rates;
    ///   `encoderFailed` when openh264 cannot be created or refuses the parameters.
    public init(configuration: SDLH264EncoderConfiguration) throws(SDLError) {
        try configuration.validate()
        var created: UnsafeMutablePointer<ISVCEncoder?>?
        let result = sdl_openh264_create(&created)
        guard result == 0, let created else {
            throw SDLError(code: .encoderFailed, message: "openh264 could not create an encoder (WelsCreateSVCEncoder returned \(result))")
        }
        let encoder = OpenH264Encoder(created)
        sdl_openh264_quiet(created)
        var parameters = SEncParamExt()
        sdl_openh264_default_parameters(created, &parameters)
        Self.apply(configuration, to: &parameters)
        let initialized = sdl_openh264_initialize(created, &parameters)
        guard initialized == 0 else {
            throw SDLError(
                code: .encoderFailed,
                message: "openh264 refused the parameters \(configuration.width)×\(configuration.height), \(configuration.bitrate) bit/s (InitializeExt returned \(initialized))"
            )
        }
        self.configuration = configuration
        self.encoder = encoder
    }

    /// Encodes one frame into one access unit with the frame's presentation time; `nil` when
    /// the encoder skipped the picture (its rate control may, when a frame arrives sooner than
    /// the frame rate says).
    /// - Throws: `invalidVideoFrame` when the frame's size is not the configured one or its
    ///   byte count does not match its pixel format; `encoderFailed` when openh264 fails.
    public func encode(_ frame: SDLVideoFrame) throws(SDLError) -> SDLH264AccessUnit? {
        try check(frame)
        let clock = ContinuousClock()
        let start = clock.now
        let bytes: [UInt8]
        switch frame.pixelFormat {
        case .i420:
            bytes = try encodeI420(frame.bytes, presentationTime: frame.presentationTime)
        case .rgba:
            if converted.count != SDLVideoFrame.PixelFormat.i420.byteCount(width: frame.width, height: frame.height) {
                converted = [UInt8](repeating: 0, count: SDLVideoFrame.PixelFormat.i420.byteCount(width: frame.width, height: frame.height))
            }
            frame.bytes.withUnsafeBufferPointer { rgba in
                converted.withUnsafeMutableBufferPointer { i420 in
                    SDLRGBAToI420.convert(rgba, width: frame.width, height: frame.height, into: i420)
                }
            }
            bytes = try encodeI420(converted, presentationTime: frame.presentationTime)
        }
        guard !bytes.isEmpty else { return nil }
        let unit = SDLH264AccessUnit(bytes: bytes, presentationTime: frame.presentationTime)
        statistics.record(bytes: bytes.count, isKeyFrame: unit.isKeyFrame, took: clock.now - start)
        return unit
    }

    /// Makes the next encoded frame a key frame (with SPS and PPS), e.g. after the head unit
    /// restarted the stream. The interval counts on from there.
    /// - Throws: `encoderFailed` when openh264 refuses.
    public func forceKeyFrame() throws(SDLError) {
        let result = sdl_openh264_force_idr(encoder.pointer)
        guard result == 0 else {
            throw SDLError(code: .encoderFailed, message: "openh264 could not force a key frame (ForceIntraFrame returned \(result))")
        }
    }

    private func check(_ frame: SDLVideoFrame) throws(SDLError) {
        guard frame.width == configuration.width, frame.height == configuration.height else {
            throw SDLError(
                code: .invalidVideoFrame,
                message: "the frame is \(frame.width)×\(frame.height); the encoder takes \(configuration.width)×\(configuration.height)"
            )
        }
        let expected = frame.pixelFormat.byteCount(width: frame.width, height: frame.height)
        guard frame.bytes.count == expected else {
            throw SDLError(
                code: .invalidVideoFrame,
                message: "a \(frame.width)×\(frame.height) \(frame.pixelFormat) frame has \(expected) bytes, not \(frame.bytes.count)"
            )
        }
    }

    /// Encodes a checked I420 picture; the Annex B bytes, empty when skipped.
    private func encodeI420(_ i420: [UInt8], presentationTime: Duration) throws(SDLError) -> [UInt8] {
        let width = configuration.width, height = configuration.height
        let encoder = self.encoder
        let time = Self.milliseconds(presentationTime)
        let (result, bytes): (Int32, [UInt8]) = i420.withUnsafeBufferPointer { planes in
            guard let base = planes.baseAddress else { return (-1, []) }
            let mutableBase = UnsafeMutablePointer(mutating: base)
            var picture = SSourcePicture()
            picture.iColorFormat = Int32(videoFormatI420.rawValue)
            picture.iPicWidth = Int32(width)
            picture.iPicHeight = Int32(height)
            picture.iStride = (Int32(width), Int32(width / 2), Int32(width / 2), 0)
            picture.pData = (mutableBase, mutableBase + width * height, mutableBase + width * height + (width / 2) * (height / 2), nil)
            picture.uiTimeStamp = time
            var info = SFrameBSInfo()
            let result = sdl_openh264_encode(encoder.pointer, &picture, &info)
            guard result == 0, info.eFrameType != videoFrameTypeSkip, info.eFrameType != videoFrameTypeInvalid else { return (result, []) }
            let size = Int(sdl_openh264_frame_size(&info))
            guard size > 0 else { return (result, []) }
            let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                if let base = buffer.baseAddress { sdl_openh264_copy_frame(&info, base) }
                count = size
            }
            return (result, bytes)
        }
        guard result == 0 else {
            throw SDLError(code: .encoderFailed, message: "openh264 could not encode the frame (EncodeFrame returned \(result))")
        }
        return bytes
    }

    /// `duration` in whole milliseconds, clamped to `Int64` (any presentation time is accepted).
    static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        let (sum, carry) = whole.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
        guard !overflow, !carry else { return seconds < 0 ? .min : .max }
        return sum
    }

    private static func apply(_ configuration: SDLH264EncoderConfiguration, to parameters: inout SEncParamExt) {
        parameters.iUsageType = CAMERA_VIDEO_REAL_TIME
        parameters.iPicWidth = Int32(configuration.width)
        parameters.iPicHeight = Int32(configuration.height)
        parameters.iTargetBitrate = Int32(clamping: configuration.bitrate)
        parameters.iRCMode = RC_BITRATE_MODE
        parameters.fMaxFrameRate = Float(configuration.frameRate)
        parameters.uiIntraPeriod = UInt32(clamping: configuration.keyFrameInterval)
        parameters.bEnableFrameSkip = false
        parameters.eSpsPpsIdStrategy = CONSTANT_ID
        parameters.bPrefixNalAddingCtrl = false
        parameters.iMultipleThreadIdc = 1
        parameters.iSpatialLayerNum = 1
        parameters.iTemporalLayerNum = 1
        parameters.sSpatialLayers.0.iVideoWidth = Int32(configuration.width)
        parameters.sSpatialLayers.0.iVideoHeight = Int32(configuration.height)
        parameters.sSpatialLayers.0.fFrameRate = Float(configuration.frameRate)
        parameters.sSpatialLayers.0.iSpatialBitrate = Int32(clamping: configuration.bitrate)
        parameters.sSpatialLayers.0.sSliceArgument.uiSliceMode = SM_SINGLE_SLICE
    }
}
