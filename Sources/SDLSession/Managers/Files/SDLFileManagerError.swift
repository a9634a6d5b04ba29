public import SDLRPC

/// Why a file operation failed.
public struct SDLFileManagerError: Error, CustomStringConvertible {
    /// What kind of failure this is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A short stable name, e.g. `retriesExhausted`.
        public let name: String
        private init(_ name: String) { self.name = name }
        /// The name.
        public var description: String { name }

        /// The file cannot be uploaded as it is (empty data, empty name).
        public static let invalidFile = Code("invalidFile")
        /// The head unit said it has less space than the file needs.
        public static let notEnoughSpace = Code("notEnoughSpace")
        /// A frame is too small for even one byte of bulk data next to PutFile's JSON.
        public static let frameTooSmall = Code("frameTooSmall")
        /// The head unit answered with `success == false` and a result not worth retrying.
        public static let requestFailed = Code("requestFailed")
        /// A chunk failed on every allowed attempt (timeouts or retryable results).
        public static let retriesExhausted = Code("retriesExhausted")
        /// The channel threw an error not worth retrying.
        public static let channelFailed = Code("channelFailed")
        /// The task was cancelled.
        public static let cancelled = Code("cancelled")
        /// The bytes are not an image type the head unit takes (PNG, JPEG, BMP).
        public static let unsupportedImageFormat = Code("unsupportedImageFormat")
    }

    /// What kind of failure this is.
    public var code: Code
    /// A sentence for people.
    public var message: String
    /// The file concerned.
    public var fileName: String?
    /// The head unit's last result code, when it answered.
    public var resultCode: SDLResult?
    /// The head unit's last `info`.
    public var info: String?
    /// The byte offset of the chunk that failed.
    public var offset: Int?
    /// How many times the failing request was sent.
    public var attempts: Int?
    /// The channel's error, when one caused this.
    public var underlyingError: (any Error)?

    /// Creates an error.
    public init(
        code: Code, message: String, fileName: String? = nil, resultCode: SDLResult? = nil, info: String? = nil,
        offset: Int? = nil, attempts: Int? = nil, underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.fileName = fileName
        self.resultCode = resultCode
        self.info = info
        self.offset = offset
        self.attempts = attempts
        self.underlyingError = underlyingError
    }

    /// The code, file, message and head unit result in one line.
    public var description: String {
        var text = "\(code)"
        if let fileName { text += " [\(fileName)]" }
        text += ": \(message)"
        if let resultCode { text += " (\(resultCode.rawValue))" }
        if let info { text += " – \(info)" }
        return text
    }
}
