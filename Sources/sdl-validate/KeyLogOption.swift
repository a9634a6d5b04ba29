import ArgumentParser
import Foundation
import SDLCaptureDecryption

/// Reads `--tls-key-log FILE`.
enum KeyLogOption {
    /// The key log's secrets, or why not (on standard error) and exit 2 — an unreadable file, or a
    /// malformed line as `FILE:LINE: error: …`.
    static func load(_ path: String) throws -> SDLTLSKeyLogSecrets {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("sdl-validate: \(path): error: cannot read the TLS key log\n".utf8))
            throw ExitCode(2)
        }
        do throws(SDLTLSKeyLogError) {
            return try SDLTLSKeyLogSecrets(parsing: String(decoding: data, as: UTF8.self), file: path)
        } catch {
            FileHandle.standardError.write(Data("sdl-validate: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
