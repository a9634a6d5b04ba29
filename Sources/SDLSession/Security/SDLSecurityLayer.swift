public import NIOCore

/// What protects an SDL service (protocol.md §A.12): TLS inside the SDL protocol, with the app as
/// the TLS **server** and the head unit (SDL Core) as the TLS client. An app or an OEM implements it
/// — `SDLSessionTLS`'s `SDLTLSSecurityLayer` is one on swift-nio-ssl — and hands the session a way
/// to make one per connection (``SDLSessionConfiguration/makeSecurityLayer``).
///
/// The session drives it:
/// 1. ``start(on:)`` once, before the protected StartService goes out (load or fetch a certificate),
///    with the connection's event loop — the one ``encrypt(_:)`` and ``decrypt(_:)`` will be called on;
/// 2. ``handshake(_:)`` with each batch of handshake bytes the head unit sends in a security query;
///    what it returns goes back in the response query;
/// 3. once the head unit's encrypted StartServiceACK arrives, ``encrypt(_:)`` for each outgoing frame
///    of the protected service and ``decrypt(_:)`` for each incoming frame marked encrypted.
///
/// ``encrypt(_:)`` and ``decrypt(_:)`` are synchronous and called on the connection's event loop,
/// one at a time, in the order the frames go out or come in (TLS records are numbered, so
/// encryption must follow the wire order); they must not block or call back into the session.
/// ``handshake(_:)`` may suspend (an OEM library may ask a server). An error from any of them ends
/// the protection attempt or, once protected, the connection, with an ``SDLError``; never a crash.
///
/// ```swift
/// var configuration = SDLSessionConfiguration()
/// configuration.makeSecurityLayer = { try SDLTLSSecurityLayer(configuration: tls) }
/// let session = try await SDLSession.connect(host: "127.0.0.1", port: 12345, configuration: configuration)
/// try await session.protectRPCService()
/// ```
public protocol SDLSecurityLayer: AnyObject, Sendable {
    /// Prepares for a handshake; called once, before the protected StartService is sent.
    /// `eventLoop` is the connection's: ``encrypt(_:)`` and ``decrypt(_:)`` are called only there, so a
    /// layer whose engine is bound to one thread can make it there (as `SDLTLSSecurityLayer` does).
    func start(on eventLoop: any EventLoop) async throws

    /// Takes handshake bytes from the head unit and returns the bytes to answer with (empty when
    /// there is nothing to answer).
    func handshake(_ data: [UInt8]) async throws -> [UInt8]

    /// Whether the handshake has completed and payloads can be encrypted and decrypted.
    var isReady: Bool { get }

    /// Encrypts one frame's payload (at most ``maximumPlaintextSize`` bytes) into one record.
    func encrypt(_ plaintext: [UInt8]) throws -> [UInt8]

    /// Decrypts one frame's payload.
    func decrypt(_ ciphertext: [UInt8]) throws -> [UInt8]

    /// The most plaintext bytes one ``encrypt(_:)`` call takes (TLS: a record's 16,384).
    var maximumPlaintextSize: Int { get }

    /// The most bytes ``encrypt(_:)`` adds to what it is given (record header, nonce, tag, padding).
    var maximumOverhead: Int { get }
}

extension SDLSecurityLayer {
    /// Nothing to prepare.
    public func start(on eventLoop: any EventLoop) async throws {}

    /// A TLS record's plaintext limit, 16,384 bytes.
    public var maximumPlaintextSize: Int { 16_384 }

    /// 256 bytes: more than any TLS 1.2 or 1.3 cipher suite adds to a record.
    public var maximumOverhead: Int { 256 }
}

extension SDLSecurityLayer {
    /// The most plaintext bytes per encrypted frame so that the encrypted frame stays within both
    /// the record limit and `maximumFramePayloadSize` (the negotiated MTU); at least 1.
    func plaintextLimit(maximumFramePayloadSize: Int) -> Int {
        max(1, min(maximumPlaintextSize, maximumFramePayloadSize - maximumOverhead))
    }
}
