import Foundation
import SDLSession
import SDLSessionTLS
import SDLTestSupport
import Testing

/// `SDLTLSKeyLog.file`: appended as `SSLKEYLOGFILE` is, whole lines from any number of writers.
@Suite("TLS key log files")
struct TLSKeyLogTests {
    @Test("two key logs on one file append after what was there, every line whole and newline-ended, also written at once from many threads")
    func appends() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-keys-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("# earlier\n".utf8).write(to: URL(fileURLWithPath: path))
        let (certificate, key) = try TestCertificates.selfSigned()
        let server = try SDLTLSSecurityConfiguration.server(certificateChainPEM: certificate, privateKeyPEM: key, keyLog: .file(path))
        let client = try SDLTLSSecurityConfiguration.client(keyLog: .file(path))
        let logs = try [#require(server.keyLog), #require(client.keyLog)]
        logs[0].write("CLIENT_RANDOM 00 11")
        logs[1].write("CLIENT_RANDOM 22 33")
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    for line in 0..<100 { logs[writer % 2].write("SERVER_TRAFFIC_SECRET_0 \(writer) \(line) " + String(repeating: "ab", count: 48)) }
                }
            }
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("# earlier\nCLIENT_RANDOM 00 11\nCLIENT_RANDOM 22 33\n"))
        #expect(text.hasSuffix("\n"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 3 + 800)
        #expect(lines.dropFirst(3).allSatisfy { $0.hasPrefix("SERVER_TRAFFIC_SECRET_0 ") && $0.hasSuffix(String(repeating: "ab", count: 48)) })
    }

    @Test("a key log that cannot be opened throws tlsConfigurationFailed naming the path", arguments: ["/nonexistent-sdl-dir/keys.log", "/"])
    func unwritable(path: String) {
        #expect {
            _ = try SDLTLSKeyLog.file(path)
        } throws: { error in
            let error = error as? SDLError
            return error?.code == .tlsConfigurationFailed && error?.message.contains(path) == true
        }
    }
}
