/// How touches become gestures, and the app's frame touches are scaled to.
public struct SDLTouchConfiguration: Hashable, Sendable {
    /// How far (app points) a finger may move and still tap, and two taps may lie apart and
    /// still be a double tap: 50.
    public var tapDistance: Double
    /// How long after a tap lifts a second tap may lift and make a double tap: 400 ms (sdl_ios's
    /// `tapTimeThreshold`). A tap is reported once this has passed without a second one.
    public var doubleTapInterval: Duration
    /// How long one finger held still is a long press: 500 ms.
    public var longPressDuration: Duration
    /// The app's frame touches are scaled to, in points; `nil`: the head unit's preferred
    /// resolution divided by its `scale` (VideoStreamingCapability), as sdl_ios sizes the view.
    public var appFrameSize: SDLTouchSize?

    /// Creates a configuration.
    public init(
        tapDistance: Double = 50, doubleTapInterval: Duration = .milliseconds(400), longPressDuration: Duration = .milliseconds(500),
        appFrameSize: SDLTouchSize? = nil
    ) {
        self.tapDistance = tapDistance
        self.doubleTapInterval = doubleTapInterval
        self.longPressDuration = longPressDuration
        self.appFrameSize = appFrameSize
    }
}

/// A width and a height, in points.
public struct SDLTouchSize: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
