import Foundation
import NIOConcurrencyHelpers

/// Writes whole lines to standard output, one writer at a time.
final class StandardOutput: Sendable {
    private let lock = NIOLock()

    /// Writes `text` and a newline.
    func line(_ text: String) {
        lock.withLock {
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
        }
    }
}
