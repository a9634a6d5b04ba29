extension SDLError.Code {
    /// The head unit refused to start the audio service (a StartServiceNAK; the message holds its
    /// `reason`), or it may not be started now (before registration).
    public static let audioServiceRejected = SDLError.Code("audioServiceRejected")
    /// Audio data was sent while the audio service was not started.
    public static let audioServiceNotStarted = SDLError.Code("audioServiceNotStarted")
}
