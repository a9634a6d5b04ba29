import Foundation
import Logging
import SDLHeadUnit
import SmartDeviceLink

/// `sdl-bench choices`: presenting a 100-cell choice set the first time, the second time, after one
/// cell changed, and after a reconnect — the RPCs this package sends (counted on the in-process
/// emulator) beside what sdl_ios's choice set manager (7.x, one CreateInteractionChoiceSet per cell
/// not loaded, `SDLPreloadPresentChoicesOperation`) sends, and the time from the call to the head
/// unit receiving the PerformInteraction.
struct ChoiceBenchmark {
    /// Timed presentations per case.
    var runs = 20

    @MainActor
    func run() async throws {
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.logger.logLevel = .warning
        configuration.appTimeScaleMaxRequests = 0
        let headUnit = try await SDLHeadUnit.start(configuration)
        var appConfiguration = SDLApplication.Configuration(appName: "Choice Bench", appID: "choice-bench", connection: .tcp(port: headUnit.port))
        appConfiguration.reconnectPolicy = .exponentialBackoff(
            maximumAttempts: 50, initialDelay: .milliseconds(10), multiplier: 1, maximumDelay: .milliseconds(10))
        let root = SDLViewController()
        let application = SDLApplication(configuration: appConfiguration, rootViewController: root, delegate: nil)
        let events = application.events()
        application.start()
        for await event in events where event == .didBecomeActive { break }

        let cells = (1...100).map { SDLChoiceCell("Station \($0)", secondaryText: "\($0) km") }
        var changed = cells
        changed[50] = SDLChoiceCell("Station 51", secondaryText: "closed")
        print("Presenting a 100-cell choice set: RPCs sent (CreateInteractionChoiceSet + PerformInteraction) · sdl_ios 7.x · time to the PerformInteraction (median of \(runs))")
        print("  case                          ours  sdl_ios     median")
        // sdl_ios 7.x: a CreateInteractionChoiceSet for each cell it has not loaded on this
        // connection (its loaded cells are forgotten on a reconnect), then the PerformInteraction.
        var peerLoaded: Set<SDLChoiceCell> = []
        func peer(_ presented: [SDLChoiceCell]) -> Int {
            defer { peerLoaded.formUnion(presented) }
            return presented.filter { !peerLoaded.contains($0) }.count + 1
        }
        let first = try await present(cells, root: root, application: application, headUnit: headUnit)
        print(Self.row("the first time", first.requests, peer(cells), [first.time]))
        var again: [Duration] = []
        var againRequests = 0
        for _ in 0..<runs {
            let measured = try await present(cells, root: root, application: application, headUnit: headUnit)
            again.append(measured.time)
            againRequests = measured.requests
        }
        print(Self.row("the second time", againRequests, peer(cells), again))
        let oneChanged = try await present(changed, root: root, application: application, headUnit: headUnit)
        print(Self.row("one cell changed", oneChanged.requests, peer(changed), [oneChanged.time]))
        try await headUnit.disconnectApp()
        for await event in events where event == .didBecomeActive { break }
        peerLoaded = []
        let reconnected = try await present(cells, root: root, application: application, headUnit: headUnit)
        print(Self.row("after a reconnect", reconnected.requests, peer(cells), [reconnected.time]))
        await application.stop()
        await headUnit.stop()
    }

    static func row(_ name: String, _ ours: Int, _ peer: Int, _ times: [Duration]) -> String {
        "  " + name.padding(toLength: 28, withPad: " ", startingAt: 0)
            + String(format: "%5d  %7d  %8.2f ms", ours, peer, BenchmarkTable.median(times) * 1000)
    }

    /// Presents `cells`, waits until the head unit has the PerformInteraction, closes it; returns
    /// the requests sent for it and the time to the PerformInteraction.
    @MainActor
    private func present(
        _ cells: [SDLChoiceCell], root: SDLViewController, application: SDLApplication, headUnit: SDLHeadUnit
    ) async throws -> (requests: Int, time: Duration) {
        guard let manager = application.choiceSetManager else { throw BenchmarkError("not registered") }
        headUnit.discardEvents()
        let before = manager.requestCount
        let clock = ContinuousClock()
        let start = clock.now
        let interaction = SDLInteractionController(title: "Station", choiceSet: SDLChoiceSet(cells))
        let presentation = Task { try await root.presentOverlayController(interaction) }
        _ = try await headUnit.nextRequest("PerformInteraction")
        let time = clock.now - start
        try await headUnit.dismissOverlay()
        _ = try await presentation.value
        return (manager.requestCount - before + 1, time)
    }
}
