/// What a capture told about one SDL session's TLS: the ClientHello's random, then — once the
/// ServerHello came and the key log had the secrets — both directions' record keys.
struct TLSSessionState: Hashable, Sendable {
    /// A direction of the session's records.
    enum Direction: Hashable, Sendable {
        /// From the TLS client: the head unit.
        case client
        /// From the TLS server: the app.
        case server
    }

    /// Records lost from a capture that a direction may skip (e.g. TLS 1.3 session tickets an
    /// app's TLS made but never sent): a record is also tried at the next few sequence numbers.
    static let sequenceLookahead: UInt64 = 4

    var clientRandom: [UInt8]
    var opener: TLSRecordOpener?
    var clientKeys: TLSTrafficKeys?
    var serverKeys: TLSTrafficKeys?

    init(clientRandom: [UInt8]) {
        self.clientRandom = clientRandom
    }

    var hasKeys: Bool { opener != nil && (clientKeys != nil || serverKeys != nil) }

    /// Opens `record` with the first of `directions` whose keys authenticate it (at its next
    /// sequence number or a few past it), counting it there.
    mutating func open(_ record: TLSRecord, trying directions: [Direction]) -> TLSRecordOpener.Plaintext? {
        guard let opener else { return nil }
        for direction in directions {
            guard let keys = direction == .client ? clientKeys : serverKeys else { continue }
            for skipped in 0...Self.sequenceLookahead {
                var attempt = keys
                attempt.sequenceNumber = keys.sequenceNumber &+ skipped
                guard let plaintext = opener.open(record, with: &attempt) else { continue }
                if direction == .client { clientKeys = attempt } else { serverKeys = attempt }
                return plaintext
            }
        }
        return nil
    }

    /// `client record 3, server record 5`: where each direction stands.
    var positions: String {
        [clientKeys.map { "client record \($0.sequenceNumber)" }, serverKeys.map { "server record \($0.sequenceNumber)" }]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
