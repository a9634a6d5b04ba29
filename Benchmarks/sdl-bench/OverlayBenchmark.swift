import Foundation
import Logging
import SDLHeadUnit
import SmartDeviceLink

/// Presenting an overlay through the app layer beside a raw session sending the same Alert: time
/// from `present` (or `send`) until the head unit has the request, each in its own in-process
/// emulator, in the same run. The overlay is then dismissed on the head unit and its answer awaited.
struct OverlayBenchmark {
    var presentations = 200

    @MainActor
    func run() async throws -> (raw: [Duration], app: [Duration]) {
        let raw = try await withEmulator { headUnit in try await rawAlerts(headUnit) }
        let app = try await withEmulator { headUnit in try await appAlerts(headUnit) }
        return (raw, app)
    }

    @MainActor
    private func withEmulator(_ body: @MainActor (SDLHeadUnit) async throws -> [Duration]) async throws -> [Duration] {
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.logger.logLevel = .warning
        let headUnit = try await SDLHeadUnit.start(configuration)
        do {
            let samples = try await body(headUnit)
            await headUnit.stop()
            return samples
        } catch {
            await headUnit.stop()
            throw error
        }
    }

    private func alert(_ index: Int) -> SDLAlert {
        SDLAlert(alertText1: "Alert \(index)", duration: 5_000)
    }

    @MainActor
    private func rawAlerts(_ headUnit: SDLHeadUnit) async throws -> [Duration] {
        let session = try await BenchSession.registeredInFull(port: headUnit.port, appName: "Raw Overlay")
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for index in 0..<(presentations + 20) {
            let start = clock.now
            let request = alert(index)
            let answer = Task { try await session.send(request) }
            _ = try await headUnit.nextRequest("Alert")
            if index >= 20 { samples.append(clock.now - start) }
            try await headUnit.dismissOverlay()
            _ = try await answer.value
            headUnit.discardEvents()
        }
        await session.close()
        return samples
    }

    @MainActor
    private func appAlerts(_ headUnit: SDLHeadUnit) async throws -> [Duration] {
        let root = SDLViewController()
        let application = SDLApplication(
            configuration: SDLApplication.Configuration(appName: "App Overlay", appID: "app-overlay", connection: .tcp(port: headUnit.port)),
            rootViewController: root, delegate: nil)
        let events = application.events()
        application.start()
        for await event in events where event == .didBecomeActive { break }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        headUnit.discardEvents()
        for index in 0..<(presentations + 20) {
            let start = clock.now
            let overlay = SDLAlertController(message: "Alert \(index)", duration: .seconds(5))
            let answer = Task { @MainActor in try await root.presentOverlayController(overlay) }
            _ = try await headUnit.nextRequest("Alert")
            if index >= 20 { samples.append(clock.now - start) }
            try await headUnit.dismissOverlay()
            _ = try await answer.value
            headUnit.discardEvents()
        }
        await application.stop()
        return samples
    }
}
