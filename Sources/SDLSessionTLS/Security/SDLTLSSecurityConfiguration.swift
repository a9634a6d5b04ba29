import NIOCore
import NIOSSL
public import SDLSession

/// How an ``SDLTLSSecurityLayer`` speaks TLS inside the SDL protocol (protocol.md §A.12): its
/// role, certificate and key, the TLS versions it accepts, and whether it verifies the peer.
///
/// An app is the TLS **server** (SDL Core is the client):
///
/// ```swift
/// let tls = try SDLTLSSecurityConfiguration.server(certificateChainPEM: chain, privateKeyPEM: key)
/// var configuration = SDLSessionConfiguration()
/// configuration.makeSecurityLayer = { try SDLTLSSecurityLayer(configuration: tls) }
/// ```
///
/// The configuration reads and checks the certificate, key and roots once, when it is made.
public struct SDLTLSSecurityConfiguration: Sendable {
    /// A TLS protocol version.
    public enum Version: Sendable, Hashable {
        /// TLS 1.2 (SDL Core's `[Security Manager] Protocol = TLSv1.2`).
        case tls12
        /// TLS 1.3.
        case tls13

        var nio: TLSVersion { self == .tls12 ? .tlsv12 : .tlsv13 }
    }

    /// Which end of the handshake: an app is the ``server``; a head unit (the emulator) the ``client``.
    public enum Role: Sendable, Hashable {
        /// Answers the ClientHello (an app).
        case server
        /// Sends the ClientHello (a head unit).
        case client
    }

    /// The role.
    public let role: Role
    /// Where TLS writes its secrets (``SDLTLSKeyLog``); `nil` writes none.
    public let keyLog: SDLTLSKeyLog?
    package let context: NIOSSLContext
    /// What `context` was made from, to make it again with another key log.
    private let tlsConfiguration: TLSConfiguration

    private init(role: Role, tlsConfiguration: TLSConfiguration, keyLog: SDLTLSKeyLog?) throws {
        var tlsConfiguration = tlsConfiguration
        if let keyLog {
            tlsConfiguration.keyLogCallback = { @Sendable buffer in keyLog.record(buffer.readableBytesView) }
        } else {
            tlsConfiguration.keyLogCallback = nil
        }
        self.role = role
        self.keyLog = keyLog
        self.tlsConfiguration = tlsConfiguration
        self.context = try NIOSSLContext(configuration: tlsConfiguration)
    }

    /// The same configuration with its secrets written to `keyLog`.
    /// - Throws: ``SDLError`` `tlsConfigurationFailed` when NIOSSL cannot make the context again.
    public func withKeyLog(_ keyLog: SDLTLSKeyLog?) throws(SDLError) -> SDLTLSSecurityConfiguration {
        do {
            return try SDLTLSSecurityConfiguration(role: role, tlsConfiguration: tlsConfiguration, keyLog: keyLog)
        } catch {
            throw SDLError(code: .tlsConfigurationFailed, message: "TLS: cannot add the key log: \(error)", underlyingError: error)
        }
    }

    /// A TLS server (an app) with its certificate chain (leaf first) and private key, PEM.
    ///
    /// - Parameters:
    ///   - trustedRootsPEM: when set, the head unit must present a certificate chaining to one of
    ///     these PEM certificates (SDL Core's `VerifyPeer`); `nil` asks for none.
    ///   - minimumVersion: the oldest TLS version accepted (default TLS 1.2).
    ///   - maximumVersion: the newest TLS version offered (default TLS 1.3).
    ///   - keyLog: where TLS writes its secrets (for decrypting a capture); `nil` writes none.
    /// - Throws: ``SDLError`` `tlsConfigurationFailed` when a certificate, the key or a root cannot
    ///   be read, or the key does not match.
    public static func server(
        certificateChainPEM: String, privateKeyPEM: String, trustedRootsPEM: String? = nil,
        minimumVersion: Version = .tls12, maximumVersion: Version = .tls13, keyLog: SDLTLSKeyLog? = nil
    ) throws(SDLError) -> SDLTLSSecurityConfiguration {
        try make(.server, "the certificate, key or trusted roots", versions: (minimumVersion, maximumVersion), keyLog: keyLog) {
            try TLSMaterial(certificateChainPEM: certificateChainPEM, privateKeyPEM: privateKeyPEM, trustedRootsPEM: trustedRootsPEM)
        }
    }

