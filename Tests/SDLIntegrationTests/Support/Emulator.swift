import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing

/// Starts the real head-unit emulator on a free loopback port with a manual clock, and connects
/// real sessions to it.
enum Emulator {
    /// The three built-in display profiles.
    static let profiles: [SDLDisplayProfile] = [.media4Line, .generic2Line, .basic1Line]

    /// Runs `body` with an emulator on a free port (profile `profile`, manual clock) and stops it
    /// afterwards, also when `body` throws.
    static func run(
        profile: SDLDisplayProfile = .media4Line,
        _ configure: (inout SDLHeadUnitConfiguration) -> Void = { _ in },
        _ body: (SDLHeadUnit, SDLManualClock) async throws -> Void
    ) async throws {
        let clock = SDLManualClock()
        var configuration = SDLHeadUnitConfiguration()
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
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
        SDLSessionConfiguration.forTests(closeTimeout: .seconds(5))
    }

    /// Connects a real session to `headUnit` over loopback TCP.
    static func connect(to headUnit: SDLHeadUnit) async throws -> SDLSession {
        try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: sessionConfiguration)
    }

    /// Connects a session, runs `body` with it and closes it afterwards, also when `body` throws.
    static func withSession<Result: Sendable>(
        to headUnit: SDLHeadUnit, _ body: (SDLSession) async throws -> Result
    ) async throws -> Result {
        let session = try await connect(to: headUnit)
        do {
            let result = try await body(session)
            await session.close()
            return result
        } catch {
            await session.close()
            throw error
        }
    }

    /// A RegisterAppInterface for RPC 8.0.0 in EN-US.
    static func registration(appName: String = "Integration App", isMedia: Bool = false) -> SDLRegisterAppInterface {
        SDLRegisterAppInterface(
            syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0),
            appName: appName, isMediaApplication: isMedia,
            languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs,
            appID: appName.lowercased().split(separator: " ").joined(separator: "-"))
    }

    /// Sends the registration and requires it to succeed.
    @discardableResult
    static func register(_ session: SDLSession, appName: String = "Integration App") async throws -> SDLRegisterAppInterfaceResponse {
        let response = try await session.send(registration(appName: appName))
        try #require(response.success, "RegisterAppInterface failed: \(response.resultCode) \(response.info ?? "")")
        return response
    }
}
