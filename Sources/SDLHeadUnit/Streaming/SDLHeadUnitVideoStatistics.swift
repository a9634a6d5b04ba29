public import SDLProtocol

/// What the emulator received on one video service: the format it accepted, what the stream
/// held, and where it was recorded.
public struct SDLHeadUnitVideoStatistics: Hashable, Sendable {
    /// The app's connection and session.
    public var connection: Int
    /// See ``connection``.
    public var session: UInt8
    /// The format the StartServiceACK accepted.
    public var parameters: SDLVideoServiceParameters
    /// Payload bytes received on the video service.
    public var bytes = 0
    /// Whole, valid H.264 NAL units.
    public var nalUnits = 0
    /// Pictures: slices that begin a picture (`first_mb_in_slice` 0), as a decoder counts frames.
    public var frames = 0
    /// Key frames among them (IDR slices that begin a picture).
    public var keyFrames = 0
    /// NAL units or RTP packets that were not valid (each also logged).
    public var invalidUnits = 0
    /// The Annex B file the stream is written to (`--record DIR`), if any.
    public var recordingPath: String?
    /// Whether the service is still running.
    public var isRunning = true
    /// Whether the service was started protected (a StartService with the E bit, §A.12).
    public var isProtected = false
    /// Messages whose frames arrived encrypted (each decrypted before it was reassembled).
    public var encryptedMessages = 0

    /// Creates empty figures for a service.
    public init(connection: Int, session: UInt8, parameters: SDLVideoServiceParameters) {
        self.connection = connection
        self.session = session
        self.parameters = parameters
    }
}
