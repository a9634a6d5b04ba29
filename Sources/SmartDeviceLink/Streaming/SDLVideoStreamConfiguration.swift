public import SDLProtocol

/// How a ``SDLVideoStreamManager`` streams.
public struct SDLVideoStreamConfiguration: Hashable, Sendable {
    /// The protocols to offer, best first: `RTP` (RFC 6184 packets, RFC 4571 framing), `RAW`
    /// (the Annex B bytes as they are). Others are not sent.
    public var preferredProtocols: [String]
    /// Frames per second sent at most: the head unit's `preferredFPS` when it gives one, else this.
    public var frameRate: Int
    /// How many frames may wait for the transport before whole frames are dropped (at least 1).
    public var queueCapacity: Int
    /// The resolution offered when the head unit gives no preferred one.
    public var fallbackWidth: Int32
    /// See ``fallbackWidth``.
    public var fallbackHeight: Int32
    /// Whether the video service starts protected (TLS); ``SDLStreamingEncryption/whenAvailable``
    /// unless set.
    public var encryption: SDLStreamingEncryption

    /// Creates a configuration.
    public init(
        preferredProtocols: [String] = SDLVideoFormatNegotiation.sendableProtocols, frameRate: Int = 30, queueCapacity: Int = 2,
        fallbackWidth: Int32 = 800, fallbackHeight: Int32 = 480, encryption: SDLStreamingEncryption = .whenAvailable
    ) {
        self.encryption = encryption
        self.preferredProtocols = preferredProtocols
        self.frameRate = frameRate
        self.queueCapacity = queueCapacity
        self.fallbackWidth = fallbackWidth
        self.fallbackHeight = fallbackHeight
    }
}
