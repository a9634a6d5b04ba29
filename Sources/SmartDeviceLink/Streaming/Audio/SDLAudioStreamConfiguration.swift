/// How an ``SDLAudioStreamManager`` streams.
public struct SDLAudioStreamConfiguration: Hashable, Sendable {
    /// The most audio queued and not yet sent; a ``SDLAudioStreamManager/play(_:)`` that would
    /// queue more fails at once with `audioQueueFull` (nothing is queued). 10 s by default.
    public var queueCapacity: Duration
    /// The audio per message on the audio service. 100 ms by default.
    public var chunkDuration: Duration
    /// How far ahead of the head unit's play-out the manager sends: the audio the head unit has
    /// buffered, which absorbs a late send (a busy machine, a slow transport) before it
    /// becomes an underrun. 500 ms by default: 200 ms underran by 0.4 s in 4 s on the loaded 2-core machine.
    public var lead: Duration
    /// Whether the audio service starts protected (TLS); ``SDLStreamingEncryption/whenAvailable``
    /// unless set.
    public var encryption: SDLStreamingEncryption

    /// Creates a configuration.
    public init(
        queueCapacity: Duration = .seconds(10), chunkDuration: Duration = .milliseconds(100), lead: Duration = .milliseconds(500),
        encryption: SDLStreamingEncryption = .whenAvailable
    ) {
        self.encryption = encryption
        self.queueCapacity = queueCapacity
        self.chunkDuration = chunkDuration
        self.lead = lead
    }
}
