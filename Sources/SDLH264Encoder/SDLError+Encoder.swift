public import SDLSession

extension SDLError.Code {
    /// A frame given to the H.264 encoder does not match it: another size, or too few or too
    /// many bytes for its pixel format.
    public static let invalidVideoFrame = SDLError.Code("invalidVideoFrame")
    /// The H.264 encoder's configuration cannot be used: odd or non-positive dimensions, a
    /// non-positive bitrate, frame rate or key-frame interval.
    public static let invalidEncoderConfiguration = SDLError.Code("invalidEncoderConfiguration")
    /// The H.264 encoder library failed: it could not be created or initialized, or a picture
    /// could not be encoded. The message holds its return code.
    public static let encoderFailed = SDLError.Code("encoderFailed")
}
