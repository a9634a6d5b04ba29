import Dispatch

/// The SHA-256 of a spec's bytes, computed on another core while libxml2 and the reader work on
/// the same bytes (about 2 ms of the 8.0.0 spec's parse, otherwise spent one after the other).
///
/// ```swift
/// let digest = SpecDigestInBackground(of: bytes)
/// … parse …
/// interface.sha256 = digest.value()
/// ```
final class SpecDigestInBackground: @unchecked Sendable {
    // `digest` is written once on the background queue before `done` is signalled, and read only
    // after waiting for that signal: the semaphore orders the two.
    private var digest = ""
    private let done = DispatchSemaphore(value: 0)
    private var waited = false

    /// Starts hashing `bytes` on a global queue.
    init(of bytes: [UInt8]) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            digest = SpecSHA256.hexDigest(of: bytes)
            done.signal()
        }
    }

    /// The lower-case hex digest, waiting for it if it is not ready. Call it from one thread.
    func value() -> String {
        if !waited {
            done.wait()
            waited = true
        }
        return digest
    }
}
