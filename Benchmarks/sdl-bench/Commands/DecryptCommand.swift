import ArgumentParser

/// `sdl-bench decrypt`: reading a protected session's capture with its TLS key log beside without.
struct DecryptCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decrypt", abstract: "Decrypting a capture of a protected session beside reading it without the key log (issue 42).",
        discussion: "An emulator with a capture directory and SDLHeadUnitTLS records a session protected with SDLTLSSecurityLayer (TLS 1.2, then 1.3); SDLCaptureReader reads the capture with SDLTLSCaptureDecryptor and without, in alternating runs.")

    @Option(help: "Show requests in each recorded session.")
    var requests = 2_000

    func validate() throws {
        try BenchmarkRun.requirePositive(requests, "--requests")
    }

    func run() async throws {
        try await BenchmarkRun.run {
            try await CaptureDecryptionBenchmark(requests: requests).run()
        }
    }
}
