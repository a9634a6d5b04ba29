import Foundation
import Logging
import SDLHeadUnit
import SmartDeviceLink

/// The app layer against the in-process emulator over loopback TCP:
///
/// 1. RPCs the app sends per screen transition, beside the lowest possible count (one Show, plus an
///    upload for each new artwork and the template change inside that Show).
/// 2. Time from a view change to the head unit's Show response (p50/p99), beside a raw
///    `SDLSession` round trip of the same Show in the same run, and the process's CPU time per
///    round trip (app, emulator and loopback together): steadier than latency on a busy machine,
///    since another process's turn on a core does not count.
struct AppBenchmark {
    /// One timed loop: each round trip's latency, the loop's wall-clock time and its CPU seconds.
    struct Timed {
        var samples: [Duration]
        var total: Duration
        var cpu: Double

        /// Runs `body` for each of `count` indices, timing each call.
        static func measure(_ count: Int, isolation: isolated (any Actor)? = #isolation, _ body: (Int) async throws -> Void) async rethrows -> Timed {
            let clock = ContinuousClock()
            var samples: [Duration] = []
            samples.reserveCapacity(count)
            let cpuStart = ProcessProbe.ownCPUSeconds()
            let start = clock.now
            for index in 0..<count {
                let begin = clock.now
                try await body(index)
                samples.append(clock.now - begin)
            }
            return Timed(samples: samples, total: clock.now - start, cpu: ProcessProbe.ownCPUSeconds() - cpuStart)
        }

        /// CPU microseconds per round trip.
        var cpuPerTrip: Double { cpu * 1_000_000 / Double(max(samples.count, 1)) }
    }

    /// Timed updates in each latency run.
    var updates = 500

    @MainActor
    func run() async throws {
        let log = SDLMessageLogMemory()
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.messageLog = log
        configuration.recordsEvents = false
        configuration.logger.logLevel = .warning
        // Core's flood limit (1000 requests per time scale, then TOO_MANY_REQUESTS) would end a
        // long run (`--runs 2000`); this measures latency, not that limit.
        configuration.appTimeScaleMaxRequests = 0
        let headUnit = try await SDLHeadUnit.start(configuration)

        let raw = try await rawRoundTrips(port: headUnit.port)
        let rawOnMain = try await rawRoundTripsOnMainActor(port: headUnit.port)
        let (transitions, app, handSent) = try await appUpdates(port: headUnit.port, log: log)
        let rawAfter = try await rawRoundTripsOnMainActor(port: headUnit.port)

        print("RPCs the app sends per screen transition (beside the lowest possible count):")
        let width = transitions.map(\.name.count).max() ?? 0
        print("  " + "transition".padding(toLength: width, withPad: " ", startingAt: 0) + "  sent  lowest  requests")
        for row in transitions {
            print("  \(row.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(String(format: "%4d", row.sent))  \(String(format: "%6d", row.lowest))  \(row.functions.joined(separator: ", "))")
        }
        print("View change → Show response over loopback (\(updates) updates each, same emulator, same run):")
        let rows = [
            ("raw SDLSession.send(Show)", raw), ("raw send(Show), on the main actor", rawOnMain),
            ("application.send(Show) by hand", handSent), ("text view change → update()", app),
            ("raw on main, after the app", rawAfter),
        ]
        RoundTripBenchmark.printTable(rows.map { ($0.0, $0.1.samples, $0.1.total) })
        let ratio = RoundTripBenchmark.quantile(app.samples, 0.5) / max(RoundTripBenchmark.quantile(raw.samples, 0.5), 1e-12)
        print(String(format: "  app layer / raw, median: %.2fx", ratio))
        print("CPU time of the whole process per round trip (user + system; app, emulator and loopback):")
        let nameWidth = rows.map(\.0.count).max() ?? 0
        for (name, timed) in rows {
            print("  \(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  " + String(format: "%6.1f µs", timed.cpuPerTrip))
        }
        print(String(format: "  app layer / raw, CPU: %.2fx", app.cpuPerTrip / max(raw.cpuPerTrip, 1e-12)))
        await headUnit.stop()

        let overlays = try await OverlayBenchmark(presentations: min(updates, 200)).run()
        print("Overlay: present → the head unit has the Alert request (each in its own emulator, same run):")
        RoundTripBenchmark.printTable([
            ("raw SDLSession.send(Alert)", overlays.raw, overlays.raw.reduce(.zero, +)),
            ("presentOverlayController(alert)", overlays.app, overlays.app.reduce(.zero, +)),
        ])
        let overlayRatio = RoundTripBenchmark.quantile(overlays.app, 0.5) / max(RoundTripBenchmark.quantile(overlays.raw, 0.5), 1e-12)
        print(String(format: "  app layer / raw, median: %.2fx", overlayRatio))
    }

    /// A registered raw session sending the same kind of Show the app sends, from a task on the
    /// global executor.
    private func rawRoundTrips(port: Int) async throws -> Timed {
        try await rawRoundTrips(port: port, appName: "Raw Bench")
    }

