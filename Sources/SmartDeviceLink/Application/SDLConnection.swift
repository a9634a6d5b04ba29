public import SDLSession

/// How an ``SDLApplication`` reaches its head unit: it dials one over TCP (and dials again after a
/// drop, as its reconnect policy says), or it is handed a connection someone else opened — a
/// server that accepted a car — which it uses once.
///
/// ```swift
/// configuration.connection = .tcp(host: "192.168.1.20", port: 12345)
/// configuration.connection = .accepted(session)     // a car's connection, one application per car
/// ```
public struct SDLConnection: Sendable, CustomStringConvertible {
    private enum Kind: Sendable {
        case tcp(host: String, port: Int)
        case accepted(SDLSession)
    }

    private let kind: Kind

    /// Dials `host`:`port` over TCP; 127.0.0.1:12345 (SDL Core's and the emulator's) by default.
    public static func tcp(host: String = "127.0.0.1", port: Int = 12345) -> SDLConnection {
        SDLConnection(kind: .tcp(host: host, port: port))
    }

    /// A connection to a head unit that is open already (negotiated, not registered): the
    /// application registers on it, and when it ends the application stops (the car connects
    /// anew, and its server makes a new application).
    public static func accepted(_ session: SDLSession) -> SDLConnection {
        SDLConnection(kind: .accepted(session))
    }

    /// The session handed over, for an accepted connection.
    var acceptedSession: SDLSession? {
        if case .accepted(let session) = kind { return session }
        return nil
    }

    /// Whether the application dials again after the connection ended.
    var reconnects: Bool {
        if case .tcp = kind { return true }
        return false
    }

    /// The open session: dialled with `configuration`, or the one handed over.
    func open(configuration: SDLSessionConfiguration) async throws(SDLError) -> SDLSession {
        switch kind {
        case .tcp(let host, let port):
            do {
                return try await SDLSession.connect(host: host, port: port, configuration: configuration)
            } catch {
                var failure = SDLError(error, otherwise: .connectionFailed)
                failure.message = "connecting to \(host):\(port) failed: \(failure.message)"
                throw failure
            }
        case .accepted(let session):
            guard !session.isClosed else {
                throw SDLError(code: .connectionClosed, message: "the connection handed over to the application has closed")
            }
            return session
        }
    }

    /// `tcp://host:port`, or `accepted <host>:<port>`.
    public var description: String {
        switch kind {
        case .tcp(let host, let port): "tcp://\(host):\(port)"
        case .accepted(let session): "accepted \(session.host):\(session.port)"
        }
    }
}
