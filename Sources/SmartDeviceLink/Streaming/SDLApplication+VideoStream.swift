extension SDLApplication {
    /// The app's video stream (NAVIGATION and PROJECTION apps with
    /// ``Configuration/videoStreaming`` set): one object for the application's whole life, with a
    /// new ``SDLVideoStreamManager`` per registration that starts and stops with the HMI level, the
    /// `videoStreamingState` and the connection, and says why it stopped.
    ///
    /// ```swift
    /// configuration.appHMITypes = [.navigation]
    /// configuration.videoStreaming = SDLVideoStreamConfiguration(preferredProtocols: ["RTP"])
    /// // …
    /// await application.videoStream.submit(accessUnit)
    /// ```
    public var videoStream: SDLApplicationVideoStream { videoStreamHub }
}
