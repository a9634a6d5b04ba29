import Foundation
import SDLHeadUnit
import SDLRPC
import SDLSession
import SDLTestSupport
import SmartDeviceLink

/// The emulator's navigation profile on a free loopback port, with a registered NAVIGATION app
/// whose video stream manager runs.
enum NavigationEmulator {
    struct Timeout: Error, CustomStringConvertible {
        var what: String
        var description: String { "timed out: \(what)" }
    }

    /// Runs `body` with a navigation-profile emulator (manual clock, recording into `recordDirectory`)
    /// and stops it afterwards, also when `body` throws.
    static func run(recordDirectory: String? = nil, _ body: (SDLHeadUnit) async throws -> Void) async throws {
        var configuration = SDLHeadUnitConfiguration()
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        configuration.port = 0
        configuration.clock = SDLManualClock()
        configuration.profile = .navigation
        configuration.videoRecordDirectory = recordDirectory
        let headUnit = try await SDLHeadUnit.start(configuration)
        do {
            try await body(headUnit)
            await headUnit.stop()
        } catch {
            await headUnit.stop()
            throw error
        }
    }

    /// A session to `headUnit` and a running manager for a NAVIGATION app, registered after the
    /// manager subscribed to its events; the manager streams through `channel(session)` (the
    /// session itself by default).
    static func app(
        on headUnit: SDLHeadUnit, configuration: SDLVideoStreamConfiguration,
        channel: (SDLSession) -> any SDLVideoStreamChannel = { $0 }
    ) async throws -> (session: SDLSession, manager: SDLVideoStreamManager, events: AsyncStream<SDLVideoStreamEvent>, running: Task<Void, Never>) {
        let session = try await SDLSession.connect(
            host: "127.0.0.1", port: headUnit.port, configuration: .forTests(closeTimeout: .seconds(5)))
        let manager = SDLVideoStreamManager(channel: channel(session), appTypes: [.navigation], configuration: configuration)
        let events = await manager.events()
        let running = Task { await manager.run() }
        _ = try await session.send(SDLRegisterAppInterface(
            syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0),
            appName: "Encoder", isMediaApplication: false, languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs,
            appHMIType: [.navigation], appID: "encoder-1"))
        return (session, manager, events, running)
    }

    /// Polls `condition` until it holds; throws ``Timeout`` after `limit` (scaled by `SDL_TEST_TIME_SCALE`).
    static func poll(_ what: String, limit: Duration = .seconds(20), _ condition: @Sendable () async throws -> Bool) async throws {
        let deadline = ContinuousClock.now + TestTime.scaled(limit)
        while !(try await condition()) {
            guard ContinuousClock.now < deadline else { throw Timeout(what: what) }
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}
