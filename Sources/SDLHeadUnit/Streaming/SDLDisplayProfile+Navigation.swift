import SDLRPC

extension SDLDisplayProfile {
    /// The VIDEO_STREAMING capability of ``navigation``: 800×480 preferred, H.264 over RTP or RAW,
    /// 30 frames per second.
    public static let navigationVideoStreamingCapability: SDLJSONValue = [
        "preferredResolution": ["resolutionWidth": 800, "resolutionHeight": 480],
        "maxBitrate": 20_000,
        "supportedFormats": [["protocol": "RTP", "codec": "H264"], ["protocol": "RAW", "codec": "H264"]],
        "hapticSpatialDataSupported": false,
        "scale": 1.0,
        "preferredFPS": 30,
    ]

    /// A head unit for navigation apps: ``media4Line``'s display with
    /// ``navigationVideoStreamingCapability``, so GetSystemCapability(VIDEO_STREAMING) answers and
    /// the video service accepts only those formats.
    public static let navigation: SDLDisplayProfile = {
        var profile = media4Line.withVideoStreaming(navigationVideoStreamingCapability)
        profile.name = "navigation"
        profile.summary = "media-4line with video streaming for navigation apps: 800×480, H.264 over RTP or RAW, 30 fps"
        return profile
    }()

    /// This profile with `capability` as its VIDEO_STREAMING capability.
    public func withVideoStreaming(_ capability: SDLJSONValue) -> SDLDisplayProfile {
        var profile = self
        profile.systemCapabilities["videoStreamingCapability"] = capability
        return profile
    }
}
