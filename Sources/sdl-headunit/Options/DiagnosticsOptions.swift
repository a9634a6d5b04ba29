import ArgumentParser
import SDLSpec

/// What the emulator logs and which spec it validates against.
struct DiagnosticsOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write every message in both directions to FILE as JSON lines.", valueName: "FILE"))
    var log: String?

    @Flag(help: "Log diagnostics to standard error.")
    var verbose = false

    @Option(help: ArgumentHelp(SpecLocation.optionHelp, valueName: "FILE"))
    var spec: String?
}
