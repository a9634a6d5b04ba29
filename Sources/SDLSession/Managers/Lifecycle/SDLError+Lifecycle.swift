/// The lifecycle manager's codes: why registering, unregistering or running the lifecycle failed.
extension SDLError.Code {
    /// The configuration makes an invalid RegisterAppInterface (e.g. an empty or too long name).
    public static let invalidConfiguration = SDLError.Code("invalidConfiguration")
    /// The head unit answered RegisterAppInterface with `success == false`.
    public static let registrationRejected = SDLError.Code("registrationRejected")
    /// The negotiated RPC version is below the configuration's `minimumRPCVersion`; the app
    /// unregistered again.
    public static let rpcVersionTooLow = SDLError.Code("rpcVersionTooLow")
    /// The request does not fit the current state (e.g. `start()` while registered).
    public static let illegalTransition = SDLError.Code("illegalTransition")
    /// `run()` was called while it was already running.
    public static let alreadyRunning = SDLError.Code("alreadyRunning")
}
