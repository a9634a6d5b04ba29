/// Real-time pacing of PCM sent to a head unit that plays what it receives as it arrives: where
/// its play-out of what was sent ends, when the next chunk may leave (at most ``lead`` ahead of
/// that end), and whether a chunk came too late (an underrun). Pure: the manager feeds it the
/// clock's readings.
struct SDLAudioPacer: Sendable {
    /// How far ahead of the play-out a chunk may be sent.
    let lead: Duration
    /// When the head unit finishes playing what was sent so far (clock time).
    private(set) var playedUntil = Duration.zero

    init(lead: Duration) {
        self.lead = lead
    }

    /// When the next chunk may be sent, given the clock reads `now`.
    func sendTime(now: Duration) -> Duration {
        max(now, playedUntil - lead)
    }

    /// Records a chunk of `duration` that the transport took at `sentAt`, queued at `queuedAt`.
    /// Returns the gap it left when the head unit ran dry while the chunk waited (queued before
    /// the play-out ended, sent after it); `nil` otherwise — audio after a pause is no underrun.
    mutating func sent(_ duration: Duration, at sentAt: Duration, queuedAt: Duration) -> Duration? {
        let gap: Duration? = queuedAt < playedUntil && sentAt > playedUntil ? sentAt - playedUntil : nil
        playedUntil = max(playedUntil, sentAt) + duration
        return gap
    }
}
