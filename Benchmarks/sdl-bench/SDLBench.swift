import ArgumentParser

/// `sdl-bench MODE [options]`: the package's benchmarks, one subcommand each. Run it in release mode:
/// `swift run -c release sdl-bench validate`.
///
/// - `generator [--spec FILE] [--templates DIR] [--runs N]`: the spec → Swift pipeline by stage.
/// - `validate [--spec FILE] [--messages N] [--runs N] [--write-corpus FILE]`: validation throughput
///   beside parse-only on a generated corpus (or write that corpus as NDJSON).
/// - `typed [--spec FILE] [--runs N]`: the generated types at run time — decode, validate and encode
///   per message for small and large messages (N rounds of 64 payloads per sample, default 20).
/// - `roundtrip`: RPC round-trip latency p50/p99 over loopback with 1 and 100 requests in flight.
/// - `frames [--runs N]`: frame encode/decode throughput for 1 KiB and 1 MiB payloads beside a memory copy.
/// - `app [--runs N]`: the app layer's RPCs per screen transition beside the lowest count, and view
///   change → Show response latency beside a raw session round trip (N updates, default 500).
/// - `menu [--runs N]`: menu updates — RPCs sent beside sdl_ios's algorithm and the fewest possible
///   for sdl_ios's cases and larger ones, and menu change → last response (N runs, default 50).
/// - `choices [--runs N]`: a 100-cell choice set presented the first time, again, with one cell changed
///   and after a reconnect: RPCs beside sdl_ios's manager, and time to the PerformInteraction.
/// - `cloud [--cars 1,50,200,500] [--runs K]`: N emulated cars dial one cloud-app server process over
///   WebSocket; time to every first screen, Show round trip p50/p99 under load, the server's memory
///   per car and CPU per 1,000 RPCs, memory after they left; one car over TCP beside (K text changes per car, default 20).
/// - `soak --port P [--pid PID] [--apps N] [--seconds S]`: many apps against a running emulator
///   (`Benchmarks/soak.sh` starts one): every request answered once, memory flat, still serving.
/// - `decrypt [--requests N]`: an emulator capture of a protected session (TLS 1.2 and 1.3) read
///   with its TLS key log (`sdl-validate --frames --tls-key-log`) beside without (N Shows, default 2,000).
/// - `stream [--runs N]`: video at 800×480 and 1280×720 — frames per second through encoder, stream
///   manager and TCP to the emulator beside a raw send of pre-encoded frames, encode time per frame,
///   frames dropped on a throttled transport (N frames per row, default 300).
/// - `cloud-server` (hidden): the server process `cloud` starts.
@main
struct SDLBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdl-bench",
        abstract: "Benchmarks of the SDL packages; run a release build for real figures.",
        discussion: """
            Each mode prints its figures as a table. A debug build says so on its first line: \
            `swift run -c release sdl-bench MODE` gives the figures to compare.
            """,
        subcommands: [
            GeneratorCommand.self, ValidateCommand.self, TypedCommand.self, RoundTripCommand.self, FramesCommand.self,
            AppCommand.self, MenuCommand.self, ChoicesCommand.self, CloudCommand.self, CloudServerCommand.self,
            SoakCommand.self, ProtectedCommand.self, DecryptCommand.self, StreamCommand.self,
        ],
        defaultSubcommand: GeneratorCommand.self
    )
}
