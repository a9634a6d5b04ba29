/// The system capability manager's codes.
extension SDLError.Code {
    /// GetSystemCapability was answered without the capability asked for.
    public static let missingCapability = SDLError.Code("missingCapability")
}
