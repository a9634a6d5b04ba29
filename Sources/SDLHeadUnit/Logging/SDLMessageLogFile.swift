import Foundation
import NIOConcurrencyHelpers
import SDLRPC

/// Writes log entries as JSON lines to a file (created or truncated).
public final class SDLMessageLogFile: SDLMessageLogSink {
    private let handle: NIOLockedValueBox<FileHandle>

    /// Opens `path` for writing.
    /// - Throws: ``SDLHeadUnitError`` `logUnavailable` when the file cannot be created.
    public init(path: String) throws(SDLHeadUnitError) {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw SDLHeadUnitError(code: "logUnavailable", message: "Cannot write the log file '\(path)'")
        }
        self.handle = NIOLockedValueBox(handle)
    }

    /// Appends `entry` as one line.
    public func record(_ entry: SDLJSONObject) {
        let line = SDLJSONSerializer.serialize(.object(entry)) + [0x0A]
        handle.withLockedValue { $0.write(Data(line)) }
    }

    deinit {
        handle.withLockedValue { try? $0.close() }
    }
}
