public import NIOCore

/// TLS for WebSocket connections (`wss://`), added in front of HTTP on every connection of an
/// ``SDLSessionServer`` or a WebSocket client session.
///
/// `SDLSession` links no TLS library: the `SDLSessionTLS` product provides `SDLTLS`, built on
/// swift-nio-ssl, so an app without TLS never compiles BoringSSL.
///
/// ```swift
/// import SDLSessionTLS
/// let tls = try SDLTLS.server(certificateChainFile: "cert.pem", privateKeyFile: "key.pem")
/// let server = try await SDLSessionServer.listen(port: 443, options: SDLWebSocketOptions(security: tls))
/// ```
public protocol SDLTransportSecurity: Sendable {
    /// Adds the TLS handler to a new connection's pipeline (it is empty: the handler goes first).
    /// - Parameters:
    ///   - channel: the new connection.
    ///   - serverHostname: the host a client dials (for SNI and verification); `nil` on a server.
    func addHandlers(to channel: any Channel, serverHostname: String?) throws
}
