public import SDLProtocol
import SDLSession

/// One head unit connected to an ``SDLCloudAppServer``: what the app's factory gets to make this
/// car's ``SDLApplication``.
///
/// Its description names the car and says whether an auth token came — never the token.
public struct SDLCloudCar: Sendable, CustomStringConvertible {
    /// Numbers the server's cars 1, 2, … in the order they connected.
    public let id: Int
    /// The car's open connection; the server puts it in the car's application's
    /// ``SDLApplication/Configuration/connection``.
    public let connection: SDLConnection
    /// The token Core sent for this cloud app (protocol 5.2+), telling which account connected;
    /// `nil` when none came. A secret: it prints redacted; compare `SDLAuthToken.revealedValue`.
    public let authToken: SDLAuthToken?
    /// The car's address as the server saw it, `host:port`.
    public let remoteAddress: String

    init(id: Int, session: SDLSession) {
        self.id = id
        self.connection = .accepted(session)
        self.authToken = session.authToken
        self.remoteAddress = "\(session.host):\(session.port)"
    }

    /// `car 3 from 10.0.0.7:53122 (auth token: yes)`.
    public var description: String {
        "car \(id) from \(remoteAddress) (auth token: \(authToken == nil ? "no" : "yes"))"
    }
}
