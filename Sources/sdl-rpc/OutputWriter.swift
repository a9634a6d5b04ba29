import Foundation
import SDLRPC
import SDLSession

/// Prints messages as JSON lines on standard output, one whole line at a time.
final class OutputWriter: Sendable {
    private let lock = NSLock()

    /// `{"response": {"name": …, "correlationID": …, "parameters": {…}}}` or
    /// `{"notification": {"name": …, "parameters": {…}}}` (`"request"` for head-unit requests).
    func print(_ envelope: SDLRPCEnvelope) {
        var body = SDLJSONObject()
        if let name = envelope.functionName {
            body.append("name", .string(name))
        } else {
            body.append("name", .null)
            body.append("functionID", .integer(envelope.functionID))
        }
        if envelope.kind != .notification {
            body.append("correlationID", .integer(Int(envelope.correlationID)))
        }
        body.append("parameters", .object(envelope.parameters))
        if !envelope.bulkData.isEmpty {
            body.append("bulkDataSize", .integer(envelope.bulkData.count))
        }
        var line = SDLJSONObject()
        line.append(envelope.kind.rawValue, .object(body))
        write(SDLJSONSerializer.serialize(.object(line)))
    }

    private func write(_ bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        var line = bytes
        line.append(0x0A)
        FileHandle.standardOutput.write(Data(line))
    }
}

/// Prints one line on standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("sdl-rpc: error: \(message)\n".utf8))
}
