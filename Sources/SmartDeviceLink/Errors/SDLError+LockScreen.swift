/// The codes of the lock-screen manager (its icon; a load that took too long is `timedOut`).
extension SDLError.Code {
    /// The head unit's lock-screen icon URL (OnSystemRequest LOCK_SCREEN_ICON_URL) is missing or
    /// not an http(s) URL; nothing was fetched.
    public static let invalidIconURL = SDLError.Code("invalidIconURL")
    /// The lock-screen icon could not be fetched: the connection failed, the server answered an
    /// HTTP error, or it sent no bytes.
    public static let iconDownloadFailed = SDLError.Code("iconDownloadFailed")
}
