/// Why an overlay ended without an answer from the head unit, or could not be presented.
///
/// ```swift
/// do {
///     _ = try await presentOverlayController(alert)
/// } catch where error.code == .notTopViewController {
///     // only the top view controller presents overlays
/// }
/// ```
public struct SDLOverlayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The name, e.g. `disconnected`.
        public let name: String

        init(_ name: String) {
            self.name = name
        }

        /// The name.
        public var description: String { name }

        /// Only the top view controller presents overlays; this one is not it (or is in no manager).
        public static let notTopViewController = Code("notTopViewController")
        /// The overlay is presented already (each presentation needs its own controller).
        public static let alreadyPresented = Code("alreadyPresented")
        /// The app is not registered with a head unit.
        public static let notConnected = Code("notConnected")
        /// The overlay cannot be shown as configured (a slider range beyond the spec's ticks, too
        /// many buttons…); nothing was sent.
        public static let invalidOverlay = Code("invalidOverlay")
        /// The connection ended before the head unit answered.
        public static let disconnected = Code("disconnected")
        /// The head unit did not answer in time.
        public static let timedOut = Code("timedOut")
        /// ``SDLOverlayController/cancel()`` ended it before it was sent.
        public static let cancelled = Code("cancelled")
        /// Sending failed, or the head unit's answer could not be read.
        public static let requestFailed = Code("requestFailed")
    }

    /// What went wrong.
    public var code: Code
    /// Why, in words.
    public var message: String

    /// Creates an error.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// `code: message`.
    public var description: String { "\(code): \(message)" }
}

extension SDLOverlayError {
    /// The overlay error for a failed send: a closed connection is `disconnected`, a timeout
    /// `timedOut`, a cancelled task `disconnected` (the registration ended), anything else
    /// `requestFailed`.
    init(sending name: String, _ error: any Error) {
        if let error = error as? SDLSessionError {
            switch error.code {
            case .timedOut: self.init(code: .timedOut, message: "\(name): \(error.message)")
            case .invalidResponse, .invalidRequest: self.init(code: .requestFailed, message: "\(name): \(error.message)")
            default: self.init(code: .disconnected, message: "\(name): \(error.message)")
            }
        } else if error is CancellationError {
            self.init(code: .disconnected, message: "\(name): the registration ended")
        } else {
            self.init(code: .requestFailed, message: "\(name): \(error)")
        }
    }
}

extension SDLOverlayError {
    /// An `invalidOverlay` error: the overlay cannot be shown as configured; nothing was sent.
    static func invalid(_ message: String) -> SDLOverlayError {
        SDLOverlayError(code: .invalidOverlay, message: message)
    }
}
