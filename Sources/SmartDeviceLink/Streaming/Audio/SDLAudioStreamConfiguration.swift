/// How an ``SDLAudioStreamManager`` streams.
public struct SDLAudioStreamConfiguration: Hashable, Sendable {
    /// The most audio queued and not yet sent; a ``SDLAudioStreamManager/play(_:)`` that would
    /// queue more fails at once with `audioQueueFull` (nothing is queued). 10 s by default.
    public var queueCapacity: Duration
    /// The audio per message on the audio service. 100 ms by default.
    public var chunkDuration: Duration
    /// How far ahead of the head unit's play-out the manager sends: the audio the head unit has
    /// buffered, which absorbs a late send. 200 ms by default.
    public var lead: Duration

    /// Creates a configuration.
    public init(queueCapacity: Duration = .seconds(10), chunkDuration: Duration = .milliseconds(100), lead: Duration = .milliseconds(200)) {
        self.queueCapacity = queueCapacity
        self.chunkDuration = chunkDuration
        self.lead = lead
    }
}
