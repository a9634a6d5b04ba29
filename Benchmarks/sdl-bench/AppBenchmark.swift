import Foundation
import Logging
import SDLHeadUnit
import SmartDeviceLink

/// The app layer against the in-process emulator over loopback TCP:
///
/// 1. RPCs the app sends per screen transition, beside the lowest possible count (one Show, plus an
///    upload for each new artwork and the template change inside that Show).
/// 2. Time from a view change to the head unit's Show response (p50/p99), beside a raw
///    `SDLSession` round trip of the same Show in the same run.
struct AppBenchmark {
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
        RoundTripBenchmark.printTable([
            ("raw SDLSession.send(Show)", raw.samples, raw.total),
            ("raw send(Show), on the main actor", rawOnMain.samples, rawOnMain.total),
            ("application.send(Show) by hand", handSent.samples, handSent.total),
            ("text view change → update()", app.samples, app.total),
            ("raw on main, after the app", rawAfter.samples, rawAfter.total),
        ])
        let ratio = RoundTripBenchmark.quantile(app.samples, 0.5) / max(RoundTripBenchmark.quantile(raw.samples, 0.5), 1e-12)
        print(String(format: "  app layer / raw, median: %.2fx", ratio))
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
    private func rawRoundTrips(port: Int) async throws -> (samples: [Duration], total: Duration) {
        try await rawRoundTrips(port: port, appName: "Raw Bench")
    }

    /// The same from the main actor, where the app layer runs: what a response's wake-up costs there.
    @MainActor
    private func rawRoundTripsOnMainActor(port: Int) async throws -> (samples: [Duration], total: Duration) {
        try await rawRoundTrips(port: port, appName: "Raw Main Bench")
    }

    /// The timed Shows, on the caller's actor (if any).
    private func rawRoundTrips(port: Int, appName: String, isolation: isolated (any Actor)? = #isolation) async throws -> (samples: [Duration], total: Duration) {
        let session = try await BenchSession.registeredInFull(port: port, appName: appName)
        let clock = ContinuousClock()
        for index in 0..<50 { _ = try await session.send(SDLShow(mainField1: "warm \(index)")) }
        var samples: [Duration] = []
        let start = clock.now
        for index in 0..<updates {
            let begin = clock.now
            let answer = try await session.send(SDLShow(mainField1: "update \(index)"))
            samples.append(clock.now - begin)
            guard answer.success else { throw BenchError("raw Show failed: \(answer.resultCode)") }
        }
        let total = clock.now - start
        await session.close()
        return (samples, total)
    }

    struct Transition {
        var name: String
        var sent: Int
        var lowest: Int
        var functions: [String]
    }

    @MainActor
    private func appUpdates(port: Int, log: SDLMessageLogMemory) async throws
        -> ([Transition], (samples: [Duration], total: Duration), (samples: [Duration], total: Duration)) {
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

        let clock = ContinuousClock()
        var samples: [Duration] = []
        let start = clock.now
        for index in 0..<updates {
            let begin = clock.now
            text.fields = ["Bench", "update \(index)"]
            try await screen.update()
            samples.append(clock.now - begin)
        }
        let total = clock.now - start
        // The same app sending Shows by hand: the session and main actor of the app layer, no screen manager.
        var handSent: [Duration] = []
        let handStart = clock.now
        for index in 0..<updates {
            let begin = clock.now
            _ = try await application.send(SDLShow(mainField2: "by hand \(index)"))
            handSent.append(clock.now - begin)
        }
        let handTotal = clock.now - handStart
        await application.stop()
        return (transitions, (samples, total), (handSent, handTotal))
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
