/// The secrets of a TLS key log in the NSS `SSLKEYLOGFILE` format — what `sdl-headunit --capture`
/// and `sdl-rpc --tls-key-log` write, and what Wireshark and curl read — indexed by the client
/// random of the handshake they belong to.
///
/// Each line is `LABEL CLIENT_RANDOM SECRET` in hex; `#` starts a comment line. The labels read:
/// `CLIENT_RANDOM` (a TLS 1.2 master secret), `CLIENT_TRAFFIC_SECRET_0` and
/// `SERVER_TRAFFIC_SECRET_0` (TLS 1.3 application traffic secrets). Other labels (handshake,
/// early and exporter secrets) are well formed and skipped.
public struct SDLTLSKeyLogSecrets: Sendable, Hashable {
    /// One handshake's secrets.
    public struct Secrets: Sendable, Hashable {
        /// TLS 1.2: the master secret (48 bytes).
        public var masterSecret: [UInt8]?
        /// TLS 1.3: the client's first application traffic secret.
        public var clientTrafficSecret: [UInt8]?
        /// TLS 1.3: the server's first application traffic secret.
        public var serverTrafficSecret: [UInt8]?
    }

    /// The secrets by client random (32 bytes).
    public private(set) var byClientRandom: [[UInt8]: Secrets] = [:]

    /// No secrets.
    public init() {}

    /// Reads a key log's text; `file` names it in errors.
    /// - Throws: ``SDLTLSKeyLogError`` at the first malformed line (`file:line: error: …`).
    public init(parsing text: String, file: String) throws(SDLTLSKeyLogError) {
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(separator: " ", omittingEmptySubsequences: true)
            func fail(_ message: String) -> SDLTLSKeyLogError { SDLTLSKeyLogError(file: file, line: lineNumber, message: message) }
            guard fields.count == 3 else {
                throw fail("expected 'LABEL CLIENT_RANDOM SECRET', found \(fields.count) field\(fields.count == 1 ? "" : "s")")
            }
            guard let random = [UInt8](hex: fields[1]), random.count == 32 else {
                throw fail("the client random '\(fields[1].prefix(80))' is not 32 bytes of hex")
            }
            guard let secret = [UInt8](hex: fields[2]), !secret.isEmpty else {
                throw fail("the secret of \(fields[0]) is not hex")
            }
            var secrets = byClientRandom[random] ?? Secrets()
            switch fields[0] {
            case "CLIENT_RANDOM":
                guard secret.count == 48 else { throw fail("a TLS 1.2 master secret is 48 bytes, not \(secret.count)") }
                secrets.masterSecret = secret
            case "CLIENT_TRAFFIC_SECRET_0":
                guard secret.count == 32 || secret.count == 48 else { throw fail("a TLS 1.3 traffic secret is 32 or 48 bytes, not \(secret.count)") }
                secrets.clientTrafficSecret = secret
            case "SERVER_TRAFFIC_SECRET_0":
                guard secret.count == 32 || secret.count == 48 else { throw fail("a TLS 1.3 traffic secret is 32 or 48 bytes, not \(secret.count)") }
                secrets.serverTrafficSecret = secret
            default:
                continue
            }
            byClientRandom[random] = secrets
        }
    }

    /// The secrets of the handshake with this client random.
    public subscript(clientRandom random: [UInt8]) -> Secrets? { byClientRandom[random] }
}

/// A malformed key log line, as `file:line: error: message`.
public struct SDLTLSKeyLogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key log's name.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// What is wrong with it.
    public var message: String

    /// `file:line: error: message`.
    public var description: String { "\(file):\(line): error: \(message)" }
}

extension Substring {
    var trimmingWhitespace: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" || first == "\r" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}

extension [UInt8] {
    /// Bytes from hex digits (either case); nil for an odd count or a non-hex character.
    init?(hex: Substring) {
        let digits = Array(hex.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self = bytes
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Lower-case hex.
    var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var characters: [UInt8] = []
        characters.reserveCapacity(count * 2)
        for byte in self {
            characters.append(digits[Int(byte >> 4)])
            characters.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