    /// The same from the main actor, where the app layer runs: what a response's wake-up costs there.
    @MainActor
    private func rawRoundTripsOnMainActor(port: Int) async throws -> Timed {
        try await rawRoundTrips(port: port, appName: "Raw Main Bench")
    }

    /// The timed Shows, on the caller's actor (if any).
    private func rawRoundTrips(port: Int, appName: String, isolation: isolated (any Actor)? = #isolation) async throws -> Timed {
        let session = try await BenchSession.registeredInFull(port: port, appName: appName)
        for index in 0..<50 { _ = try await session.send(SDLShow(mainField1: "warm \(index)")) }
        let timed = try await Timed.measure(updates) { index in
            let answer = try await session.send(SDLShow(mainField1: "update \(index)"))
            guard answer.success else { throw BenchError("raw Show failed: \(answer.resultCode)") }
        }
        await session.close()
        return timed
    }

    struct Transition {
        var name: String
        var sent: Int
        var lowest: Int
        var functions: [String]
    }

    @MainActor
    private func appUpdates(port: Int, log: SDLMessageLogMemory) async throws -> ([Transition], Timed, Timed) {
        let text = SDLTextView(fields: ["Bench", "root"])
        let root = BenchViewController(subviews: [text, SDLButtonView("A")])
        let application = SDLApplication(
            configuration: SDLApplication.Configuration(appName: "App Bench", appID: "app-bench", connection: .tcp(port: port),
                                                        viewControllerManagerMode: .stack),
            rootViewController: root, delegate: nil)
        let events = application.events()
        application.start()
        for await event in events where event == .didBecomeActive { break }
        guard let screen = application.screenManager else { throw BenchError("no screen manager after activation") }
        try await screen.update()

        var transitions: [Transition] = []
        func measure(_ name: String, lowest: Int, _ change: () throws -> Void) async throws {
            let mark = log.entries.count
            try change()
            try await screen.update()
            let requests = log.entries[mark...].filter { $0["direction"]?.stringValue == "in" && $0["type"]?.stringValue == "request" }
            transitions.append(Transition(name: name, sent: requests.count, lowest: lowest,
                                          functions: requests.compactMap { $0["function"]?.stringValue }))
        }
        let artwork = ExampleBenchArtwork.png
        try await measure("one text field changes", lowest: 1) { text.fields = ["Bench", "changed"] }
        try await measure("push: new template, text, new artwork, buttons", lowest: 2) {
            try root.showViewController(BenchViewController(subviews: [
                SDLTextView(fields: [SDLText("Detail")]), SDLImageView(artwork: artwork),
                SDLButtonView("B"),
            ], layout: .textWithGraphic))
        }
        try await measure("pop: back to the root's template and view", lowest: 1) {
            _ = application.viewControllerManager.pop()
        }
        try await measure("push again: artwork already on the head unit", lowest: 1) {
            try root.showViewController(BenchViewController(subviews: [SDLTextView(fields: [SDLText("Detail")]), SDLImageView(artwork: artwork)],
                                                        layout: .textWithGraphic))
        }
        _ = application.viewControllerManager.pop()
        try await screen.update()

        let viewChanges = try await Timed.measure(updates) { index in
            text.fields = ["Bench", "update \(index)"]
            try await screen.update()
        }
        // The same app sending Shows by hand: the session and main actor of the app layer, no screen manager.
        let handSent = try await Timed.measure(updates) { index in
            _ = try await application.send(SDLShow(mainField2: "by hand \(index)"))
        }
        await application.stop()
        return (transitions, viewChanges, handSent)
    }
}

/// A view controller made of given subviews and a layout.
@MainActor
final class BenchViewController: SDLViewController {
    private let initialSubviews: [SDLView]

    init(subviews: [SDLView], layout: SDLPredefinedLayout = .nonMedia) {
        initialSubviews = subviews
        super.init()
        self.template = .predefined(layout)
    }

    override func viewDidLoad() {
        view.subviews = initialSubviews
    }
}

/// A tiny PNG (the 8-byte signature plus an IHDR-sized body is enough for the head unit to store it).
enum ExampleBenchArtwork {
    static let png: SDLArtwork? = try? SDLArtwork(
        imageData: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0x42, count: 2_048), name: "bench-art")
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Raw sessions for the baselines.
enum BenchSession {
    /// A raw session registered as `appName` on the emulator at `port`, once the app is in FULL.
    static func registeredInFull(port: Int, appName: String) async throws -> SDLSession {
        let session = try await SDLSession.connect(host: "127.0.0.1", port: port)
        let statuses = session.notifications(of: SDLOnHMIStatus.self)
        let response = try await session.send(SDLRegisterAppInterface(
            syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0),
            appName: appName, isMediaApplication: false, languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs,
            appID: appName.lowercased().replacingOccurrences(of: " ", with: "-")))
        guard response.success else { throw BenchError("\(appName): registration failed: \(response.resultCode)") }
        for await status in statuses where status.hmiLevel == .full { break }
        return session
    }
}
