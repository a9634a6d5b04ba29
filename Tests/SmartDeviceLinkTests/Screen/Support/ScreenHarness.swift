import SDLHeadUnit
import SDLRPC
import SDLSession
@testable import SmartDeviceLink
import Testing

/// A screen manager connected the way the application will connect it: a real session,
/// lifecycle, capability and file manager against the emulator over loopback, with the manager's
/// HMI level following the lifecycle's main-window status.
struct ScreenContext: Sendable {
    let headUnit: SDLHeadUnit
    let session: SDLSession
    let manager: SDLScreenManager
    let files: SDLFileManager
    let capabilities: SDLSystemCapabilityManager
    let appID: Int

    /// The next Show the head unit applied, decoded, with the spec defaults Core inserts into soft
    /// buttons (systemAction DEFAULT_ACTION) taken out again so it compares with what was sent.
    func nextShow(timeout: Duration? = nil) async throws -> SDLShow {
        let show = try await headUnit.nextShow(appID: appID, timeout: timeout)
        return try ScreenHarness.decode(show.parameters)
    }

    /// Fails when the head unit applies a Show within `time` (real time).
    func expectNoShow(within time: Duration = .milliseconds(300), sourceLocation: SourceLocation = #_sourceLocation) async {
        do {
            let show = try await headUnit.nextShow(appID: appID, timeout: time)
            Issue.record("unexpected Show: \(show.parameters)", sourceLocation: sourceLocation)
        } catch {}
    }

    /// Waits (bounded, real time) until the manager's level is `level`.
    @MainActor
    func waitForLevel(_ level: SDLHMILevel?) async throws {
        _ = await eventually(timeout: .seconds(30)) { manager.hmiLevel == level }
        try #require(manager.hmiLevel == level)
    }
}

enum ScreenHarness {
    /// Runs `body` with a registered app on an emulator with `profile`, then disconnects.
    static func run(
        profile: SDLDisplayProfile = .media4Line,
        autoActivate: Bool = true,
        rpcVersion: SDLRPCVersion? = nil,
        maximumPayloadSize: Int? = nil,
        _ body: @MainActor @Sendable (ScreenContext) async throws -> Void
    ) async throws {
        try await Emulator.run(profile: profile, { configuration in
            configuration.autoActivate = autoActivate
            if let maximumPayloadSize { configuration.maximumPayloadSize = maximumPayloadSize }
        }) { headUnit in
            let session = try await Emulator.connect(to: headUnit)
            let lifecycle = SDLLifecycleManager(
                configuration: SDLLifecycleConfiguration(appName: "Screen App", appID: "screen-app"), channel: session)
            let capabilities = SDLSystemCapabilityManager(channel: session)
            let files = SDLFileManager(channel: session)
            let statuses = await lifecycle.hmiStatusUpdates()
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try? await lifecycle.run() }
                group.addTask { await capabilities.run() }
                do {
                    let response = try await lifecycle.start()
                    await capabilities.update(from: response)
                    try await files.start()
                    let negotiated = await lifecycle.negotiatedRPCVersion ?? SDLRPCVersion(8, 0, 0)
                    let version = rpcVersion ?? negotiated
                    let app = try await headUnit.nextRegisteredApp()
                    let manager = await SDLScreenManager(
                        channel: session, fileManager: files, systemCapabilityManager: capabilities, rpcVersion: version)
                    group.addTask { await manager.run() }
                    group.addTask {
                        for await change in statuses where change.windowID == SDLHMIStatus.mainWindowID {
                            await MainActor.run { manager.hmiLevel = change.current?.hmiLevel }
                        }
                    }
                    try await body(ScreenContext(
                        headUnit: headUnit, session: session, manager: manager, files: files,
                        capabilities: capabilities, appID: app.id))
                } catch {
                    await session.close()
                    group.cancelAll()
                    throw error
                }
                await session.close()
                try await group.waitForAll()
            }
        }
    }

    /// A Show's parameters as `SDLShow`, soft buttons without Core's inserted default systemAction.
    static func decode(_ parameters: SDLJSONObject) throws -> SDLShow {
        var show = try SDLShow(json: .object(parameters))
        show.softButtons = show.softButtons?.map { button in
            var button = button
            if button.systemAction == .defaultAction { button.systemAction = nil }
            return button
        }
        return show
    }

    /// The capabilities an app registered on `profile` has (as the registration converts them).
    static func capabilities(_ profile: SDLDisplayProfile) throws -> SDLSystemCapabilities {
        let display = try SDLDisplayCapabilities(json: .object(try #require(profile.displayCapabilities)))
        let softButtons = try (profile.capabilities["softButtonCapabilities"]?.arrayValue ?? []).map {
            try SDLSoftButtonCapabilities(json: $0)
        }
        var capabilities = SDLSystemCapabilities()
        capabilities.softButtonCapabilities = softButtons
        capabilities.displays = SDLDisplayCapabilityConverter.displays(
            from: display, buttonCapabilities: nil, softButtonCapabilities: softButtons)
        return capabilities
    }

    /// A small valid PNG (signature plus `count` bytes derived from `seed`), unique per seed.
    static func png(seed: UInt8, count: Int = 64) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
    }
}