    /// A TLS server (an app) from PEM files; `keyLog` as in the PEM form.
    /// - Throws: ``SDLError`` `tlsConfigurationFailed`.
    public static func server(
        certificateChainFile: String, privateKeyFile: String, trustedRootsFile: String? = nil,
        minimumVersion: Version = .tls12, maximumVersion: Version = .tls13, keyLog: SDLTLSKeyLog? = nil
    ) throws(SDLError) -> SDLTLSSecurityConfiguration {
        try make(.server, "\(certificateChainFile), \(privateKeyFile) or \(trustedRootsFile ?? "no roots")", versions: (minimumVersion, maximumVersion), keyLog: keyLog) {
            try TLSMaterial(certificateChainFile: certificateChainFile, privateKeyFile: privateKeyFile, trustedRootsFile: trustedRootsFile)
        }
    }

    /// A TLS client (a head unit, as SDL Core is): an optional certificate and key of its own (PEM),
    /// and the roots the app's certificate must chain to (`nil`: the app is not verified); `keyLog`
    /// as in the server's PEM form.
    /// - Throws: ``SDLError`` `tlsConfigurationFailed`.
    public static func client(
        certificateChainPEM: String? = nil, privateKeyPEM: String? = nil, trustedRootsPEM: String? = nil,
        minimumVersion: Version = .tls12, maximumVersion: Version = .tls13, keyLog: SDLTLSKeyLog? = nil
    ) throws(SDLError) -> SDLTLSSecurityConfiguration {
        try make(.client, "the certificate, key or trusted roots", versions: (minimumVersion, maximumVersion), keyLog: keyLog) {
            try TLSMaterial(certificateChainPEM: certificateChainPEM, privateKeyPEM: privateKeyPEM, trustedRootsPEM: trustedRootsPEM)
        }
    }

    private static func make(
        _ role: Role, _ what: String, versions: (Version, Version), keyLog: SDLTLSKeyLog?, _ material: () throws -> TLSMaterial
    ) throws(SDLError) -> SDLTLSSecurityConfiguration {
        guard versions.0 == .tls12 || versions.1 == .tls13 else {
            throw SDLError(code: .tlsConfigurationFailed, message: "TLS: the minimum version is newer than the maximum")
        }
        do {
            let material = try material()
            var configuration: TLSConfiguration
            switch role {
            case .server:
                guard let key = material.key, !material.chain.isEmpty else { throw TLSLayerError("a TLS server needs a certificate and its key") }
                configuration = .makeServerConfiguration(certificateChain: material.chain.map { .certificate($0) }, privateKey: .privateKey(key))
            case .client:
                configuration = .makeClientConfiguration()
                configuration.certificateChain = material.chain.map { .certificate($0) }
                configuration.privateKey = material.key.map { .privateKey($0) }
            }
            configuration.minimumTLSVersion = versions.0.nio
            configuration.maximumTLSVersion = versions.1.nio
            if let roots = material.roots {
                // SDL Core checks the app ID in the certificate, not a host name (§A.12).
                configuration.certificateVerification = .noHostnameVerification
                configuration.trustRoots = .certificates(roots)
            } else {
                configuration.certificateVerification = .none
            }
            return try SDLTLSSecurityConfiguration(role: role, tlsConfiguration: configuration, keyLog: keyLog)
        } catch {
            throw SDLError(code: .tlsConfigurationFailed, message: "TLS: cannot use \(what): \(error)", underlyingError: error)
        }
    }
}

/// Certificates and keys read from PEM text or files.
private struct TLSMaterial {
    var chain: [NIOSSLCertificate] = []
    var key: NIOSSLPrivateKey?
    var roots: [NIOSSLCertificate]?

    init(certificateChainPEM: String?, privateKeyPEM: String?, trustedRootsPEM: String?) throws {
        chain = try certificateChainPEM.map { try NIOSSLCertificate.fromPEMBytes(Array($0.utf8)) } ?? []
        key = try privateKeyPEM.map { try NIOSSLPrivateKey(bytes: Array($0.utf8), format: .pem) }
        roots = try trustedRootsPEM.map { try NIOSSLCertificate.fromPEMBytes(Array($0.utf8)) }
        try check()
    }

    init(certificateChainFile: String, privateKeyFile: String, trustedRootsFile: String?) throws {
        chain = try NIOSSLCertificate.fromPEMFile(certificateChainFile)
        key = try NIOSSLPrivateKey(file: privateKeyFile, format: .pem)
        roots = try trustedRootsFile.map { try NIOSSLCertificate.fromPEMFile($0) }
        try check()
    }

    private func check() throws {
        if chain.isEmpty != (key == nil) { throw TLSLayerError("a certificate needs its key and a key its certificate") }
        if let roots, roots.isEmpty { throw TLSLayerError("the trusted roots hold no certificate") }
    }
}

