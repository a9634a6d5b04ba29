import Foundation
import SDLProtocol
import SDLValidation

/// Writes outcomes as they come (so output streams with the input), then a summary.
protocol Reporter {
    mutating func write(_ outcome: MessageOutcome)
    mutating func write(_ outcome: EncryptedMessageOutcome)
    mutating func finish(_ tally: Tally)
}

/// How many messages had which verdict.
struct Tally {
    var valid = 0
    var withWarnings = 0
    var invalid = 0
    /// Messages of a capture marked encrypted, not validated.
    var encrypted = 0
    /// Encrypted messages of a capture decrypted (`--tls-key-log`) and validated.
    var decrypted = 0

    /// `N valid, N with warnings, N invalid`, then `, N decrypted` and `, N encrypted (not
    /// validated)` when there were any.
    var summary: String {
        "\(valid) valid, \(withWarnings) with warnings, \(invalid) invalid"
            + (decrypted > 0 ? ", \(decrypted) of them decrypted" : "")
            + (encrypted > 0 ? ", \(encrypted) encrypted (not validated)" : "")
    }

    mutating func count(_ verdict: SDLValidationVerdict) {
        switch verdict {
        case .ok: valid += 1
        case .warnings: withWarnings += 1
        case .invalid: invalid += 1
        }
    }
}

/// Buffered standard output (one `write` per 64 KiB, not per line).
struct OutputBuffer {
    private var bytes: [UInt8] = []

    mutating func append(_ text: String) {
        bytes += text.utf8
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func append(bytes more: [UInt8]) {
        bytes += more
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !bytes.isEmpty else { return }
        FileHandle.standardOutput.write(Data(bytes))
        bytes.removeAll(keepingCapacity: true)
    }
}

/// `FILE[#INDEX]: invalid: $.path: message (MOBILE_API.xml:LINE)` (and
/// `FILE#INDEX: encrypted: …` for an encrypted message of a capture), then the tally's summary.
struct TextReporter: Reporter {
    let specFileName: String
    var output = OutputBuffer()

    mutating func write(_ outcome: MessageOutcome) {
        for issue in outcome.report.issues {
            let word = issue.severity == .error ? "invalid" : "warning"
            var line = "\(outcome.location): \(word): \(issue.path): \(issue.message)"
            if let specLine = issue.specLine { line += " (\(specFileName):\(specLine))" }
            output.append(line + "\n")
        }
    }

    mutating func write(_ outcome: EncryptedMessageOutcome) {
        output.append("\(outcome.location): encrypted: \(outcome.summary); not validated\n")
    }

    mutating func finish(_ tally: Tally) {
        output.append(tally.summary + "\n")
        output.flush()
    }
}

/// A JSON array with one object per message, streamed element by element.
struct JSONReporter: Reporter {
    var output = OutputBuffer()
    private var first = true

    mutating func write(_ outcome: MessageOutcome) {
        append(Self.json(outcome))
    }

    /// `{"file", "index", "verdict": "encrypted", "serviceType", "sessionID", "messageID", "offset", "encryptedSize"}`.
    mutating func write(_ outcome: EncryptedMessageOutcome) {
        var object = SDLJSONObject()
        object.append("file", .string(outcome.file))
        object.append("index", .integer(outcome.index))
        object.append("verdict", .string("encrypted"))
        object.append("serviceType", .integer(Int(outcome.message.serviceType.rawValue)))
        object.append("sessionID", .integer(Int(outcome.message.sessionID)))
        object.append("messageID", .integer(Int(outcome.message.messageID)))
        object.append("offset", .integer(outcome.offset))
        object.append("encryptedSize", .integer(outcome.encryptedSize))
        append(.object(object))
    }

    private mutating func append(_ element: SDLJSONValue) {
        output.append(first ? "[\n" : ",\n")
        first = false
        output.append(bytes: SDLJSONSerializer.serialize(element))
    }

    mutating func finish(_ tally: Tally) {
        output.append(first ? "[]\n" : "\n]\n")
        output.flush()
    }

    static func json(_ outcome: MessageOutcome) -> SDLJSONValue {
        let report = outcome.report
        var object = SDLJSONObject()
        object.append("file", .string(outcome.file))
        object.append("index", outcome.index.map { .integer($0) } ?? .null)
        object.append("function", report.function.map { .string($0) } ?? .null)
        object.append("messageType", .string(report.messageKind.rawValue))
        object.append("verdict", .string(report.verdict.rawValue))
        object.append("result", .string(report.result.rawValue))
        object.append("info", report.coreInfo.map { .string($0) } ?? .null)
        if outcome.wasDecrypted { object.append("decrypted", .bool(true)) }
        object.append("issues", .array(report.issues.map { issue in
            var item = SDLJSONObject()
            item.append("path", .string(issue.path.description))
            item.append("rule", .string(issue.rule.rawValue))
            item.append("severity", .string(issue.severity.rawValue))
            item.append("message", .string(issue.message))
            item.append("specLine", issue.specLine.map { .integer($0) } ?? .null)
            return .object(item)
        }))
        return .object(object)
    }
}
