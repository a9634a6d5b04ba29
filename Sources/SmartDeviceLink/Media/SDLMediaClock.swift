public import SDLRPC

/// What a media app's clock and progress bar show: playing or paused at a position of a
/// duration, counting up or down (`SetMediaClockTimer`, declared with the screen by an
/// ``SDLMediaClockView``).
///
/// The screen manager sends a `SetMediaClockTimer` only when the declared clock changes, and again
/// after a reconnect (a playing clock then restarts where it has got to since it was declared).
///
/// ```swift
/// clockView.clock = .playing(at: .seconds(42), of: .seconds(215))   // COUNTUP from 0:42 to 3:35
/// clockView.clock = .paused(at: .seconds(61), of: .seconds(215))    // PAUSE at 1:01
/// clockView.clock = nil                                             // CLEAR
/// ```
public struct SDLMediaClock: Hashable, Sendable {
    /// Which way the clock counts while playing.
    public enum Direction: Hashable, Sendable {
        /// From the position up to the duration (elapsed time).
        case up
        /// From the position down to zero (time left).
        case down
    }

    /// Whether the clock runs (`COUNTUP`/`COUNTDOWN`) or stands (`PAUSE`).
    public var isPlaying: Bool
    /// Where the clock stands when declared (whole seconds are sent; negative counts as zero).
    public var position: Duration
    /// The length of the track, for the progress bar (`endTime`); `nil` shows no progress bar.
    /// Counting down, the clock runs towards zero and this is not sent.
    public var duration: Duration?
    /// Which way the clock counts.
    public var direction: Direction
    /// What the play/pause button shows (`audioStreamingIndicator`, RPC 5.0 and later): by default
    /// PAUSE while playing and PLAY while paused, as that is what a press does.
    public var indicator: SDLAudioStreamingIndicator?

    /// A clock; see ``playing(at:of:direction:indicator:)`` and ``paused(at:of:direction:indicator:)``.
    public init(
        isPlaying: Bool, position: Duration, duration: Duration? = nil, direction: Direction = .up,
        indicator: SDLAudioStreamingIndicator? = nil
    ) {
        self.isPlaying = isPlaying
        self.position = position
        self.duration = duration
        self.direction = direction
        self.indicator = indicator
    }

    /// A running clock at `position` of `duration`.
    public static func playing(
        at position: Duration, of duration: Duration? = nil, direction: Direction = .up,
        indicator: SDLAudioStreamingIndicator? = nil
    ) -> SDLMediaClock {
        SDLMediaClock(isPlaying: true, position: position, duration: duration, direction: direction, indicator: indicator)
    }

    /// A clock standing at `position` of `duration`.
    public static func paused(
        at position: Duration, of duration: Duration? = nil, direction: Direction = .up,
        indicator: SDLAudioStreamingIndicator? = nil
    ) -> SDLMediaClock {
        SDLMediaClock(isPlaying: false, position: position, duration: duration, direction: direction, indicator: indicator)
    }

    /// The play/pause button's indicator: the declared one, or what a press does.
    public var effectiveIndicator: SDLAudioStreamingIndicator {
        indicator ?? (isPlaying ? .pause : .play)
    }
}
