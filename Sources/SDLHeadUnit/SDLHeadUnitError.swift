/// A failure of the emulator's own API: a bad profile, a control command that does not apply, a
/// server that cannot start.
///
/// Problems of the apps talking to the emulator are never thrown: they are answered on the wire the
/// way SDL Core answers them.
public struct SDLHeadUnitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable machine-readable code such as `"noOverlay"` or `"invalidProfile"`.
    public var code: String
    /// A sentence for people.
    public var message: String

    /// Creates an error.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// "code: message".
    public var description: String { "\(code): \(message)" }
}

extension SDLHeadUnitError {
    static func invalidProfile(_ message: String) -> SDLHeadUnitError {
        SDLHeadUnitError(code: "invalidProfile", message: message)
    }

    static func unknownProfile(_ name: String) -> SDLHeadUnitError {
        let known = SDLDisplayProfile.builtInNames.joined(separator: ", ")
        return SDLHeadUnitError(code: "unknownProfile", message: "No built-in profile or readable file named '\(name)' (built-in: \(known))")
    }

    static func invalidCommand(_ message: String) -> SDLHeadUnitError {
        SDLHeadUnitError(code: "invalidCommand", message: message)
    }

    static func noApp(_ message: String) -> SDLHeadUnitError {
        SDLHeadUnitError(code: "noApp", message: message)
    }

    static func noOverlay(_ message: String) -> SDLHeadUnitError {
        SDLHeadUnitError(code: "noOverlay", message: message)
    }

    static func notApplicable(_ message: String) -> SDLHeadUnitError {
        SDLHeadUnitError(code: "notApplicable", message: message)
    }

    static func timedOut(_ message: String) -> SDLHeadUnitError {
        SDLHeadUnitError(code: "timedOut", message: message)
    }

    static func stopped() -> SDLHeadUnitError {
        SDLHeadUnitError(code: "stopped", message: "The head unit is not running")
    }
}
