import Foundation
import SDLRPCRuntime
import SDLTestSupport
import Testing

/// `sdl-rpc --secure` against `sdl-headunit --tls-self-signed` (both built tools, real TLS): a
/// policy whose group requires Show encrypted answers it ENCRYPTION_NEEDED in the clear and SUCCESS
/// once the tool protected its RPC service. The tool does not verify the head unit unless given
/// `--tls-roots`, so the emulator's own self-signed certificate completes the handshake.
@Suite("sdl-rpc --secure against sdl-headunit --tls-self-signed")
struct SecureRPCToolTests {
    static let policy = #"""
    {"policy_table": {
      "functional_groupings": {"Secure-Show": {"encryption_required": true, "rpcs": {"Show": {"hmi_levels": ["FULL"]}}}},
      "app_policies": {"default": {"groups": ["Base-4"]}, "secure-cli": {"groups": ["Base-4", "Secure-Show"]}}
    }}
    """#

    /// The result code of the Show response sdl-rpc printed.
    static func showResult(_ stdout: String) throws -> String? {
        try stdout.split(separator: "\n").compactMap { line -> String? in
            let response = try SDLJSONParser.parse(Array(line.utf8)).objectValue?["response"]?.objectValue
            guard response?["name"]?.stringValue == "Show" else { return nil }
            return response?["parameters"]?.objectValue?["resultCode"]?.stringValue
        }.first
    }

    static func write(_ text: String, _ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("Show in the clear gets ENCRYPTION_NEEDED (exit 1); with --secure it goes encrypted and succeeds, also verifying the emulator's certificate; wrong roots exit 2")
    func secureShow() async throws {
        let policy = try Self.write(Self.policy, "secure-policy.json")
        let (otherCertificate, _) = try TestCertificates.selfSigned()
        let otherRoots = try Self.write(otherCertificate, "other-roots.pem")
        defer {
            for path in [policy, otherRoots] { try? FileManager.default.removeItem(atPath: path) }
        }
        let headUnit = try HeadUnitProcess(["--listen-port", "0", "--no-stdin", "--tls-self-signed", "--policy-table", policy])
        defer { headUnit.terminate() }
        let listening = try await headUnit.listening()
        let port = try #require(listening["port"]?.intValue)
        let headUnitCertificate = try #require(listening["tlsCertificate"]?.stringValue, "the listening line names the self-signed certificate")
        let timeouts = ["--connect-timeout", "\(30 * TestTime.scale)", "--timeout", "\(60 * TestTime.scale)"]
        func sdlRPC(_ options: [String]) async throws -> TestProcess.Output {
            try await TestProcess.run("sdl-rpc", ["--port", "\(port)", "--app-id", "secure-cli", "--wait-for-full"] + timeouts + options
                + ["send", "Show", #"{"mainField1":"secret"}"#])
        }

        let clear = try await sdlRPC([])
        #expect(clear.status == 1, "stderr: \(clear.stderr)")
        #expect(try Self.showResult(clear.stdout) == "ENCRYPTION_NEEDED")

        let secure = try await sdlRPC(["--secure"])
        #expect(secure.status == 0, "stderr: \(secure.stderr)")
        #expect(try Self.showResult(secure.stdout) == "SUCCESS")

        let verified = try await sdlRPC(["--secure", "--tls-roots", headUnitCertificate])
        #expect(verified.status == 0, "stderr: \(verified.stderr)")
        #expect(try Self.showResult(verified.stdout) == "SUCCESS")

        let wrongRoots = try await sdlRPC(["--tls-roots", otherRoots])
        #expect(wrongRoots.status == 2)
        #expect(wrongRoots.stderr.contains("--secure:"), "stderr: \(wrongRoots.stderr)")
        #expect(try Self.showResult(wrongRoots.stdout) == nil, "nothing is sent unprotected when protection fails")
    }
}
