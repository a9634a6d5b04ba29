import Foundation

/// Certificates the TLS tests make with the openssl tool (`scripts/test` installs it).
public enum TestCertificates {
    /// The openssl tool failed.
    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    /// A fresh self-signed certificate (subject `/CN=127.0.0.1`, with the address as its
    /// subjectAltName, valid one day) and its key, both PEM.
    public static func selfSigned() throws -> (certificate: String, key: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (certificate, key) = (directory.appendingPathComponent("cert.pem").path, directory.appendingPathComponent("key.pem").path)
        let openssl = try SpawnedProcess(
            executable: "/usr/bin/env",
            arguments: ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                        "-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=127.0.0.1",
                        "-addext", "subjectAltName=IP:127.0.0.1"],
            input: .null)
        let errors = openssl.standardError.readDataToEndOfFile()
        guard openssl.waitForExit() == 0 else {
            throw Failed(description: "openssl could not make a certificate: \(String(decoding: errors, as: UTF8.self))")
        }
        return (try String(contentsOfFile: certificate, encoding: .utf8), try String(contentsOfFile: key, encoding: .utf8))
    }
}
