import Foundation
import Logging
import SDLSession
import SmartDeviceLink

/// `sdl-bench cloud-server --runs K`: the server process of `sdl-bench cloud` (a process of its own,
/// so its memory and CPU time are the server's alone). An ``SDLCloudAppServer`` on a free port gives
/// each car an application that shows its first screen, then changes its text `K` times (each
/// change timed from the view change to the Show response) and uploads one file.
///
/// It prints `ready PORT`, then obeys lines on standard input:
/// - `report N`: once N applications finished their loops, prints
///   `report finished F failures X samples S p50 SECONDS p99 SECONDS` and starts counting afresh;
/// - `count`: prints `count C alive A`, the cars connected now and the applications not yet freed;
/// - `trim`: gives the C allocator's free memory back to the system (`malloc_trim`), prints `trimmed`;
/// - `tcp PORT`: one more application of the same kind that dials an emulator over TCP instead;
/// - `stop-tcp`: stops that application;
/// - `quit` (or the end of input): stops the server and exits.
@MainActor
final class CloudBenchServer {
    /// Text changes per application after its first screen.
    let changes: Int
    private var samples: [Duration] = []
    private var finished = 0
    private var failures: [String] = []
    private var tcpApplication: SDLApplication?
    /// Every application made, weakly: those still alive after their car left are leaks.
    private var made: [WeakApplication] = []

    init(changes: Int) {
        self.changes = changes
    }

    func run() async throws {
        var session = SDLSessionConfiguration()
        session.logger.logLevel = .error
        let server = try await SDLCloudAppServer.start(port: 0, session: session) { [unowned self] car in
            self.makeApplication(connection: nil, name: "car \(car.id)")
        }
        CloudBenchLines.write("ready \(server.port)")
        for await line in CloudBenchLines.standardInput() {
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case "report":
                await report(after: words.dropFirst().first.flatMap(Int.init) ?? 1)
            case "count":
                made.removeAll { $0.application == nil }
                CloudBenchLines.write("count \(server.carCount) alive \(made.count)")
            case "trim":
                // What the C allocator keeps for reuse, given back, so what stays is what is in use.
                _ = glibcMallocTrim(0)
                CloudBenchLines.write("trimmed")
            case "tcp":
                guard let port = words.dropFirst().first.flatMap(Int.init) else { continue }
                let application = makeApplication(connection: .tcp(port: port), name: "tcp car")
                tcpApplication = application
                application.start()
            case "stop-tcp":
                await tcpApplication?.stop()
                tcpApplication = nil
            case "quit":
                await server.stop()
                return
            default:
                CloudBenchLines.write("error unknown command \(line)")
            }
        }
        await server.stop()
    }

    /// One car's application: a text, a button, and a task that runs the loop once it is active;
    /// `connection` `nil` for a cloud car (the server puts its connection in).
    private func makeApplication(connection: SDLConnection?, name: String) -> SDLApplication {
        let text = SDLTextView(fields: ["Cloud bench", SDLText(name)])
        let root = BenchViewController(subviews: [text, SDLButtonView("A")])
        var configuration = SDLApplication.Configuration(appName: "Cloud Bench", appID: "cloud-bench")
        if let connection { configuration.connection = connection }
        configuration.reconnectPolicy = .never
        configuration.session.logger.logLevel = .error
        let application = SDLApplication(configuration: configuration, rootViewController: root, delegate: nil)
        made.append(WeakApplication(application: application))
        let events = application.events()
        Task { await self.loop(application, text: text, name: name, events: events) }
        return application
    }

    private func loop(_ application: SDLApplication, text: SDLTextView, name: String, events: AsyncStream<SDLApplicationEvent>) async {
        for await event in events where event == .didBecomeActive { break }
        do {
            guard let screen = application.screenManager, let files = application.fileManager else {
                throw BenchmarkError("\(name): active without a screen or file manager")
            }
            try await screen.update()
            let clock = ContinuousClock()
            for index in 0..<changes {
                let begin = clock.now
                text.fields = ["Cloud bench", SDLText("\(name): change \(index)")]
                try await screen.update()
                samples.append(clock.now - begin)
            }
            _ = try await files.upload(SDLFile(name: "bench-upload.bin", data: Self.uploadData, overwrite: true))
        } catch {
            failures.append("\(name): \(error)")
        }
        finished += 1
    }

    private func report(after count: Int) async {
        while finished < count {
            try? await Task.sleep(for: .milliseconds(20))
        }
        let p50 = RoundTripBenchmark.quantile(samples, 0.5)
        let p99 = RoundTripBenchmark.quantile(samples, 0.99)
        CloudBenchLines.write("report finished \(finished) failures \(failures.count) samples \(samples.count) p50 \(p50) p99 \(p99)")
        for failure in failures.prefix(5) { CloudBenchLines.write("failure \(failure)") }
        samples.removeAll()
        failures.removeAll()
        finished = 0
    }

    /// The file each application uploads: 16 KiB, one PutFile.
    static let uploadData = [UInt8](repeating: 0x5A, count: 16 * 1024)
}

/// An application held weakly.
@MainActor
struct WeakApplication {
    weak var application: SDLApplication?
}

/// glibc's `malloc_trim` (declared in `malloc.h`, which the Glibc module does not export).
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
