import Foundation
import Logging
import SDLHeadUnit
import SDLHeadUnitTLS
import SDLRPC
import SDLSession
import SDLSessionTLS

/// The cost of encryption (issue 42): Show round trips through `SDLSession` against the emulator
/// (`SDLHeadUnitTLS` as Core's TLS client), one session plain and one protected by
/// `SDLTLSSecurityLayer`, timed in alternating blocks so the machine's mood falls on both alike.
struct ProtectedRoundTripBenchmark {
    var requests: Int

    func run() async throws {
        let (certificate, key) = try Self.selfSignedCertificate()
        let tls = try SDLTLSSecurityConfiguration.server(certificateChainPEM: certificate, privateKeyPEM: key)
        let headUnit = try await SDLHeadUnit.start(try Self.headUnitConfiguration())
        var sessionConfiguration = SDLSessionConfiguration()
        sessionConfiguration.makeSecurityLayer = { SDLTLSSecurityLayer(configuration: tls) }
        let plain = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: sessionConfiguration)
        let protected = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: sessionConfiguration)
        for (session, name) in [(plain, "plain"), (protected, "protected")] {
            _ = try await session.send(SDLRegisterAppInterface(
                syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0), appName: "Bench \(name)",
                isMediaApplication: false, languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs, appID: "bench-\(name)"))
        }
        try await protected.protectRPCService()
        let request = SDLShow(mainField1: "Round trip", mainField2: "benchmark")
        for session in [plain, protected] { for _ in 0..<300 { _ = try await session.send(request) } }

        let clock = ContinuousClock()
        var samples: [[Duration]] = [[], []]
        let block = 200
        var times: [Duration] = [.zero, .zero]
        for _ in 0..<max(1, requests / block) {
            for (index, session) in [plain, protected].enumerated() {
                let blockStart = clock.now
                for _ in 0..<block {
                    let start = clock.now
                    _ = try await session.send(request)
                    samples[index].append(clock.now - start)
                }
                times[index] += clock.now - blockStart
            }
        }
        await plain.close()
        await protected.close()
        await headUnit.stop()

        print("Show round trip through SDLSession against the emulator over loopback TCP, plain beside protected (TLS 1.3), both apps in NONE with Show allowed:")
        RoundTripBenchmark.printTable([
            ("plain (\(samples[0].count) requests)", samples[0], times[0]),
            ("protected (\(samples[1].count) requests)", samples[1], times[1]),
        ])
    }

    /// An emulator for a benchmark's protected sessions: `SDLHeadUnitTLS` as Core's TLS client
    /// (`version`: only that TLS version), quiet, no request limits, apps left in NONE with Show allowed.
    static func headUnitConfiguration(version: SDLTLSSecurityConfiguration.Version? = nil) throws -> SDLHeadUnitConfiguration {
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.logger.logLevel = .error
        configuration.recordsEvents = false
        // Core's request limits would unregister a benchmark's apps.
        configuration.appHMILevelNoneTimeScaleMaxRequests = 0
        configuration.appTimeScaleMaxRequests = 0
        // Apps alike: in NONE, and Show allowed there (no app is activated ahead of another).
        configuration.autoActivate = false
        configuration.permissionPolicy = .allowAll
        configuration.security = try SDLHeadUnitTLS(configuration: .client(minimumVersion: version ?? .tls12, maximumVersion: version ?? .tls13))
        return configuration
    }

    /// A throw-away P-256 certificate and key, made with the openssl tool.
    static func selfSignedCertificate() throws -> (String, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-bench-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (certificate, key) = (directory.appendingPathComponent("cert.pem").path, directory.appendingPathComponent("key.pem").path)
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                             "-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=sdl-bench"]
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        return (try String(contentsOfFile: certificate, encoding: .utf8), try String(contentsOfFile: key, encoding: .utf8))
    }
}
