public import SDLRPC

/// Why registering, unregistering or running the lifecycle failed.
public struct SDLLifecycleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A short stable name, e.g. `registrationRejected`.
        public let name: String
        private init(_ name: String) { self.name = name }
        /// The name.
        public var description: String { name }

        /// The configuration makes an invalid RegisterAppInterface (e.g. an empty or too long name).
        public static let invalidConfiguration = Code("invalidConfiguration")
        /// The head unit answered RegisterAppInterface with `success == false`.
        public static let registrationRejected = Code("registrationRejected")
        /// The negotiated RPC version is below the configuration's `minimumRPCVersion`; the app
        /// unregistered again.
        public static let rpcVersionTooLow = Code("rpcVersionTooLow")
        /// The channel threw (timeout, connection closed, cancellation).
        public static let channelFailed = Code("channelFailed")
        /// The request does not fit the current state (e.g. `start()` while registered).
        public static let illegalTransition = Code("illegalTransition")
        /// `run()` was called while it was already running.
        public static let alreadyRunning = Code("alreadyRunning")
    }

    /// What kind of failure this is.
    public var code: Code
    /// A sentence for people.
    public var message: String
    /// The head unit's result code, when it answered.
    public var resultCode: SDLResult?
    /// The head unit's `info`, when it sent one.
    public var info: String?

    /// Creates an error.
    public init(code: Code, message: String, resultCode: SDLResult? = nil, info: String? = nil) {
        self.code = code
        self.message = message
        self.resultCode = resultCode
        self.info = info
    }

    /// The code, message, result code and info in one line.
    public var description: String {
        var text = "\(code): \(message)"
        if let resultCode { text += " (\(resultCode.rawValue))" }
        if let info { text += " – \(info)" }
        return text
    }
}
