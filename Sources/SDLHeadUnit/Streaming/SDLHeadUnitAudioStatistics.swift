import SDLProtocol
/// What the emulator received on one audio service, and how it played out: the emulator plays
/// each message in real time from when it arrived (after what it still had to play), as a head
/// unit's audio output does.
public struct SDLHeadUnitAudioStatistics: Hashable, Sendable {
    /// The app's connection and session.
    public var connection: Int
    /// See ``connection``.
    public var session: UInt8
    /// The format the emulator plays (its profile's `pcmStreamCapabilities`).
    public var format: SDLHeadUnitAudioFormat
    /// PCM bytes received.
    public var bytes = 0
    /// Messages received.
    public var messages = 0
    /// Messages whose length was not a whole number of sample frames (each also logged): the
    /// app's samples do not match ``format``.
    public var misalignedMessages = 0
    /// How long the received audio plays (bytes / byte rate), in seconds.
    public var audioSeconds: Double { format.seconds(ofByteCount: bytes) }
    /// From the first message's arrival to the end of the play-out, in seconds: ``audioSeconds``
    /// plus the gaps, when the app streams in real time.
    public var playOutSeconds = 0.0
    /// The silences between the first message and the end of the play-out (the head unit had
    /// nothing to play), added up, in seconds.
    public var gapSeconds = 0.0
    /// The most audio received ahead of the play-out at any arrival, in seconds: small when the app
    /// paces its stream, the whole prompt when it sends at once.
    public var largestBufferedSeconds = 0.0
    /// The `.wav` file the stream is written to (`--record DIR`), if any.
    public var recordingPath: String?
    /// Whether the service is still running.
    public var isRunning = true
    /// Whether the service was started protected (a StartService with the E bit, §A.12).
    public var isProtected = false
    /// Messages whose frames arrived encrypted (each decrypted before it was reassembled).
    public var encryptedMessages = 0

    /// Creates empty figures for a service.
    public init(connection: Int, session: UInt8, format: SDLHeadUnitAudioFormat) {
        self.connection = connection
        self.session = session
        self.format = format
    }
}
