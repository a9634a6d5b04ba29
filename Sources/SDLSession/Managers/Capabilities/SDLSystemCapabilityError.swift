public import SDLRPC

/// Why fetching a system capability failed.
public struct SDLSystemCapabilityError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A short stable name.
        public let name: String
        private init(_ name: String) { self.name = name }
        /// The name.
        public var description: String { name }

        /// The head unit answered GetSystemCapability with `success == false`.
        public static let requestFailed = Code("requestFailed")
        /// The head unit answered with success but no capability.
        public static let missingCapability = Code("missingCapability")
        /// The channel threw (timeout, connection closed, cancellation).
        public static let channelFailed = Code("channelFailed")
    }

    /// What kind of failure this is.
    public var code: Code
    /// A sentence for people.
    public var message: String
    /// The head unit's result code, when it answered.
    public var resultCode: SDLResult?
    /// The head unit's `info`.
    public var info: String?

    /// Creates an error.
    public init(code: Code, message: String, resultCode: SDLResult? = nil, info: String? = nil) {
        self.code = code
        self.message = message
        self.resultCode = resultCode
        self.info = info
    }

    /// The code, message and head unit result in one line.
    public var description: String {
        var text = "\(code): \(message)"
        if let resultCode { text += " (\(resultCode.rawValue))" }
        if let info { text += " – \(info)" }
        return text
    }
}
