import Foundation
import NIOCore
import SDLCaptureDecryption
import SDLHeadUnit
import SDLProtocol
import SDLRPC
import SDLSession
import SDLSessionTLS

/// The cost of `sdl-validate --frames --tls-key-log` (issue 42): an emulator capture of a protected
/// session (`captureDirectory`, its TLS client's key log) read by `SDLCaptureReader` with the key
/// log's decryptor beside the same capture read without it (its messages then only listed as
/// encrypted), for TLS 1.2 and 1.3, in alternating runs.
struct CaptureDecryptionBenchmark {
    var requests: Int
    var runs = 5

    func run() async throws {
        var rows: [(String, [Duration])] = []
        var throughput: [String] = []
        for version in [SDLTLSSecurityConfiguration.Version.tls12, .tls13] {
            let name = version == .tls12 ? "TLS 1.2" : "TLS 1.3"
            let (capture, keyLog) = try await record(version)
            let secrets = try SDLTLSKeyLogSecrets(parsing: keyLog, file: "tls-keys.log")
            var times: [[Duration]] = [[], []]
            let clock = ContinuousClock()
            for _ in 0..<runs {
                for (index, decrypts) in [false, true].enumerated() {
                    let start = clock.now
                    let counts = Self.read(capture, decryptor: decrypts ? SDLTLSCaptureDecryptor(secrets: secrets) : nil)
                    times[index].append(clock.now - start)
                    let expected = decrypts ? (rpcs: 2 * requests, encrypted: 0) : (rpcs: 0, encrypted: 2 * requests)
                    guard counts.decryptedRPCs >= expected.rpcs, counts.encrypted >= expected.encrypted else {
                        throw BenchmarkError("\(name): read \(counts) from the capture, expected at least \(expected)")
                    }
                }
            }
            let megabytes = Double(capture.readableBytes) / 1_048_576
            rows.append(("\(name) without the key log", times[0]))
            rows.append(("\(name) decrypted", times[1]))
            throughput.append(String(format: "  %@: %.2f MB of capture, decrypted at %.1f MB/s (%.1f MB/s read without the key log)",
                                     name, megabytes, megabytes / BenchmarkTable.median(times[1]), megabytes / BenchmarkTable.median(times[0])))
        }
        print("Reading an emulator capture of a protected session (\(requests) Show requests and responses, AES-128-GCM), \(runs) runs each:")
        BenchmarkTable.print(rows)
        throughput.forEach { print($0) }
    }

    /// RPCs decrypted and messages left encrypted in `capture`.
    static func read(_ capture: ByteBuffer, decryptor: SDLTLSCaptureDecryptor?) -> (decryptedRPCs: Int, encrypted: Int) {
        var reader = SDLCaptureReader(decryptor: decryptor)
        var counts = (decryptedRPCs: 0, encrypted: 0)
        for event in reader.feed(capture) + reader.finish() {
            switch event {
            case .rpc(let rpc) where rpc.wasEncrypted: counts.decryptedRPCs += 1
            case .encrypted: counts.encrypted += 1
            default: break
            }
        }
        return counts
    }

    /// A capture and the key log of one protected session sending `requests` Shows.
    private func record(_ version: SDLTLSSecurityConfiguration.Version) async throws -> (ByteBuffer, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-bench-capture-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (certificate, key) = try ProtectedRoundTripBenchmark.selfSignedCertificate()
        let tls = try SDLTLSSecurityConfiguration.server(certificateChainPEM: certificate, privateKeyPEM: key, minimumVersion: version, maximumVersion: version)
        var configuration = try ProtectedRoundTripBenchmark.headUnitConfiguration(version: version)
        configuration.captureDirectory = directory
        let headUnit = try await SDLHeadUnit.start(configuration)
        var sessionConfiguration = SDLSessionConfiguration()
        sessionConfiguration.makeSecurityLayer = { SDLTLSSecurityLayer(configuration: tls) }
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: sessionConfiguration)
        _ = try await session.send(SDLRegisterAppInterface(
            syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0), appName: "Bench capture",
            isMediaApplication: false, languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs, appID: "bench-capture"))
        try await session.protectRPCService()
        let request = SDLShow(mainField1: "Captured", mainField2: String(repeating: "m", count: 200))
        for _ in 0..<requests { _ = try await session.send(request) }
        await session.close()
        await headUnit.stop()
        let capture = try Data(contentsOf: URL(fileURLWithPath: directory + "/connection-1.sdl"))
        let keyLog = try String(contentsOfFile: directory + "/tls-keys.log", encoding: .utf8)
        return (ByteBuffer(bytes: capture), keyLog)
    }
}
