import ArgumentParser
import Foundation
import SDLCaptureDecryption
import SDLValidation

/// `sdl-validate [check] FILE…`: validates every message of every file.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate messages (the default subcommand).",
        discussion: """
            A file holds one message, a JSON array of messages, or NDJSON (one message per line); `-` reads \
            standard input. A message is the protocol-v1 envelope {"request"|"response"|"notification": \
            {"name": …, "correlationID": …, "parameters": {…}}}, or bare parameters with --function and --type.
            """
    )

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// One line per issue and a summary.
        case text
        /// One JSON object per message.
        case json
    }

    @OptionGroup var specOption: SpecOption

    @Argument(help: ArgumentHelp("Files to check; `-` is standard input.", valueName: "FILE"))
    var files: [String] = []

    @Option(help: ArgumentHelp("Read bare parameters of this function (e.g. Show) instead of envelopes.", valueName: "NAME"))
    var function: String?

    @Option(name: .customLong("type"), help: ArgumentHelp("With --function: the message type of the bare parameters (default: request).", valueName: "TYPE"))
    var messageType: SDLRPCMessageKind?

    @Option(name: .customLong("rpc-version"), help: ArgumentHelp("The app's negotiated RPC version (default: the spec's own).", valueName: "X.Y.Z"))
    var rpcVersion: String?

    @Flag(help: "Also apply SDL Core 8.2's command checks (docs/core-rules.md: every check a request handler makes on the message before asking the HMI). sdl-validate has no policy table and no app state: a request Core would answer DISALLOWED, INVALID_ID or DUPLICATE_NAME for an app is judged on its message alone.")
    var core = false

    @Flag(help: "Each FILE is a raw capture of SDL protocol bytes (both directions); validate every RPC in it. RPC messages marked encrypted (a protected service's E bit) are listed as encrypted, not validated, and do not fail the run.")
    var frames = false

    @Option(name: .customLong("tls-key-log"), help: ArgumentHelp("With --frames: decrypt encrypted messages with this TLS key log (NSS SSLKEYLOGFILE format, as `sdl-headunit --capture DIR` writes in DIR/tls-keys.log) and validate them too.", valueName: "FILE"))
    var tlsKeyLog: String?

    @Flag(help: "Warnings fail too (exit 1).")
    var strict = false

    @Option(help: ArgumentHelp("Output format: one line per issue, or one JSON object per message.", valueName: "FORMAT"))
    var format: Format = .text

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one FILE (or - for standard input)") }
        if let rpcVersion, SDLRPCVersion(rpcVersion) == nil {
            throw ValidationError("--rpc-version '\(rpcVersion)' is not a version like 5.1.0")
        }
        if messageType != nil, function == nil { throw ValidationError("--type needs --function") }
        if frames, function != nil { throw ValidationError("--frames reads RPCs from their binary headers; --function does not apply") }
        if tlsKeyLog != nil, !frames { throw ValidationError("--tls-key-log decrypts the frames of a capture; it needs --frames") }
    }

    func run() throws {
        let validator = try specOption.load()
        let options = SDLValidationOptions(rpcVersion: rpcVersion.flatMap(SDLRPCVersion.init), coreRules: core, buildsParameters: false)
        let bare = function.map {
            SDLValidator.BareMessage(function: $0, messageKind: messageType ?? .request)
        }
        var reporter: any Reporter = format == .json ? JSONReporter() : TextReporter(specFileName: specOption.fileName)
        var tally = Tally()
        var unreadable = false
        let decryptor = try tlsKeyLog.map { SDLTLSCaptureDecryptor(secrets: try KeyLogOption.load($0)) }
        for file in files {
            guard let source = ByteSource(path: file) else {
                FileHandle.standardError.write(Data("sdl-validate: \(file): error: cannot read the file\n".utf8))
                unreadable = true
                continue
            }
            if frames {
                let used = CaptureMessages(validator: validator, options: options, decryptor: decryptor).validate(source, file: file) { outcome in
                    tally.count(outcome.report.verdict)
                    if outcome.wasDecrypted { tally.decrypted += 1 }
                    reporter.write(outcome)
                } reportEncrypted: { outcome in
                    tally.encrypted += 1
                    reporter.write(outcome)
                }
                for note in (used as? SDLTLSCaptureDecryptor)?.notes ?? [] {
                    FileHandle.standardError.write(Data("sdl-validate: \(file): note: \(note)\n".utf8))
                }
                continue
            }
            var reader = MessageReader(source: source)
            while let message = reader.next() {
                var report = message.bytes.withUnsafeBytes { validator.validate(messageBytes: $0, bare: bare, options: options) }
                if message.line > 1 {
                    for position in report.issues.indices where report.issues[position].rule == .syntax {
                        report.issues[position].message = "input line \(message.line): " + report.issues[position].message
                    }
                }
                tally.count(report.verdict)
                reporter.write(MessageOutcome(file: file, index: message.index, report: report))
            }
        }
        reporter.finish(tally)
        if unreadable { throw ExitCode(2) }
        if tally.invalid > 0 || (strict && tally.withWarnings > 0) { throw ExitCode(1) }
    }
}
