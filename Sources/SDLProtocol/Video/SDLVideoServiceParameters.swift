/// What a video service (0x0B) is started with, and what the head unit accepted (protocol.md §A.6):
/// the StartService's `width`, `height`, `videoProtocol` and `videoCodec`.
///
/// A StartServiceNAK names the keys it refused in `rejectedParams`;
/// ``next(after:rejecting:)`` picks the next offer that changes every one of them, so a client can
/// walk its list of formats and never offer the head unit what it has just refused.
public struct SDLVideoServiceParameters: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels (int32 on the wire; Core copies it to the ACK only when it is one).
    public var width: Int32?
    /// Height in pixels.
    public var height: Int32?
    /// The `VideoStreamingProtocol` name: `RAW`, `RTP`, `RTSP`, `RTMP`, `WEBM`.
    public var videoProtocol: String?
    /// The `VideoStreamingCodec` name: `H264`, `H265`, `Theora`, `VP8`, `VP9`.
    public var videoCodec: String?

    /// Creates parameters; keys left `nil` are not sent.
    public init(width: Int32? = nil, height: Int32? = nil, videoProtocol: String? = nil, videoCodec: String? = nil) {
        self.width = width
        self.height = height
        self.videoProtocol = videoProtocol
        self.videoCodec = videoCodec
    }

    /// The parameters a StartService carries.
    public init(_ startService: SDLStartService) {
        self.init(
            width: startService.width, height: startService.height,
            videoProtocol: startService.videoProtocol, videoCodec: startService.videoCodec)
    }

    /// The StartService for the video service asking for these parameters.
    public var startService: SDLStartService {
        SDLStartService(serviceType: .video, height: height, width: width, videoProtocol: videoProtocol, videoCodec: videoCodec)
    }

    /// What the head unit accepted: each key of `acknowledgement` that is present, else this
    /// offer's (Core echoes only the keys that had the right type; an older head unit echoes none).
    public func accepted(by acknowledgement: SDLStartServiceACK) -> SDLVideoServiceParameters {
        SDLVideoServiceParameters(
            width: acknowledgement.width ?? width, height: acknowledgement.height ?? height,
            videoProtocol: acknowledgement.videoProtocol ?? videoProtocol, videoCodec: acknowledgement.videoCodec ?? videoCodec)
    }

    /// Whether `other` has a different value for the StartService key `key` (`width`, `height`,
    /// `videoProtocol`, `videoCodec`); an unknown key never differs.
    public func differs(from other: SDLVideoServiceParameters, in key: String) -> Bool {
        switch key {
        case SDLControlKey.width: width != other.width
        case SDLControlKey.height: height != other.height
        case SDLControlKey.videoProtocol: videoProtocol != other.videoProtocol
        case SDLControlKey.videoCodec: videoCodec != other.videoCodec
        default: false
        }
    }

    /// The first of `candidates` after this (refused) offer that changes every key in
    /// `rejectedParams`, or `nil` when none does — or when the NAK named no key this type knows
    /// (the refusal was not about the format, so another format would be refused too).
    ///
    /// | rejected | offered | candidates | next |
    /// | --- | --- | --- | --- |
    /// | `videoProtocol` | RTP/H264 | RTP/H265, RAW/H264 | RAW/H264 |
    /// | `videoCodec` | RTP/H264 | RAW/H264, RTP/H265 | RTP/H265 |
    /// | `width`, `height` | 1280×720 | 1280×720 RAW, 800×480 | 800×480 |
    /// | none, or only unknown keys | any | any | `nil` |
    public func next(after candidates: [SDLVideoServiceParameters], rejecting rejectedParams: [String]) -> SDLVideoServiceParameters? {
        let keys = rejectedParams.filter(Self.keys.contains)
        guard !keys.isEmpty else { return nil }
        return candidates.first { candidate in keys.allSatisfy { candidate.differs(from: self, in: $0) } }
    }

    /// The StartService keys of the video service.
    public static let keys: Set<String> = [SDLControlKey.width, SDLControlKey.height, SDLControlKey.videoProtocol, SDLControlKey.videoCodec]

    /// `1280×720 RTP/H264`; unset parts print as `?`.
    public var description: String {
        "\(width.map(String.init) ?? "?")×\(height.map(String.init) ?? "?") \(videoProtocol ?? "?")/\(videoCodec ?? "?")"
    }
}
