/// The file manager's codes (its errors also carry ``SDLError/fileName``, and for uploads
/// ``SDLError/offset`` and ``SDLError/attempts``).
extension SDLError.Code {
    /// The file cannot be uploaded as it is (empty data, empty name).
    public static let invalidFile = SDLError.Code("invalidFile")
    /// The head unit said it has less space than the file needs.
    public static let notEnoughSpace = SDLError.Code("notEnoughSpace")
    /// A frame is too small for even one byte of bulk data next to PutFile's JSON.
    public static let frameTooSmall = SDLError.Code("frameTooSmall")
    /// A chunk failed on every allowed attempt (timeouts or retryable results).
    public static let retriesExhausted = SDLError.Code("retriesExhausted")
    /// The channel threw an error not worth retrying.
    public static let channelFailed = SDLError.Code("channelFailed")
    /// The bytes are not an image type the head unit takes (PNG, JPEG, BMP).
    public static let unsupportedImageFormat = SDLError.Code("unsupportedImageFormat")
}
