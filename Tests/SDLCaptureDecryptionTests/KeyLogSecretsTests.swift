import SDLCaptureDecryption
import Testing

/// `SDLTLSKeyLogSecrets`: the NSS key log format, read strictly with `file:line:` errors.
@Suite("TLS key log (NSS SSLKEYLOGFILE format)")
struct KeyLogSecretsTests {
    static let random = String(repeating: "ab", count: 32)

    @Test("TLS 1.2 and 1.3 secrets by client random; comments, blank lines and other labels skipped")
    func reads() throws {
        let text = """
            # a comment
            CLIENT_RANDOM \(Self.random) \(String(repeating: "01", count: 48))

            CLIENT_HANDSHAKE_TRAFFIC_SECRET \(Self.random.uppercased()) \(String(repeating: "02", count: 32))
            CLIENT_TRAFFIC_SECRET_0 \(Self.random) \(String(repeating: "03", count: 32))\r
            SERVER_TRAFFIC_SECRET_0 \(Self.random) \(String(repeating: "04", count: 48))
            EXPORTER_SECRET \(Self.random) \(String(repeating: "05", count: 32))
            """
        let secrets = try SDLTLSKeyLogSecrets(parsing: text, file: "k.log")
        let found = try #require(secrets[clientRandom: Array(repeating: 0xAB, count: 32)])
        #expect(found.masterSecret == Array(repeating: 1, count: 48))
        #expect(found.clientTrafficSecret == Array(repeating: 3, count: 32))
        #expect(found.serverTrafficSecret == Array(repeating: 4, count: 48))
        #expect(secrets[clientRandom: Array(repeating: 0xAC, count: 32)] == nil)
    }

    @Test("malformed lines are file:line errors", arguments: [
        ("CLIENT_RANDOM \(random)", "found 2 fields"),
        ("CLIENT_RANDOM \(String(repeating: "ab", count: 31)) \(String(repeating: "01", count: 48))", "not 32 bytes of hex"),
        ("CLIENT_RANDOM \(String(repeating: "ab", count: 33)) \(String(repeating: "01", count: 48))", "not 32 bytes of hex"),
        ("CLIENT_RANDOM \(random) \(String(repeating: "01", count: 47))", "48 bytes, not 47"),
        ("CLIENT_RANDOM \(random) \(String(repeating: "01", count: 49))", "48 bytes, not 49"),
        ("CLIENT_TRAFFIC_SECRET_0 \(random) \(String(repeating: "01", count: 31))", "32 or 48 bytes, not 31"),
        ("SERVER_TRAFFIC_SECRET_0 \(random) \(String(repeating: "01", count: 33))", "32 or 48 bytes, not 33"),
        ("CLIENT_RANDOM \(random) 0g", "is not hex"),
        ("CLIENT_RANDOM \(random) 012", "is not hex"),
    ])
    func malformed(line: String, expected: String) {
        let error = #expect(throws: SDLTLSKeyLogError.self) {
            _ = try SDLTLSKeyLogSecrets(parsing: "# first\n" + line + "\n", file: "k.log")
        }
        let text = error.map(String.init(describing:)) ?? ""
        #expect(text.hasPrefix("k.log:2: error: ") && text.contains(expected), "\(text)")
    }
}
