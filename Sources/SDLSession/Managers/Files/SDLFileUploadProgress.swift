/// How far one upload has got.
public struct SDLFileUploadProgress: Hashable, Sendable {
    /// The file's name on the head unit.
    public var fileName: String
    /// Bytes the head unit has acknowledged.
    public var bytesSent: Int
    /// The file's size.
    public var totalBytes: Int
    /// `true` when nothing was sent because the head unit already has the file (or it is a
    /// static icon); `bytesSent` is then 0.
    public var isSkipped: Bool

    /// Creates a progress value.
    public init(fileName: String, bytesSent: Int, totalBytes: Int, isSkipped: Bool = false) {
        self.fileName = fileName
        self.bytesSent = bytesSent
        self.totalBytes = totalBytes
        self.isSkipped = isSkipped
    }

    /// `bytesSent / totalBytes` (1 for an empty or skipped file).
    public var fractionCompleted: Double {
        guard totalBytes > 0, !isSkipped else { return 1 }
        return Double(bytesSent) / Double(totalBytes)
    }

    /// Whether the upload is over (all bytes sent, or skipped).
    public var isFinished: Bool { isSkipped || bytesSent == totalBytes }
}
