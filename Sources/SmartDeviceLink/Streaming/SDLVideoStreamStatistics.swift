/// How a video stream went: frames submitted, sent and dropped, and the rate achieved.
public struct SDLVideoStreamStatistics: Hashable, Sendable {
    /// Access units the app submitted while the stream ran.
    public var framesSubmitted = 0
    /// Access units written to the transport.
    public var framesSent = 0
    /// Access units dropped whole (the transport was behind, or they depended on a dropped one).
    public var framesDropped = 0
    /// Seconds from the first frame sent to the last.
    public var sendingDuration: Duration = .zero

    /// Creates empty figures.
    public init() {}

    /// Frames sent per second over ``sendingDuration`` (0 before two frames were sent).
    public var achievedFrameRate: Double {
        let seconds = Double(sendingDuration.components.seconds) + Double(sendingDuration.components.attoseconds) / 1e18
        return framesSent > 1 && seconds > 0 ? Double(framesSent - 1) / seconds : 0
    }
}
