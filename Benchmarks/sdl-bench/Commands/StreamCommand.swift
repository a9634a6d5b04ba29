import ArgumentParser

/// `sdl-bench stream`: H.264 video through the encoder, the stream manager and a real TCP session
/// to the in-process emulator.
struct StreamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stream", abstract: "Video streaming: encoder + packetizer + TCP to the emulator.",
        discussion: """
            Frames per second sustained at 800×480 and 1280×720 (RGBA frames encoded by SDLH264Encoder, \
            sent RTP over TCP to the in-process emulator) beside a raw send of the same access units \
            pre-encoded; encode time per frame (mean, p95); CPU per second of stream; frames dropped on \
            a transport throttled to half the stream's bitrate (N frames per row, default 300).
            """)

    @OptionGroup var runs: RunsOption

    func run() async throws {
        let frames = runs.count(default: 300)
        try await BenchmarkRun.run {
            try await StreamBenchmark(frames: frames).run()
        }
    }
}
