import Foundation

/// `sdl-bench [generator|validate|frames|roundtrip|app] [options]` — run it in release mode:
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
@main
enum SDLBench {
    static let usage = "usage: sdl-bench [generator|validate|typed|frames|roundtrip|app|menu|choices|cloud|soak] [--spec FILE] [--templates DIR] [--runs N] [--messages N] [--write-corpus FILE] [--port P] [--pid PID] [--apps N] [--seconds S] [--cars N,N,…]\n"

    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let benchmark = arguments.first.map { $0.hasPrefix("-") ? "generator" : arguments.removeFirst() } ?? "generator"
        var spec = "spec/MOBILE_API.xml"
        var templates = "Templates"
        var runs: Int?
        var messages = 100_000
        var corpusPath: String?
        var port: Int?
        var pid: Int32?
        var apps = 50
        var seconds = 180
        var cars = [1, 50, 200, 500]
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--spec": spec = iterator.next() ?? spec
            case "--templates": templates = iterator.next() ?? templates
            case "--runs": runs = iterator.next().flatMap(Int.init).map { max($0, 1) }
            case "--messages": messages = iterator.next().flatMap(Int.init).map { max($0, 1) } ?? messages
            case "--write-corpus": corpusPath = iterator.next()
            case "--port": port = iterator.next().flatMap(Int.init)
            case "--pid": pid = iterator.next().flatMap(Int32.init)
            case "--apps": apps = iterator.next().flatMap(Int.init).map { max($0, 1) } ?? apps
            case "--cars":
                cars = (iterator.next() ?? "").split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
                if cars.isEmpty { fail("sdl-bench: --cars needs numbers such as 1,50,200\n" + usage, code: 64) }
            case "--seconds": seconds = iterator.next().flatMap(Int.init).map { max($0, 1) } ?? seconds
            default: fail(usage, code: 64)
            }
        }
        #if DEBUG
        print("warning: this is a debug build; run `swift run -c release sdl-bench` for real figures")
        #endif
        do {
            switch benchmark {
            case "generator":
                try GeneratorBenchmark(specPath: spec, templatesPath: templates, runs: runs ?? 15).run()
            case "roundtrip":
                try await RoundTripBenchmark().run()
            case "app":
                try await AppBenchmark(updates: runs ?? 500).run()
            case "menu":
                try await MenuBenchmark(changes: runs ?? 50).run()
            case "choices":
                try await ChoiceBenchmark(runs: runs ?? 20).run()
            case "cloud":
                try await CloudBenchmark(carCounts: cars, changes: runs ?? 20).run()
            case "cloud-server":
                try await CloudBenchServer(changes: runs ?? 20).run()
            case "soak":
                guard let port else { fail("sdl-bench soak: --port is required\n" + usage, code: 64) }
                try await SoakBenchmark(port: port, pid: pid, apps: apps, seconds: seconds).run()
            case "frames":
                FrameBenchmark(runs: runs ?? 15).run()
            case "typed":
                try TypedBenchmark(specPath: spec, rounds: runs ?? 20).run()
            case "validate":
                let benchmark = ValidationBenchmark(specPath: spec, messages: messages, runs: runs ?? 5)
                if let corpusPath { try benchmark.writeCorpus(to: corpusPath) } else { try benchmark.run() }
            default:
                fail(usage, code: 64)
            }
        } catch {
            fail("sdl-bench: error: \(error)\n", code: 1)
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data(message.utf8))
        exit(code)
    }
}
