public import Foundation
public import SDLSession

/// How an ``SDLApplication`` reaches its head unit: it dials one over TCP, or opens a byte stream
/// the app provides (iAP, Bluetooth, USB …) — and does so again after a drop, as its reconnect
/// policy says — or it is handed a connection someone else opened — a server that accepted a car —
/// which it uses once.
///
/// ```swift
/// configuration.connection = .tcp(host: "192.168.1.20", port: 12345)
/// configuration.connection = .streams(name: "iAP") { try await accessory.openStreams() }
/// configuration.connection = .accepted(session)     // a car's connection, one application per car
/// ```
public struct SDLConnection: Sendable, CustomStringConvertible {
    private enum Kind: Sendable {
        case tcp(host: String, port: Int)
        case accepted(SDLSession)
        case byteStream(name: String, open: @Sendable () async throws -> SDLByteStream)
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

    /// Opens a byte stream to the head unit with `open` for every connection: the first, and again
    /// after each drop or failed attempt as ``SDLApplication/Configuration/reconnectPolicy`` says
    /// (a stream serves one connection; see `SDLSession.connect(name:configuration:opening:)`).
    /// An error `open` throws is reported as a refused TCP connect is (`connectionFailed` in
    /// ``SDLApplication/lastError``), and the policy decides when to ask again.
    /// - Parameters:
    ///   - name: what the stream is called in errors, logs and ``description``, e.g. `"iAP"`.
    ///   - open: opens a new stream; e.g. an `EASession`'s streams in `SDLByteStream(input:output:)`.
    public static func byteStream(
        name: String = "byte stream", _ open: @escaping @Sendable () async throws -> SDLByteStream
    ) -> SDLConnection {
        SDLConnection(kind: .byteStream(name: name, open: open))
    }

    /// Opens a pair of Foundation streams to the head unit with `open` for every connection (an
    /// iOS `EASession`'s `inputStream` and `outputStream`, say), as ``byteStream(name:_:)`` does:
    /// they are opened if they are not, read on a thread and written on a queue of their own, and
    /// closed when the connection ends. `open` returns streams no one else uses.
    /// - Parameters:
    ///   - name: what the streams are called in errors, logs and ``description``.
    ///   - open: opens new streams: input (the head unit's bytes) and output.
    public static func streams(
        name: String = "streams", _ open: @escaping @Sendable () async throws -> (InputStream, OutputStream)
    ) -> SDLConnection {
        byteStream(name: name) {
            let (input, output) = try await open()
            return try SDLByteStream(input: input, output: output)
        }
    }

    /// The session handed over, for an accepted connection.
    var acceptedSession: SDLSession? {
        if case .accepted(let session) = kind { return session }
        return nil
    }

    /// Whether the application dials again after the connection ended.
    var reconnects: Bool {
        switch kind {
        case .tcp, .byteStream: true
        case .accepted: false
        }
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
        case .byteStream(let name, let open):
            do {
                return try await SDLSession.connect(name: name, configuration: configuration, opening: open)
            } catch {
                var failure = error
                failure.message = "connecting to \(name) failed: \(failure.message)"
                throw failure
            }
        case .accepted(let session):
            guard !session.isClosed else {
                throw SDLError(code: .connectionClosed, message: "the connection handed over to the application has closed")
            }
            return session
        }
    }

    /// `tcp://host:port`, `stream <name>`, or `accepted <host>:<port>`.
    public var description: String {
        switch kind {
        case .tcp(let host, let port): "tcp://\(host):\(port)"
        case .byteStream(let name, _): "stream \(name)"
        case .accepted(let session): "accepted \(session.host):\(session.port)"
        }
    }
}
