/// The hash functions TLS cipher suites name: SHA-256 and SHA-384 (FIPS 180-4), with the
/// constructions the TLS key schedules build on them — HMAC, HKDF and the TLS 1.2 PRF.
///
/// Pure Swift and dependency-free: `sdl-validate --frames --tls-key-log` only ever decrypts captured
/// traffic, so this code needs no constant-time guarantees, only correct answers on any input.
package enum HashAlgorithm: Sendable, Hashable {
    /// SHA-256: 32-byte digests, 64-byte blocks.
    case sha256
    /// SHA-384: 48-byte digests, 128-byte blocks (SHA-512 with other initial values, truncated).
    case sha384

    /// The size of a digest in bytes: 32 for SHA-256, 48 for SHA-384.
    package var outputSize: Int {
        switch self {
        case .sha256: 32
        case .sha384: 48
        }
    }

    /// The size of the blocks the compression function takes, in bytes: 64 for SHA-256, 128 for
    /// SHA-384 (HMAC pads its key to this size).
    package var blockSize: Int {
        switch self {
        case .sha256: 64
        case .sha384: 128
        }
    }

    /// The digest of `message`, `outputSize` bytes.
    package func hash(_ message: [UInt8]) -> [UInt8] {
        switch self {
        case .sha256: SHA256.digest(of: message)
        case .sha384: SHA512Family.sha384.digest(of: message)
        }
    }
}
