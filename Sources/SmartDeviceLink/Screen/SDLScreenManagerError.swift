/// Why a screen update (or a button transition) failed.
///
/// ```swift
/// do {
///     try await screenManager.update()
/// } catch where error.code == .superseded {
///     // a newer update replaced this one before it was sent; the newer one shows the views
/// }
/// ```
public struct SDLScreenManagerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A short stable name.
        public let name: String
        private init(_ name: String) { self.name = name }
        /// The name.
        public var description: String { name }

        /// A newer update replaced this one while it waited for the one in flight; the newer one
        /// carries the views' latest state.
        public static let superseded = Code("superseded")
        /// ``SDLButtonView/transition(toState:)`` named a state the button does not have.
        public static let unknownState = Code("unknownState")
        /// The views hold more soft buttons than the display shows; nothing of the update was sent.
        public static let tooManySoftButtons = Code("tooManySoftButtons")
        /// A soft button state has neither text nor an image the display can show; nothing was sent.
        public static let unshowableSoftButton = Code("unshowableSoftButton")
        /// The template is not one the display lists; nothing was sent.
        public static let unsupportedTemplate = Code("unsupportedTemplate")
        /// An artwork could not be uploaded; what did not need it was shown.
        public static let uploadFailed = Code("uploadFailed")
        /// Sending `Show` or `SetDisplayLayout` threw (timeout, connection closed, cancellation).
        public static let channelFailed = Code("channelFailed")
        /// The head unit answered `Show` or `SetDisplayLayout` without success.
        public static let requestFailed = Code("requestFailed")
        /// The connection ended (or the manager stopped) before the update was on screen.
        public static let disconnected = Code("disconnected")
    }

    /// What kind of failure this is.
    public var code: Code
    /// A sentence for people.
    public var message: String
    /// The head unit's result code, when it answered.
    public var resultCode: SDLResult?

    /// Creates an error.
    public init(code: Code, message: String, resultCode: SDLResult? = nil) {
        self.code = code
        self.message = message
        self.resultCode = resultCode
    }

    /// The code and message in one line.
    public var description: String {
        var text = "\(code): \(message)"
        if let resultCode { text += " (\(resultCode.rawValue))" }
        return text
    }
}
