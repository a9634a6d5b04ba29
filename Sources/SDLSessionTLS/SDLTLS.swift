public import NIOCore
import NIOSSL
public import SDLSession

/// TLS for cloud apps' WebSocket connections (`wss://`), built on swift-nio-ssl: a server
/// certificate for an ``SDLSessionServer`` (or `SDLCloudAppServer`), or the roots a WebSocket
/// client session trusts. Its own product, so apps without TLS never compile BoringSSL.
///
/// ```swift
/// let tls = try SDLTLS.server(certificateChainPEM: chain, privateKeyPEM: key)
/// let server = try await SDLSessionServer.listen(host: "0.0.0.0", port: 443, options: SDLWebSocketOptions(security: tls))
/// ```
public struct SDLTLS: SDLTransportSecurity {
    private let context: NIOSSLContext
    private let isServer: Bool

    private init(context: NIOSSLContext, isServer: Bool) {
        self.context = context
        self.isServer = isServer
    }

    /// A server's TLS: its certificate chain (leaf first) and private key, both PEM.
    /// - Throws: ``SDLError`` `tlsConfigurationFailed` when either cannot be read.
    public static func server(certificateChainPEM: String, privateKeyPEM: String) throws(SDLError) -> SDLTLS {
        try make("the server certificate or key") {
            let chain = try NIOSSLCertificate.fromPEMBytes(Array(certificateChainPEM.utf8))
            let key = try NIOSSLPrivateKey(bytes: Array(privateKeyPEM.utf8), format: .pem)
            let configuration = TLSConfiguration.makeServerConfiguration(
                certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
            return SDLTLS(context: try NIOSSLContext(configuration: configuration), isServer: true)
        }
    }

    /// A server's TLS from PEM files.
    /// - Throws: ``SDLError`` `tlsConfigurationFailed`.
    public static func server(certificateChainFile: String, privateKeyFile: String) throws(SDLError) -> SDLTLS {
        try make("\(certificateChainFile) or \(privateKeyFile)") {
            let chain = try NIOSSLCertificate.fromPEMFile(certificateChainFile)
            let key = try NIOSSLPrivateKey(file: privateKeyFile, format: .pem)
            let configuration = TLSConfiguration.makeServerConfiguration(
                certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
            return SDLTLS(context: try NIOSSLContext(configuration: configuration), isServer: true)
        }
    }

    /// A client's TLS: the system's trust roots, or only the PEM certificates given (a private CA,
    /// a self-signed test certificate). The server's name is always verified.
    /// - Throws: ``SDLError`` `tlsConfigurationFailed`.
    public static func client(trustedRootsPEM: String? = nil) throws(SDLError) -> SDLTLS {
        try make("the trusted roots") {
            var configuration = TLSConfiguration.makeClientConfiguration()
            if let trustedRootsPEM {
                configuration.trustRoots = .certificates(try NIOSSLCertificate.fromPEMBytes(Array(trustedRootsPEM.utf8)))
            }
            return SDLTLS(context: try NIOSSLContext(configuration: configuration), isServer: false)
        }
    }

    /// Adds NIOSSL's server or client handler first in the pipeline.
    public func addHandlers(to channel: any Channel, serverHostname: String?) throws {
        if isServer {
            try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: context))
        } else {
            // SNI carries names only: an IP address is verified against the certificate without it.
            let name = serverHostname.flatMap { Self.isIPAddress($0) ? nil : $0 }
            try channel.pipeline.syncOperations.addHandler(
                try NIOSSLClientHandler(context: context, serverHostname: name))
        }
    }

    private static func isIPAddress(_ host: String) -> Bool {
        host.contains(":") || host.allSatisfy { $0.isNumber || $0 == "." }
    }

    private static func make(_ what: String, _ body: () throws -> SDLTLS) throws(SDLError) -> SDLTLS {
        do {
            return try body()
        } catch {
            throw SDLError(code: .tlsConfigurationFailed, message: "TLS: cannot use \(what): \(error)", underlyingError: error)
        }
    }
}

extension SDLError.Code {
    /// A TLS certificate, key or trust root could not be read.
    public static let tlsConfigurationFailed = SDLError.Code("tlsConfigurationFailed")
}
