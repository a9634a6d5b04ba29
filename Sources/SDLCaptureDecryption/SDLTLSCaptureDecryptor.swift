public import NIOCore
public import SDLProtocol

/// Decrypts a capture's protected SDL frames with a TLS key log (``SDLTLSKeyLogSecrets``), for
/// `SDLCaptureReader` (`sdl-validate --frames --tls-key-log FILE`).
///
/// Per SDL session it reads the handshake in the security queries — the ClientHello's random, the
/// ServerHello's random, cipher suite and version — looks the client random up in the key log, and
/// derives both directions' record keys (TLS 1.2 from the master secret, TLS 1.3 from the
/// application traffic secrets). Each encrypted frame's records are then opened in capture order
/// with the client's keys or the server's, whichever authenticates (a capture does not say which
/// side sent a frame; the AEAD tag does), each direction counting its own sequence numbers.
///
/// AEAD suites are read: AES-128/256-GCM and ChaCha20-Poly1305, TLS 1.2 and 1.3.
public struct SDLTLSCaptureDecryptor: SDLCaptureDecrypting {
    private let secrets: SDLTLSKeyLogSecrets
    private var sessions: [UInt8: TLSSessionState] = [:]
    /// Why sessions stayed encrypted (no secrets for a client random, a suite not read here), once each.
    public private(set) var notes: [String] = []

    /// A decryptor with a key log's secrets.
    public init(secrets: SDLTLSKeyLogSecrets) {
        self.secrets = secrets
    }

    /// Reads the hellos of a handshake query, and counts records the session's keys open there
    /// (TLS 1.2's Finished messages, TLS 1.3's session tickets).
    public mutating func observe(_ query: SDLSecurityQuery, sessionID: UInt8) {
        guard query.queryID == .sendHandshakeData, let records = TLSRecord.records(in: query.binary[...]) else { return }
        let senders: [TLSSessionState.Direction] = switch query.queryType {
        case .request: [.client]
        case .response: [.server]
        default: [.client, .server]
        }
        for record in records {
            if var state = sessions[sessionID], state.hasKeys, record.contentType != TLSRecord.ContentType.changeCipherSpec.rawValue,
               state.open(record, trying: senders) != nil {
                sessions[sessionID] = state
                continue
            }
            guard record.contentType == TLSRecord.ContentType.handshake.rawValue else { continue }
            for hello in TLSHello.hellos(in: record.fragment) {
                switch hello {
                case .client(let random):
                    sessions[sessionID] = TLSSessionState(clientRandom: random)
                case .server(let random, let cipherSuite, let version):
                    guard var state = sessions[sessionID] else { continue }
                    setUpKeys(&state, sessionID: sessionID, serverRandom: random, cipherSuite: cipherSuite, version: version)
                    sessions[sessionID] = state
                }
            }
        }
    }

    /// Opens the TLS records of an encrypted frame's payload; their application data is the plaintext.
    public mutating func decrypt(_ payload: ByteBuffer, sessionID: UInt8) -> SDLCaptureDecryption {
        guard var state = sessions[sessionID], state.hasKeys else { return .noKeys }
        let bytes = Array(payload.readableBytesView)
        guard let records = TLSRecord.records(in: bytes[...]) else { return .failed("its payload is not whole TLS records") }
        var plaintext: [UInt8] = []
        for (index, record) in records.enumerated() {
            let positions = state.positions
            guard let opened = state.open(record, trying: [.client, .server]) else {
                return .failed("TLS record \(index + 1) of \(records.count) authenticates with neither direction's keys (at \(positions))")
            }
            if opened.contentType == TLSRecord.ContentType.applicationData.rawValue { plaintext += opened.content }
        }
        sessions[sessionID] = state
        return .decrypted(ByteBuffer(bytes: plaintext))
    }

    private mutating func setUpKeys(_ state: inout TLSSessionState, sessionID: UInt8, serverRandom: [UInt8], cipherSuite: UInt16, version: UInt16) {
        let random = state.clientRandom.hexString
        guard version == 0x0303 || version == 0x0304 else {
            return note("session \(sessionID): TLS version 0x\(String(version, radix: 16)) is not read (TLS 1.2 and 1.3 are)")
        }
        guard let suite = TLSCipherSuite(number: cipherSuite) else {
            return note("session \(sessionID): cipher suite 0x\(String(cipherSuite, radix: 16, uppercase: true)) is not read (AES-GCM and ChaCha20-Poly1305 suites are)")
        }
        guard let found = secrets[clientRandom: state.clientRandom] else {
            return note("session \(sessionID): the key log has no secrets for client random \(random)")
        }
        let isTLS13 = version == 0x0304
        if isTLS13 {
            state.clientKeys = found.clientTrafficSecret.flatMap { TLSTrafficKeys.tls13(trafficSecret: $0, suite: suite) }
            state.serverKeys = found.serverTrafficSecret.flatMap { TLSTrafficKeys.tls13(trafficSecret: $0, suite: suite) }
            guard state.clientKeys != nil || state.serverKeys != nil else {
                return note("session \(sessionID): the key log has no usable TLS 1.3 traffic secrets for client random \(random)")
            }
        } else {
            guard let master = found.masterSecret else {
                return note("session \(sessionID): the key log has no TLS 1.2 master secret (CLIENT_RANDOM) for client random \(random)")
            }
            let keys = TLSTrafficKeys.tls12(masterSecret: master, clientRandom: state.clientRandom, serverRandom: serverRandom, suite: suite)
            state.clientKeys = keys.client
            state.serverKeys = keys.server
        }
        state.opener = TLSRecordOpener(suite: suite, isTLS13: isTLS13)
    }

    private mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }
}
