/// The token SDL Core puts in a cloud app's RPC StartServiceACK (`authToken`, protocol 5.2+): the
/// secret from the app's policy entry that tells the app which account connected.
///
/// It is a secret, so every way of printing it — `description`, `debugDescription`, `dump`,
/// string interpolation, a `Mirror` — shows `<redacted>`. Only ``revealedValue`` gives the text;
/// read it where the app checks the account, and never log it.
///
/// ```swift
/// if let token = session.authToken, accounts.matches(token.revealedValue) { … }
/// print(token)                            // <redacted auth token>
/// ```
public struct SDLAuthToken: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The token as Core sent it. A secret: compare or look it up, never log it.
    public let revealedValue: String

    /// Wraps a token's text.
    public init(_ value: String) {
        revealedValue = value
    }

    /// Wraps a literal token (tests, emulator configuration).
    public init(stringLiteral value: String) {
        revealedValue = value
    }
}

extension SDLAuthToken: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `<redacted auth token>`: never the token.
    public var description: String { "<redacted auth token>" }
    /// `<redacted auth token>`: never the token.
    public var debugDescription: String { description }
    /// A mirror without children, so `dump` and reflection show no token either.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
