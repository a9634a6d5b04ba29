import FuzzSupport
import SDLCaptureDecryption
import SDLProtocol
import SDLValidation
#if canImport(Glibc)
import Glibc
#endif

/// What `sdl-validate` reads: the bytes as a capture (`--frames`: `SDLCaptureReader` and the
/// tool's own `CaptureMessages`) and as messages (the tool's `MessageReader`: one message, an
/// array or NDJSON), each message validated as the tool does, with or without Core's rules. The
/// tool's input code is compiled into this target from Sources/sdl-validate (symbolic links: an
/// executable's code cannot be imported). Input: a byte of options (chunk size, `--core`), then
/// the file. Checks: the reader's events do not depend on how the capture is cut into chunks, and
/// its statistics add up; every message read gets a report.
///
/// With the options' 0x10 bit the file is a TLS key log and a capture (`sdl-validate --frames
/// --tls-key-log`): two bytes of key log length, the key log's text, the capture; the capture is
/// read with an `SDLTLSCaptureDecryptor` (the seeds in Corpus/capture are real TLS 1.2 and 1.3
/// sessions with their keys), chunked as above.
enum CaptureFuzz {
    static let path: String = {
        let folder = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        return "\(folder)/sdl-fuzz-capture-\(getpid())"
    }()

    static func run(_ input: FuzzInput) {
        var input = input
        let options = input.byte()
        if options & 0x10 != 0 {
            let keyLogSize = Int(input.byte()) << 8 | Int(input.byte())
            let keyLog = input.bytes(keyLogSize)
            let capture = input.rest()
            let secrets = (try? SDLTLSKeyLogSecrets(parsing: String(decoding: keyLog, as: UTF8.self), file: "fuzz")) ?? SDLTLSKeyLogSecrets()
            readerEvents(capture, chunkSize: 1 << Int(options & 0x07), decryptor: SDLTLSCaptureDecryptor(secrets: secrets))
            return
        }
        let bytes = input.rest()
        readerEvents(bytes, chunkSize: 1 << Int(options & 0x07))
        guard write(bytes) else { return }
        let validation = SDLValidationOptions(coreRules: options & 0x08 != 0, buildsParameters: false)
        if let source = ByteSource(path: path) {
            var outcomes = 0
            CaptureMessages(validator: FuzzSpec.validator, options: validation).validate(source, file: "fuzz", report: { _ in outcomes += 1 }, reportEncrypted: { _ in outcomes += 1 })
        }
        if let source = ByteSource(path: path) {
            messages(MessageReader(source: source), total: bytes, options: validation)
        }
    }

    static func readerEvents(_ bytes: [UInt8], chunkSize: Int, decryptor: (any SDLCaptureDecrypting)? = nil) {
        var wholeReader = SDLCaptureReader(decryptor: decryptor)
        let whole = wholeReader.feed(bytes) + wholeReader.finish()
        var reader = SDLCaptureReader(decryptor: decryptor)
        var chunked: [SDLCaptureEvent] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + chunkSize, bytes.count)
            chunked += reader.feed(bytes[start..<end])
            start = end
        }
        chunked += reader.finish()
        fuzzExpect(chunked == whole, "events differ when the capture comes in \(chunkSize)-byte chunks")
        let statistics = reader.statistics
        fuzzExpect(statistics.bytesRead == bytes.count, "read \(statistics.bytesRead) of \(bytes.count) bytes")
        fuzzExpect(statistics.errors == whole.filter(\.isError).count, "\(statistics.errors) errors counted for \(whole.filter(\.isError).count) reported")
        fuzzExpect(statistics.skippedBytes <= bytes.count, "skipped \(statistics.skippedBytes) of \(bytes.count) bytes")
        fuzzExpect(statistics.decryptedFrames <= statistics.frames, "\(statistics.decryptedFrames) frames decrypted of \(statistics.frames)")
    }

    static func messages(_ reader: MessageReader, total bytes: [UInt8], options: SDLValidationOptions) {
        var reader = reader
        let lines = bytes.count { $0 == 0x0A } + 1
        var count = 0
        while let message = reader.next() {
            count += 1
            fuzzExpect(message.line >= 1 && message.line <= lines, "message on line \(message.line) of \(lines)")
            fuzzExpect(count <= bytes.count, "more messages than bytes")
            let report = message.bytes.withUnsafeBytes { FuzzSpec.validator.validate(messageBytes: $0, options: options) }
            fuzzExpect(report.verdict == .invalid || report.function != nil, "a valid report without a function")
        }
    }

    static func write(_ bytes: [UInt8]) -> Bool {
        guard let file = fopen(path, "wb") else { return false }
        defer { fclose(file) }
        return bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) } == bytes.count
    }
}

extension SDLCaptureEvent {
    var isError: Bool {
        if case .error = self { return true }
        return false
    }
}
