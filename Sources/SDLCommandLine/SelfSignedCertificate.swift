import ArgumentParser
import Foundation

/// A self-signed test certificate made with the openssl tool, for the tools' TLS options
/// (`sdl-headunit --tls-self-signed`, `sdl-rpc --secure` without a certificate).
public enum SelfSignedCertificate {
    /// Makes a P-256 certificate (`/CN=commonName`, valid 30 days) and its key in a new temporary
    /// directory; returns their paths.
    /// - Throws: `ValidationError` naming `option` when the openssl tool cannot make them.
    public static func make(commonName: String, option: String) throws -> (certificate: String, key: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(commonName)-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let certificate = directory.appendingPathComponent("\(commonName)-certificate.pem").path
        let key = directory.appendingPathComponent("\(commonName)-key.pem").path
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                             "-keyout", key, "-out", certificate, "-days", "30", "-subj", "/CN=\(commonName)"]
        openssl.standardError = FileHandle.nullDevice
        openssl.standardOutput = FileHandle.nullDevice
        do {
            try openssl.run()
        } catch {
            throw ValidationError("\(option): the openssl tool could not be run: \(error)")
        }
        openssl.waitUntilExit()
        guard openssl.terminationStatus == 0 else {
            throw ValidationError("\(option): the openssl tool could not make a certificate (status \(openssl.terminationStatus))")
        }
        return (certificate, key)
    }
}
