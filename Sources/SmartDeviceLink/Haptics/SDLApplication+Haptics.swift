extension SDLApplication {
    /// The app's touchable areas, in its frame (the one ``touches()`` reports in), for the car's
    /// other input devices: sent with SendHapticData (scaled to the head unit's coordinates) when
    /// the video stream starts — on every registration, so again after a reconnect — and again
    /// whenever they change while it streams. A failed send comes in ``errors()`` (feature `haptics`).
    ///
    /// ```swift
    /// application.hapticAreas = [
    ///     SDLHapticArea(id: 1, x: 20, y: 400, width: 120, height: 60),   // "Zoom in"
    ///     SDLHapticArea(id: 2, x: 160, y: 400, width: 120, height: 60),  // "Zoom out"
    /// ]
    /// ```
    public var hapticAreas: [SDLHapticArea] {
        get { hapticHub.areas }
        set { hapticHub.areas = newValue }
    }
}
