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
        /// Voluntary context switches of all the process's threads during the loop.
        var contextSwitches = 0

        /// Runs `body` for each of `count` indices, timing each call.
        static func measure(_ count: Int, isolation: isolated (any Actor)? = #isolation, _ body: (Int) async throws -> Void) async rethrows -> Timed {
            let clock = ContinuousClock()
            var samples: [Duration] = []
            samples.reserveCapacity(count)
            let usageStart = ProcessProbe.ownUsage()
            let start = clock.now
            for index in 0..<count {
                let begin = clock.now
                try await body(index)
                samples.append(clock.now - begin)
            }
            let usageEnd = ProcessProbe.ownUsage()
            return Timed(
                samples: samples, total: clock.now - start, cpu: usageEnd.cpuSeconds - usageStart.cpuSeconds,
                contextSwitches: usageEnd.contextSwitches - usageStart.contextSwitches)
        }

        /// Adds another block's round trips.
        mutating func append(_ other: Timed) {
            samples += other.samples
            total += other.total
            cpu += other.cpu
            contextSwitches += other.contextSwitches
        }

        /// CPU microseconds per round trip.
        var cpuPerTrip: Double { cpu * 1_000_000 / Double(max(samples.count, 1)) }

        /// Voluntary context switches per round trip.
        var switchesPerTrip: Double { Double(contextSwitches) / Double(max(samples.count, 1)) }
    }

    /// Timed updates in each latency row.
    var updates = 500
    /// Round trips each row times in a turn: the rows take turns block by block, so a slow spell of
    /// the machine falls on all of them, not on whichever row ran then.
    var blockSize = 50

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

        let (transitions, application, text) = try await appTransitions(port: headUnit.port, log: log)
        // The raw sessions are registered beside the app (in BACKGROUND, where Show is allowed), so
        // all rows share one emulator, one run and the same moments.
        let raw = try await BenchSession.registeredInBackground(on: headUnit, appName: "Raw Bench")
        let rawMain = try await BenchSession.registeredInBackground(on: headUnit, appName: "Raw Main Bench")
        guard let screen = application.screenManager else { throw BenchmarkError("no screen manager after activation") }
        for index in 0..<50 {
            _ = try await raw.send(SDLShow(mainField1: "warm \(index)"))
            _ = try await rawMain.send(SDLShow(mainField1: "warm \(index)"))
            _ = try await application.send(SDLShow(mainField2: "warm \(index)"))
            text.fields = ["Bench", "warm \(index)"]
            try await screen.update()
        }

        var rows = [
            Row(name: "raw SDLSession.send(Show)") { try await Self.rawShows(raw, from: $0, count: $1) },
            Row(name: "raw send(Show), on the main actor") { @MainActor in
                try await Self.rawShows(rawMain, from: $0, count: $1, isolation: MainActor.shared)
            },
            Row(name: "application.send(Show) by hand") { @MainActor start, count in
                try await Timed.measure(count) { _ = try await application.send(SDLShow(mainField2: "by hand \(start + $0)")) }
            },
            Row(name: "text view change → update()") { @MainActor start, count in
                try await Timed.measure(count) {
                    text.fields = ["Bench", "update \(start + $0)"]
                    try await screen.update()
                }
            },
        ]
        var done = 0
        while done < updates {
            let count = min(blockSize, updates - done)
            for index in rows.indices { rows[index].timed.append(try await rows[index].measure(done, count)) }
            done += count
        }
        await application.stop()
        await raw.close()
        await rawMain.close()
        await headUnit.stop()

        print("RPCs the app sends per screen transition (beside the lowest possible count):")
        let width = transitions.map(\.name.count).max() ?? 0
        print("  " + "transition".padding(toLength: width, withPad: " ", startingAt: 0) + "  sent  lowest  requests")
        for row in transitions {
            print("  \(row.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(String(format: "%4d", row.sent))  \(String(format: "%6d", row.lowest))  \(row.functions.joined(separator: ", "))")
        }
        print("View change → Show response over loopback (\(updates) each, same emulator, rows taking turns \(blockSize) at a time):")
        RoundTripBenchmark.printTable(rows.map { ($0.name, $0.timed.samples, $0.timed.total) })
        let (rawTimed, rawMainTimed, appTimed) = (rows[0].timed, rows[1].timed, rows[3].timed)
        func median(_ timed: Timed) -> Double { max(RoundTripBenchmark.quantile(timed.samples, 0.5), 1e-12) }
        print(String(format: "  app layer / raw, median: %.2fx", median(appTimed) / median(rawTimed)))
        print(String(format: "  app layer / raw on the main actor (where the app layer runs), median: %.2fx", median(appTimed) / median(rawMainTimed)))
        print("CPU time and threads put to sleep (voluntary context switches) per round trip, whole process (app, emulator, loopback):")
        let nameWidth = rows.map(\.name.count).max() ?? 0
        for row in rows {
            print("  \(row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  " + String(format: "%6.1f µs  %5.2f switches", row.timed.cpuPerTrip, row.timed.switchesPerTrip))
        }
        print(String(format: "  app layer / raw, CPU: %.2fx; / raw on the main actor: %.2fx",
                     appTimed.cpuPerTrip / max(rawTimed.cpuPerTrip, 1e-12), appTimed.cpuPerTrip / max(rawMainTimed.cpuPerTrip, 1e-12)))

        let overlays = try await OverlayBenchmark(presentations: min(updates, 200)).run()
        print("Overlay: present → the head unit has the Alert request (each in its own emulator, same run):")
        RoundTripBenchmark.printTable([
            ("raw SDLSession.send(Alert)", overlays.raw, overlays.raw.reduce(.zero, +)),
            ("presentOverlayController(alert)", overlays.app, overlays.app.reduce(.zero, +)),
        ])
        let overlayRatio = RoundTripBenchmark.quantile(overlays.app, 0.5) / max(RoundTripBenchmark.quantile(overlays.raw, 0.5), 1e-12)
        print(String(format: "  app layer / raw, median: %.2fx", overlayRatio))
    }

    /// One row of the latency table: how it times a block (first index, count) and what it measured so far.
    struct Row {
        var name: String
        var measure: (Int, Int) async throws -> Timed
        var timed = Timed(samples: [], total: .zero, cpu: 0)
    }

    /// `count` raw Show round trips through `session`, the whole loop on the caller's actor (none:
    /// the global executor, with no hop per round trip).
    private static func rawShows(_ session: SDLSession, from start: Int, count: Int, isolation: isolated (any Actor)? = nil) async throws -> Timed {
        try await Timed.measure(count) { index in
            // Captured, so the closure runs on that actor too (SE-0420); otherwise it would be
            // nonisolated and each round trip would hop to the global executor and back.
            if isolation != nil { MainActor.preconditionIsolated("the raw row on the main actor left it") }
            let answer = try await session.send(SDLShow(mainField1: "update \(start + index)"))
            guard answer.success else { throw BenchmarkError("raw Show failed: \(answer.resultCode)") }
        }
    }

    struct Transition {
        var name: String
        var sent: Int
        var lowest: Int
        var functions: [String]
    }

    @MainActor
    private func appTransitions(port: Int, log: SDLMessageLogMemory) async throws -> ([Transition], SDLApplication, SDLTextView) {
        let text = SDLTextView(fields: ["Bench", "root"])
        let root = BenchViewController(subviews: [text, SDLButtonView("A")])
        let application = SDLApplication(
            configuration: SDLApplication.Configuration(appName: "App Bench", appID: "app-bench", connection: .tcp(port: port),
                                                        viewControllerManagerMode: .stack),
            rootViewController: root, delegate: nil)
        let events = application.events()
        application.start()
        for await event in events where event == .didBecomeActive { break }
        guard let screen = application.screenManager else { throw BenchmarkError("no screen manager after activation") }
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

        return (transitions, application, text)
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

/// Raw sessions for the baselines.
enum BenchSession {
    /// A raw session registered as `appName` on the emulator at `port`, once the app is in FULL.
    static func registeredInFull(port: Int, appName: String) async throws -> SDLSession {
        try await registered(port: port, appName: appName, reaching: .full) {}
    }

    /// A raw session registered as `appName` beside an app in FULL, once the emulator has put it in
    /// BACKGROUND (as the user would by leaving it).
    static func registeredInBackground(on headUnit: SDLHeadUnit, appName: String) async throws -> SDLSession {
        try await registered(port: headUnit.port, appName: appName, reaching: .background) {
            guard let app = try await headUnit.apps().first(where: { $0.appName == appName }) else {
                throw BenchmarkError("\(appName) is not among the emulator's apps after registering")
            }
            try await headUnit.setHMILevel(.background, app: app.id)
        }
    }

    /// A raw session registered as `appName`, once `afterRegistering` has run and the app reached `level`.
    private static func registered(
        port: Int, appName: String, reaching level: SDLHMILevel, afterRegistering: () async throws -> Void
    ) async throws -> SDLSession {
        let session = try await SDLSession.connect(host: "127.0.0.1", port: port)
        let statuses = session.notifications(of: SDLOnHMIStatus.self)
        let response = try await session.send(SDLRegisterAppInterface(
            syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0),
            appName: appName, isMediaApplication: false, languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs,
            appID: appName.lowercased().replacingOccurrences(of: " ", with: "-")))
        guard response.success else { throw BenchmarkError("\(appName): registration failed: \(response.resultCode)") }
        try await afterRegistering()
        for await status in statuses where status.hmiLevel == level { break }
        return session
    }
}
