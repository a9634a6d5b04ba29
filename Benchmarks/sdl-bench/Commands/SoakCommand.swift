import ArgumentParser

/// `sdl-bench soak`: many apps against a running emulator.
struct SoakCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak", abstract: "Many apps against a running emulator, for minutes.",
        discussion: "Every request answered once, memory flat, still serving. Benchmarks/soak.sh starts the emulator and runs this.")

    @Option(help: ArgumentHelp("The emulator's TCP port for apps (the port this mode dials).", valueName: "PORT"))
    var port: Int

    @Option(help: ArgumentHelp("The emulator's process ID, to sample its memory.", valueName: "PID"))
    var pid: Int32?

    @Option(help: ArgumentHelp("How many apps connect.", valueName: "N"))
    var apps = 50

    @Option(help: ArgumentHelp("How long the soak runs.", valueName: "SECONDS"))
    var seconds = 180

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError("--port must be 1...65535, not \(port)") }
        try BenchmarkRun.requirePositive(apps, "--apps")
        try BenchmarkRun.requirePositive(seconds, "--seconds")
    }

    func run() async throws {
        let (port, pid, apps, seconds) = (port, pid, apps, seconds)
        try await BenchmarkRun.run {
            try await SoakBenchmark(port: port, pid: pid, apps: apps, seconds: seconds).run()
        }
    }
}
