import SDLProtocol

/// Where one app session's protection stands (Core's SSLContext per connection key): the TLS
/// client once a protected StartService arrived, the services waiting for the handshake, and the
/// services started protected.
struct HeadUnitSessionProtection {
    /// The TLS client of the session's handshake.
    var client: (any SDLHeadUnitSecurityClient)?
    /// The StartServiceACKs held until the handshake completes (sent then with the E bit, encrypted).
    var pendingACKs: [SDLFrame] = []
    /// The services (raw service types) started protected.
    var protectedServices: Set<UInt8> = []
    /// The sequence number of Core's last handshake query.
    var sequenceNumber: UInt32 = 0
    /// The correlation IDs of requests that arrived encrypted: their responses go out encrypted too.
    var encryptedRequests: Set<Int32> = []

    /// Whether the handshake completed and records can be encrypted and decrypted.
    var isReady: Bool { client?.isReady == true }
}
