import ArgumentParser
import Foundation
import SDLSpec

/// What the emulator logs and which spec it validates against.
struct DiagnosticsOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write every message in both directions to FILE as JSON lines.", valueName: "FILE"))
    var log: String?

    @Flag(help: "Log diagnostics to standard error.")
    var verbose = false

    @Option(help: ArgumentHelp(SpecLocation.optionHelp, valueName: "FILE"))
    var spec: String?

    @Option(help: ArgumentHelp(
        "Write each video service's H.264 stream to DIR as an Annex B .h264 file, and each audio service's PCM as a .wav file (ffprobe and ffplay read both).", valueName: "DIR"))
    var record: String?

    @Option(help: ArgumentHelp(
        "Write every frame of each connection, both directions, to DIR/connection-N.sdl (created if missing), for sdl-validate --frames; with TLS, the secrets go to DIR/tls-keys.log unless --tls-key-log is given.", valueName: "DIR"))
    var capture: String?

    func validate() throws {
        if let capture, let problem = Self.problem(creatingDirectory: capture) {
            throw ValidationError("--capture \(capture): cannot create the directory: \(problem)")
        }
        var isDirectory: ObjCBool = false
        if let record, !(FileManager.default.fileExists(atPath: record, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw ValidationError("--record \(record): no such directory")
        }
    }

    /// Makes `path` and its missing parents, one `mkdir(2)` each, so the reason is the system's;
    /// what went wrong, or `nil`.
    static func problem(creatingDirectory path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) {
                if !isDirectory.boolValue { return "\(prefix) is a file" }
            } else if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                return "\(prefix): \(String(cString: strerror(errno)))"
            }
            prefix += "/"
        }
        return nil
    }
}
