import SDLHeadUnit
import SDLRPC
import SDLSession
@testable import SmartDeviceLink
import Testing

/// The manager wired by hand to a real session with the emulator, as the application wires it:
/// `registrationStarted(channel:)` before registering, the main window's HMI level from the
/// lifecycle, `registrationEnded()` when the registration is over.
@MainActor
@Suite("Lock screen: against the emulator")
struct LockScreenEmulatorTests {
    static let emulatorWarning = "Swipe down to dismiss, acknowledging that you are not the driver"
    static let emulatorIconURL = "http://i.imgur.com/TgkvOIZ.png"

    /// Runs `body` with a registered app (left in NONE) whose lock-screen manager fetches icons with
    /// a recorder (no network: it answers `[7, 7]` and remembers the URL).
    static func run(
        _ configure: @escaping (inout SDLHeadUnitConfiguration) -> Void = { _ in },
        _ body: @MainActor (SDLHeadUnit, SDLLockScreenManager, AsyncStream<String>) async throws -> Void
    ) async throws {
        try await Emulator.run({ configuration in
            configuration.autoActivate = false
            configure(&configuration)
        }) { headUnit in
            let (urls, urlContinuation) = AsyncStream<String>.makeStream()
            let manager = SDLLockScreenManager { url throws(SDLError) in
                urlContinuation.yield(url)
                return [7, 7]
            }
            let session = try await Emulator.connect(to: headUnit)
            let lifecycle = SDLLifecycleManager(
                configuration: SDLLifecycleConfiguration(appName: "Lock App", appID: "lock-app"), channel: session)
            let statuses = await lifecycle.hmiStatusUpdates()
            manager.registrationStarted(channel: session)
            let lifecycleTask = Task { try? await lifecycle.run() }
            let levels = Task { @MainActor in
                for await change in statuses where change.windowID == SDLHMIStatus.mainWindowID {
                    manager.hmiLevelChanged(change.current?.hmiLevel)
                }
            }
            do {
                _ = try await lifecycle.start()
                try await body(headUnit, manager, urls)
            } catch {
                Issue.record("\(error)")
            }
            await session.close()
            manager.registrationEnded()
            levels.cancel()
            lifecycleTask.cancel()
            #expect(manager.status == .off)
        }
    }

    /// Waits (bounded, real time: 30 s, scaled — a guard against hangs on a loaded machine) until the
    /// manager's status is `expected`.
    static func waitForStatus(
        _ manager: SDLLockScreenManager, _ expected: SDLLockScreenStatus, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = await eventually(timeout: .seconds(30)) { manager.status == expected }
        #expect(manager.status == expected, sourceLocation: sourceLocation)
    }

    @Test("Core's sequence: off in NONE, the icon URL fetched, optional in FULL with DD off, required with DD on, dismissal, BACKGROUND, NONE")
    func coreSequence() async throws {
        try await Self.run { headUnit, manager, urls in
            for await url in urls {
                #expect(url == Self.emulatorIconURL)
                break
            }
            _ = await eventually(timeout: .seconds(30)) { manager.iconData != nil }
            #expect(manager.iconData == [7, 7])
            #expect(manager.status == .off)

            let dismissible = SDLLockScreenStatus(level: .optional, isDismissible: true, lockScreenDismissalWarning: Self.emulatorWarning)
            try await headUnit.activate()
            try await Self.waitForStatus(manager, dismissible)

            try await headUnit.setDriverDistraction(.ddOn)
            var required = dismissible
            required.level = .required
            try await Self.waitForStatus(manager, required)
            #expect(manager.status.showsLockScreen)

            #expect(manager.dismiss())
            required.isDismissed = true
            #expect(manager.status == required)

            try await headUnit.setHMILevel(.background)
            try await Self.waitForStatus(manager, required)   // selected before: still required, still dismissed

            try await headUnit.setHMILevel(.none)
            try await Self.waitForStatus(manager, .off)
        }
    }

    @Test("sdl_ios #2061 against the emulator: DD on, dismissed, DD off, then the policy disables dismissal: the lock screen is back")
    func bug2061() async throws {
        try await Self.run { headUnit, manager, _ in
            try await headUnit.setDriverDistraction(.ddOn)
            try await headUnit.activate()
            let dismissible = SDLLockScreenStatus(level: .required, isDismissible: true, lockScreenDismissalWarning: Self.emulatorWarning)
            try await Self.waitForStatus(manager, dismissible)
            #expect(manager.dismiss())
            try await headUnit.setDriverDistraction(.ddOff)   // the flag comes again (true): still dismissed
            try await Self.waitForStatus(
                manager, SDLLockScreenStatus(level: .optional, isDismissible: true, lockScreenDismissalWarning: Self.emulatorWarning,
                                             isDismissed: true))
            try await headUnit.setLockScreenDismissalEnabled(false)
            try await Self.waitForStatus(manager, .optional)
            try await headUnit.setDriverDistraction(.ddOn)
            try await Self.waitForStatus(manager, .required)
            #expect(manager.status.showsLockScreen)
        }
    }

    @Test("a head unit whose policy disables dismissal: required and not dismissible; dismiss() is refused")
    func dismissalDisabled() async throws {
        try await Self.run({ $0.lockScreenDismissalEnabled = false }) { headUnit, manager, _ in
            try await headUnit.setDriverDistraction(.ddOn)
            try await headUnit.activate()
            try await Self.waitForStatus(manager, .required)
            #expect(!manager.dismiss())
            #expect(manager.status == .required)
        }
    }
}
