/// The outcome of a finished upload.
public struct SDLFileUploadResult: Hashable, Sendable {
    /// The file's name on the head unit.
    public var fileName: String
    /// Bytes sent (0 when skipped).
    public var bytesSent: Int
    /// `true` when the head unit already had the file (and `overwrite` was off) or it is a static icon.
    public var wasSkipped: Bool
    /// The space the head unit reported after the upload, if it did.
    public var spaceAvailable: Int?

    /// Creates a result.
    public init(fileName: String, bytesSent: Int, wasSkipped: Bool, spaceAvailable: Int?) {
        self.fileName = fileName
        self.bytesSent = bytesSent
        self.wasSkipped = wasSkipped
        self.spaceAvailable = spaceAvailable
    }
}
