import SDLValidation

/// One validated message with where it came from.
struct MessageOutcome {
    /// The input file (`-` for standard input).
    var file: String
    /// Its index in an array or NDJSON input; `nil` for a one-message input.
    var index: Int?
    /// What validation found.
    var report: SDLValidationReport
    /// Whether it was an encrypted message of a capture, decrypted with `--tls-key-log`.
    var wasDecrypted = false

    /// `FILE` or `FILE#INDEX`.
    var location: String { index.map { "\(file)#\($0)" } ?? file }
}
