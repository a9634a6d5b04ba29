public import SDLHeadUnit
public import SDLSession
public import SDLSessionTLS

/// The emulator's side of protected services on swift-nio-ssl: SDL Core's TLS client
/// (protocol.md §A.12), over the same in-memory engine as `SDLTLSSecurityLayer`. Its own target, so
/// `SDLHeadUnit` — which apps link to test against the emulator — never compiles BoringSSL;
/// `sdl-headunit` links it for `--tls-certificate`, `--tls-key`, `--tls-roots`, `--tls-self-signed`.
///
/// ```swift
/// var configuration = SDLHeadUnitConfiguration()
/// configuration.security = try SDLHeadUnitTLS(configuration: .client(trustedRootsPEM: appRoots))
/// ```
public struct SDLHeadUnitTLS: SDLHeadUnitSecurity {
    private let configuration: SDLTLSSecurityConfiguration

    /// Core's TLS: a client configuration (its own certificate and key, if any; the roots the apps'
    /// certificates must chain to, or none to accept any).
    /// - Throws: ``SDLError`` `tlsConfigurationFailed` for a server configuration.
    public init(configuration: SDLTLSSecurityConfiguration) throws(SDLError) {
        guard configuration.role == .client else {
            throw SDLError(code: .tlsConfigurationFailed, message: "TLS: the head unit is the TLS client; give it a client configuration")
        }
        self.configuration = configuration
    }

    /// This TLS client writing its secrets to `path` (`SDLTLSKeyLog.file(_:)`), unless its
    /// configuration has a key log already.
    /// - Throws: ``SDLError`` `tlsConfigurationFailed` when the file cannot be opened.
    public func loggingKeys(toFile path: String) throws -> any SDLHeadUnitSecurity {
        guard configuration.keyLog == nil else { return self }
        return try SDLHeadUnitTLS(configuration: configuration.withKeyLog(SDLTLSKeyLog.file(path)))
    }

    /// A TLS client for one app session; made on the head unit's event loop and used only there.
    public func makeClient() throws -> any SDLHeadUnitSecurityClient {
        HeadUnitTLSClient(engine: try TLSEngine(configuration))
    }
}

/// One app session's TLS client: the engine is made and used on the head unit's event loop.
private final class HeadUnitTLSClient: SDLHeadUnitSecurityClient {
    private let engine: TLSEngine

    init(engine: TLSEngine) {
        self.engine = engine
    }

    deinit {
        engine.close()
    }

    func clientHello() throws -> [UInt8] {
        try engine.drainOutbound()
    }

    func handshake(_ data: [UInt8]) throws -> [UInt8] {
        try engine.receive(data)
        return try engine.drainOutbound()
    }

    var isReady: Bool { engine.isHandshakeComplete }

    func encrypt(_ plaintext: [UInt8]) throws -> [UInt8] {
        try engine.seal(plaintext)
    }

    func decrypt(_ ciphertext: [UInt8]) throws -> [UInt8] {
        try engine.receive(ciphertext)
        let plaintext = try engine.drainPlaintext()
        guard !plaintext.isEmpty else { throw SDLError(code: .decryptionFailed, message: "the encrypted payload holds no whole TLS record") }
        return plaintext
    }
}
