/// SDL Core's side of protected services (protocol.md §A.12) for the emulator: Core is the TLS
/// **client**. The emulator asks for one ``SDLHeadUnitSecurityClient`` per app session that starts
/// a service protected. `SDLHeadUnitTLS` has one on swift-nio-ssl (`sdl-headunit --tls-…`); this
/// library does not link TLS itself, so apps that test against the emulator never compile BoringSSL.
public protocol SDLHeadUnitSecurity: Sendable {
    /// Makes the TLS client for one app session's handshake. Called on the head unit's event loop.
    func makeClient() throws -> any SDLHeadUnitSecurityClient

    /// The same security writing its TLS secrets (NSS key log lines) to the file at `path`, for a
    /// capture (``SDLHeadUnitConfiguration/captureDirectory``); itself when it writes them
    /// somewhere already. The head unit calls it when it starts with a capture directory. The
    /// default returns `self`: nothing to log.
    /// - Throws: when the file cannot be opened; the head unit logs it and goes on without.
    func loggingKeys(toFile path: String) throws -> any SDLHeadUnitSecurity
}

extension SDLHeadUnitSecurity {
    /// Returns `self`: a security without TLS secrets logs nothing.
    public func loggingKeys(toFile path: String) throws -> any SDLHeadUnitSecurity { self }
}

/// One TLS client: Core's end of one app session's handshake and records. Every call happens on
/// the head unit's event loop, one at a time, so it may hold a thread-bound engine; none may block.
public protocol SDLHeadUnitSecurityClient: AnyObject {
    /// The first handshake bytes (the ClientHello).
    func clientHello() throws -> [UInt8]

    /// Takes the app's handshake bytes and returns the bytes to answer with (empty when none).
    /// - Throws: when the handshake fails (e.g. the app's certificate is not trusted); the error's
    ///   description is the reason sent to the app.
    func handshake(_ data: [UInt8]) throws -> [UInt8]

    /// Whether the handshake has completed.
    var isReady: Bool { get }

    /// Encrypts one frame's payload into one record.
    func encrypt(_ plaintext: [UInt8]) throws -> [UInt8]

    /// Decrypts one frame's payload.
    func decrypt(_ ciphertext: [UInt8]) throws -> [UInt8]
}
