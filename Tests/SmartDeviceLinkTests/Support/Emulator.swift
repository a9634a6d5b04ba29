import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing

/// Starts the real head-unit emulator on a free loopback port with a manual clock.
enum Emulator {
    /// Runs `body` with an emulator on a free port (profile `profile`, manual clock, and whatever
    /// `configure` sets) and stops it afterwards, also when `body` throws. `body` runs in the
    /// caller's isolation (main-actor tests stay on the main actor).
    static func run(
        profile: SDLDisplayProfile = .media4Line,
        isolation: isolated (any Actor)? = #isolation,
        _ configure: (inout SDLHeadUnitConfiguration) -> Void = { _ in },
        _ body: (SDLHeadUnit) async throws -> Void
    ) async throws {
        var configuration = SDLHeadUnitConfiguration()
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        configuration.port = 0
        configuration.clock = SDLManualClock()
        configuration.profile = profile
        configure(&configuration)
        let headUnit = try await SDLHeadUnit.start(configuration)
        do {
            try await body(headUnit)
            await headUnit.stop()
        } catch {
            await headUnit.stop()
            throw error
        }
    }

    /// Connects a real session to `headUnit` over loopback TCP (short close waits, no reconnects),
    /// for tests that drive managers without ``SDLApplication``.
    static func connect(to headUnit: SDLHeadUnit) async throws -> SDLSession {
        try await SDLSession.connect(
            host: "127.0.0.1", port: headUnit.port,
            configuration: SDLSessionConfiguration.forTests(closeTimeout: .seconds(5)))
    }

    /// Runs `body` with an emulator that leaves apps in NONE (no auto-activation).
    static func runInNone(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (SDLHeadUnit) async throws -> Void
    ) async throws {
        try await run({ $0.autoActivate = false }, body)
    }
}
