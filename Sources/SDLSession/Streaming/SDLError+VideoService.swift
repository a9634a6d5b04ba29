extension SDLError.Code {
    /// The head unit refused to start the video service with every format offered (a
    /// StartServiceNAK; the message holds its `reason` and `rejectedParams`), or it may not be
    /// started now (before registration).
    public static let videoServiceRejected = SDLError.Code("videoServiceRejected")
    /// Video data was sent while the video service was not started.
    public static let videoServiceNotStarted = SDLError.Code("videoServiceNotStarted")
}
