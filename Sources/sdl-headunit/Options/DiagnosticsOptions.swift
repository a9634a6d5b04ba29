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

    func validate() throws {
        var isDirectory: ObjCBool = false
        if let record, !(FileManager.default.fileExists(atPath: record, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw ValidationError("--record \(record): no such directory")
        }
    }
}
