extension SDLApplication {
    /// The fingers of every `OnTouchEvent` from now on, in the app's frame (scaled from the head
    /// unit's coordinates by its VideoStreamingCapability, see ``SDLTouchCoordinateMapping``), each
    /// with its finger's ``SDLTouch/id`` — for multi-touch the app follows itself. Outlives
    /// reconnects; ends when the application stops.
    ///
    /// ```swift
    /// for await fingers in application.touches() {
    ///     for finger in fingers where finger.phase == .began { map.highlight(finger.location) }
    /// }
    /// ```
    public func touches() -> AsyncStream<[SDLTouch]> {
        touchHub.makeTouchStream()
    }

    /// Every gesture recognised from the head unit's touches from now on — taps, double taps, long
    /// presses, pans, pinches with their centre and scale — in the app's frame, with the thresholds
    /// of ``Configuration/touch``. Outlives reconnects; ends when the application stops.
    ///
    /// ```swift
    /// for await gesture in application.gestures() {
    ///     switch gesture {
    ///     case .panMoved(let from, let to): map.move(by: to.x - from.x, to.y - from.y)
    ///     case .pinchMoved(let center, let scale): map.zoom(scale, around: center)
    ///     case .doubleTap(let point): map.zoomIn(at: point)
    ///     default: break
    ///     }
    /// }
    /// ```
    public func gestures() -> AsyncStream<SDLTouchGesture> {
        touchHub.makeGestureStream()
    }
}
