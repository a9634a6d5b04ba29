import NIOConcurrencyHelpers
public import NIOCore
import NIOSSL
public import SDLSession

/// An ``SDLSecurityLayer`` on swift-nio-ssl (BoringSSL): TLS 1.2 or 1.3 over an in-memory byte pipe
/// instead of a socket — the handshake bytes travel in the SDL security queries, the records in the
/// frames with the E bit (protocol.md §A.12).
///
/// ```swift
/// let tls = try SDLTLSSecurityConfiguration.server(certificateChainPEM: chain, privateKeyPEM: key)
/// var configuration = SDLSessionConfiguration()
/// configuration.makeSecurityLayer = { SDLTLSSecurityLayer(configuration: tls) }
/// ```
///
/// One layer serves one handshake; the session makes a new one per attempt. Its TLS engine lives on
/// the event loop given to ``start(on:)`` (the connection's): ``handshake(_:)`` and
/// ``clientHello()`` hop there without blocking a thread, and ``encrypt(_:)`` and ``decrypt(_:)``
/// — synchronous, as the session's pipeline calls them — work only there and throw elsewhere.
public final class SDLTLSSecurityLayer: SDLSecurityLayer {
    private let configuration: SDLTLSSecurityConfiguration
    private let engine = NIOLockedValueBox<NIOLoopBound<TLSEngine>?>(nil)
    private let ready = NIOLockedValueBox(false)

    /// Creates a layer; its TLS engine is made by ``start(on:)``.
    public init(configuration: SDLTLSSecurityConfiguration) {
        self.configuration = configuration
    }

    /// Makes the TLS engine on `eventLoop`, where ``encrypt(_:)`` and ``decrypt(_:)`` will be called.
    /// - Throws: ``SDLError`` `tlsConfigurationFailed` when the engine cannot be set up or was started already.
    public func start(on eventLoop: any EventLoop) async throws {
        let configuration = self.configuration
        let made: NIOLoopBound<TLSEngine>
        do {
            made = try await eventLoop.submit { NIOLoopBound(try TLSEngine(configuration), eventLoop: eventLoop) }.get()
        } catch {
            throw SDLError(code: .tlsConfigurationFailed, message: "TLS: the engine did not start: \(error)", underlyingError: error)
        }
        let isFirst = engine.withLockedValue { engine in
            guard engine == nil else { return false }
            engine = made
            return true
        }
        guard isFirst else {
            eventLoop.execute { made.value.close() }
            throw SDLError(code: .tlsConfigurationFailed, message: "TLS: the security layer was started twice; make one per handshake")
        }
    }

    /// A client's first handshake bytes (the ClientHello); empty for a server.
    /// - Throws: ``SDLError`` `protectionFailed` before ``start(on:)``.
    public func clientHello() async throws -> [UInt8] {
        try await onEngine("the ClientHello") { engine in try engine.drainOutbound() }
    }

    /// Feeds the peer's handshake bytes to TLS and returns TLS's answer (empty when it has none).
    /// - Throws: ``SDLError`` `protectionFailed` with TLS's reason in ``SDLError/info`` (a rejected
    ///   certificate, an unsupported version, bytes that are not TLS).
    public func handshake(_ data: [UInt8]) async throws -> [UInt8] {
        let (answer, isComplete) = try await onEngine("the handshake") { engine in
            try engine.receive(data)
            return (try engine.drainOutbound(), engine.isHandshakeComplete)
        }
        ready.withLockedValue { $0 = isComplete }
        return answer
    }

    /// Whether the handshake completed.
    public var isReady: Bool {
        ready.withLockedValue { $0 }
    }

    /// The negotiated TLS version, once ready: `"TLSv1.2"` or `"TLSv1.3"`.
    public func negotiatedVersion() async -> String? {
        let version = try? await onEngine("the version") { engine in engine.isHandshakeComplete ? engine.negotiatedVersion : nil }
        guard let version else { return nil }
        return switch version {
        case .tlsv12: "TLSv1.2"
        case .tlsv13: "TLSv1.3"
        default: "\(version)"
        }
    }

    /// Encrypts `plaintext` (at most ``maximumPlaintextSize`` bytes: one record).
    /// - Throws: ``SDLError`` `encryptionFailed` before the handshake completed, off the layer's event
    ///   loop, or when TLS fails.
    public func encrypt(_ plaintext: [UInt8]) throws -> [UInt8] {
        try onLoop(.encryptionFailed, "encrypt") { engine in try engine.seal(plaintext) }
    }

    /// Decrypts the records in `ciphertext`.
    /// - Throws: ``SDLError`` `decryptionFailed` when a record does not decrypt, the bytes hold no
    ///   whole record, before the handshake completed, or off the layer's event loop.
    public func decrypt(_ ciphertext: [UInt8]) throws -> [UInt8] {
        try onLoop(.decryptionFailed, "decrypt") { engine in
            try engine.receive(ciphertext)
            let plaintext = try engine.drainPlaintext()
            guard !plaintext.isEmpty else { throw TLSLayerError("the encrypted payload holds no whole TLS record") }
            return plaintext
        }
    }

    /// 16,384: a TLS record's plaintext limit.
    public var maximumPlaintextSize: Int { 16_384 }

    /// 256: more than TLS 1.2 or 1.3 adds to a record (header 5, explicit nonce 8, tag 16, type 1).
    /// As a TLS 1.3 server, BoringSSL sends its session tickets with the first write, so the first
    /// encrypted frame is a few hundred bytes longer (still far within the default 128 KiB MTU).
    public var maximumOverhead: Int { 256 }

    deinit {
        // The engine is closed and released on its own thread.
        if let bound = engine.withLockedValue({ $0 }) {
            bound.eventLoop.execute { bound.value.close() }
        }
    }

    // MARK: Reaching the engine

    /// Runs `body` on the engine's event loop (a hop, never a blocked thread); TLS errors become
    /// `protectionFailed` with TLS's reason.
    private func onEngine<Value: Sendable>(
        _ what: String, _ body: @escaping @Sendable (TLSEngine) throws -> Value
    ) async throws -> Value {
        guard let bound = engine.withLockedValue({ $0 }) else {
            throw SDLError(code: .protectionFailed, message: "TLS: \(what) before the security layer was started")
        }
        do {
            return try await bound.eventLoop.submit { try body(bound.value) }.get()
        } catch {
            let reason = "\(error)"
            throw SDLError(code: .protectionFailed, message: "TLS: \(what) failed: \(reason)", info: reason, underlyingError: error)
        }
    }

    /// Runs `body` now, on the engine's event loop, once the handshake completed.
    private func onLoop<Value>(_ code: SDLError.Code, _ what: String, _ body: (TLSEngine) throws -> Value) throws -> Value {
        guard let bound = engine.withLockedValue({ $0 }), isReady else {
            throw SDLError(code: code, message: "TLS cannot \(what) before its handshake completed")
        }
        guard bound.eventLoop.inEventLoop else {
            throw SDLError(code: code, message: "TLS can only \(what) on the event loop the security layer was started on")
        }
        do {
            return try body(bound.value)
        } catch {
            throw SDLError(code: code, message: "TLS could not \(what): \(error)", underlyingError: error)
        }
    }
}

/// A failure of the layer itself (not TLS's).
struct TLSLayerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
