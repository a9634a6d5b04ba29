public import SDLProtocol
public import SDLRPC

/// The video service offers made from the head unit's `VideoStreamingCapability`, best first.
///
/// The resolution is the capability's `preferredResolution` (else `fallbackResolution`). The
/// formats are the capability's `supportedFormats` with an H.264 codec whose protocol the library
/// can send (RTP, RAW), ordered by `preferredProtocols`; without a list, every protocol of
/// `preferredProtocols` with H.264. Each offer after the first changes the protocol, so a NAK
/// of `videoProtocol` moves on to the next one (`SDLVideoServiceParameters.next(after:rejecting:)`).
public enum SDLVideoFormatNegotiation {
    /// The protocols the library sends, in its order of preference: RTP first (Core's default
    /// `VideoStreamingProtocol` in its ini), then RAW.
    public static let sendableProtocols = ["RTP", "RAW"]

    /// The offers for `capability`.
    public static func offers(
        for capability: SDLVideoStreamingCapability?,
        preferredProtocols: [String] = sendableProtocols,
        fallbackResolution: (width: Int32, height: Int32) = (800, 480)
    ) -> [SDLVideoServiceParameters] {
        let width = capability?.preferredResolution.map { Int32(clamping: $0.resolutionWidth) } ?? fallbackResolution.width
        let height = capability?.preferredResolution.map { Int32(clamping: $0.resolutionHeight) } ?? fallbackResolution.height
        let wanted = preferredProtocols.filter(sendableProtocols.contains)
        let supported: [String]
        if let formats = capability?.supportedFormats {
            let h264 = formats.filter { $0.codec.rawValue == "H264" }.map { $0.`protocol`.rawValue }
            supported = wanted.filter(h264.contains)
        } else {
            supported = wanted
        }
        return supported.map { SDLVideoServiceParameters(width: width, height: height, videoProtocol: $0, videoCodec: "H264") }
    }
}
