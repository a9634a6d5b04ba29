import SDLRPC

extension SDLMediaClock {
    /// The `SetMediaClockTimer` that shows this clock `elapsed` after it was declared (a playing
    /// clock has moved on by then, a paused one has not), for a head unit speaking `rpcVersion`
    /// (the indicator from 5.0). Positions are clamped so Core's direction check always passes.
    func request(elapsed: Duration, rpcVersion: SDLRPCVersion) -> SDLSetMediaClockTimer {
        let moved = isPlaying ? elapsed : .zero
        var request = SDLSetMediaClockTimer(updateMode: .pause)
        switch direction {
        case .up:
            var now = Self.wholeSeconds(position + moved)
            if let duration { now = min(now, Self.wholeSeconds(duration)) }
            request.updateMode = isPlaying ? .countup : .pause
            request.startTime = Self.startTime(now)
            request.endTime = duration.map { Self.startTime(Self.wholeSeconds($0)) }
        case .down:
            request.updateMode = isPlaying ? .countdown : .pause
            request.startTime = Self.startTime(Self.wholeSeconds(position - moved))
            request.endTime = duration.map { _ in Self.startTime(0) }
        }
        let indicatorSince = SDLSetMediaClockTimer.Parameters.audioStreamingIndicator.since
        if indicatorSince.map({ $0 <= rpcVersion }) ?? true { request.audioStreamingIndicator = effectiveIndicator }
        return request
    }

    /// The `SetMediaClockTimer` that takes the clock off the screen.
    static let clearRequest = SDLSetMediaClockTimer(updateMode: .clear)

    /// 59:59:59, the most a StartTime holds (hours, minutes and seconds are each 0…59).
    private static let largestStartTime: Int64 = 215_999

    /// `duration` in whole seconds, at least 0 and at most the 59:59:59 a StartTime holds.
    private static func wholeSeconds(_ duration: Duration) -> Int {
        let seconds: Int64 = duration.components.seconds
        return Int(max(0, min(seconds, largestStartTime)))
    }

    /// `seconds` as a StartTime.
    private static func startTime(_ seconds: Int) -> SDLStartTime {
        SDLStartTime(hours: seconds / 3600, minutes: seconds / 60 % 60, seconds: seconds % 60)
    }
}
