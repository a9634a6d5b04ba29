import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing

/// The screen tests' emulator: a free loopback port with a manual clock, and real sessions
/// connected to it (the screen manager is driven without SDLApplication).
enum ScreenEmulator {
    /// Runs `body` with an emulator on a free port (profile `profile`, manual clock) and stops it
    /// afterwards, also when `body` throws.
    static func run(
        profile: SDLDisplayProfile = .media4Line,
        _ configure: (inout SDLHeadUnitConfiguration) -> Void = { _ in },
        _ body: (SDLHeadUnit, SDLManualClock) async throws -> Void
    ) async throws {
        let clock = SDLManualClock()
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.clock = clock
        configuration.profile = profile
        configure(&configuration)
        try await SDLHeadUnit.withRunning(configuration) { headUnit in
            try await body(headUnit, clock)
        }
    }

    /// A session configuration for tests: short close waits, no reconnects.
    static var sessionConfiguration: SDLSessionConfiguration {
        SDLSessionConfiguration(connectTimeout: .seconds(10), closeTimeout: .seconds(5))
    }

    /// Connects a real session to `headUnit` over loopback TCP.
    static func connect(to headUnit: SDLHeadUnit) async throws -> SDLSession {
        try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: sessionConfiguration)
    }
}
