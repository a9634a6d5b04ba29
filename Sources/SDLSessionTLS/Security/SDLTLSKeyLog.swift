#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
public import SDLSession

/// Where TLS writes its secrets, one line at a time, in the NSS key log format (`SSLKEYLOGFILE`):
/// `CLIENT_RANDOM <client random> <master secret>` for TLS 1.2; `CLIENT_HANDSHAKE_TRAFFIC_SECRET`,
/// `SERVER_HANDSHAKE_TRAFFIC_SECRET`, `CLIENT_TRAFFIC_SECRET_0`, `SERVER_TRAFFIC_SECRET_0` … for
/// TLS 1.3, each followed by the client random and the secret in hex. With these lines and a capture
/// of the connection, Wireshark or `sdl-validate --frames FILE --tls-key-log KEYS` decrypt it.
///
/// ```swift
/// let keys = try SDLTLSKeyLog.file("/tmp/tls-keys.log")
/// let tls = try SDLTLSSecurityConfiguration.server(certificateChainPEM: chain, privateKeyPEM: key, keyLog: keys)
/// ```
///
/// - Warning: whoever reads the lines can decrypt the connections they belong to: use it for
///   debugging only.
public struct SDLTLSKeyLog: Sendable {
    /// Receives one line, without its newline. Called from any thread, possibly at the same time.
    public let write: @Sendable (String) -> Void

    /// A key log that hands each line (without its newline) to `write`, which may be called from
    /// several threads at once.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// A key log appended to the file at `path` (created, mode 0600, when missing), as
    /// `SSLKEYLOGFILE` is: each line with its newline in one `write(2)` on a descriptor opened with
    /// `O_APPEND`, so several connections and processes may share one file.
    /// - Throws: ``SDLError`` `tlsConfigurationFailed` when the file cannot be opened for appending.
    public static func file(_ path: String) throws(SDLError) -> SDLTLSKeyLog {
        let file = try KeyLogFile(path: path)
        return SDLTLSKeyLog { file.append($0) }
    }

    /// Receives NIOSSL's line (with its newline).
    func record(_ line: some Collection<UInt8>) {
        var text = String(decoding: line, as: UTF8.self)
        while text.last == "\n" || text.last == "\r" { text.removeLast() }
        write(text)
    }
}

/// An `O_APPEND` descriptor, closed when the last key log that writes to it goes.
private final class KeyLogFile: Sendable {
    private let descriptor: Int32

    init(path: String) throws(SDLError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw SDLError(code: .tlsConfigurationFailed, message: "TLS: cannot append the key log to \(path): \(reason)")
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Writes `line` and a newline with one `write(2)` (again only for what a short write left).
    func append(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let written = write(descriptor, base + offset, raw.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
