public import SDLRPC

/// Every failure of this package's session and app layers: one type to catch, with a stable
/// ``code`` to switch on, a ``message`` for people, and — where a request was involved — the
/// RPC's name and the head unit's result code.
///
/// Each area adds its own codes (`extension SDLError.Code`): the session's (`timedOut`,
/// `connectionClosed` …), the file manager's (`retriesExhausted` …), the app layer's
/// (`superseded`, `invalidOverlay` …). A code names one cause wherever it arises: "not connected"
/// is ``Code/notConnected`` whether the session, a manager or the application found it.
///
/// ```swift
/// do {
///     let response = try await application.send(SDLShow(mainField1: "Hi"))
/// } catch {                                   // error is SDLError (typed throws)
///     switch error.code {
///     case .notConnected: print("no head unit yet")
///     case .timedOut: print("\(error.rpcName ?? "?") got no answer")
///     default: print(error)
///     }
/// }
/// ```
public struct SDLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable, extensible kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, e.g. `timedOut`.
        public let name: String

        /// Creates a code; areas declare theirs as `static let` in an extension of `Code`.
        public init(_ name: String) {
            self.name = name
        }

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of failure this is.
    public var code: Code
    /// What went wrong, in words.
    public var message: String
    /// The RPC concerned (`Show`, `Alert` …), when a request was involved.
    public var rpcName: String?
    /// The head unit's result code, when it answered.
    public var resultCode: SDLResult?
    /// The head unit's `info`, when it gave one.
    public var info: String?
    /// The file concerned (file operations).
    public var fileName: String?
    /// The byte offset of the chunk that failed (uploads).
    public var offset: Int?
    /// How many times the failing request was sent (uploads).
    public var attempts: Int?
    /// The error that caused this one, when there is one (not part of equality).
    public var underlyingError: (any Error)?

    /// Creates an error.
    public init(
        code: Code, message: String, rpcName: String? = nil, fileName: String? = nil, resultCode: SDLResult? = nil,
        info: String? = nil, offset: Int? = nil, attempts: Int? = nil, underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.rpcName = rpcName
        self.resultCode = resultCode
        self.info = info
        self.fileName = fileName
        self.offset = offset
        self.attempts = attempts
        self.underlyingError = underlyingError
    }

    /// `code [file]: message (RESULT) – info`.
    public var description: String {
        var text = "\(code)"
        if let fileName { text += " [\(fileName)]" }
        text += ": \(message)"
        if let resultCode { text += " (\(resultCode.rawValue))" }
        if let info, !info.isEmpty { text += " – \(info)" }
        return text
    }

    /// Equal when everything but ``underlyingError`` is.
    public static func == (lhs: SDLError, rhs: SDLError) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.rpcName == rhs.rpcName
            && lhs.resultCode == rhs.resultCode && lhs.info == rhs.info && lhs.fileName == rhs.fileName
            && lhs.offset == rhs.offset && lhs.attempts == rhs.attempts
    }

    /// Hashes everything but ``underlyingError``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(rpcName)
        hasher.combine(resultCode)
        hasher.combine(info)
        hasher.combine(fileName)
        hasher.combine(offset)
        hasher.combine(attempts)
    }
}

extension SDLError {
    /// `error` as an ``SDLError``: itself when it is one, `cancelled` for a `CancellationError`,
    /// otherwise `fallback` with `error` as the ``underlyingError``.
    public init(_ error: any Error, otherwise fallback: Code, rpcName: String? = nil) {
        if var known = error as? SDLError {
            if known.rpcName == nil { known.rpcName = rpcName }
            self = known
        } else if error is CancellationError {
            self.init(code: .cancelled, message: "the task was cancelled", rpcName: rpcName, underlyingError: error)
        } else {
            self.init(code: fallback, message: "\(error)", rpcName: rpcName, underlyingError: error)
        }
    }
}

extension SDLError.Code {
    /// Not connected to a head unit (or not registered with one) now.
    public static let notConnected = SDLError.Code("notConnected")
    /// The waiting task was cancelled, or the operation was cancelled before it was sent.
    public static let cancelled = SDLError.Code("cancelled")
    /// The head unit answered a request without success (see ``SDLError/resultCode``), or a
    /// request failed in a way not worth retrying.
    public static let requestFailed = SDLError.Code("requestFailed")
    /// No response came within the request's timeout.
    public static let timedOut = SDLError.Code("timedOut")
    /// The connection ended while the operation was waiting.
    public static let connectionClosed = SDLError.Code("connectionClosed")
    /// The connection to the head unit could not be opened (refused, unreachable, bad address).
    public static let connectionFailed = SDLError.Code("connectionFailed")
}
