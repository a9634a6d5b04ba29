import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The top view controller appears and disappears with the real emulator's HMI levels and drops.
@Suite("View controllers against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ViewControllerEmulatorTests {
    @Test("the root loads only when FULL comes, appears after didBecomeActive, and follows BACKGROUND, LIMITED and NONE")
    func rootFollowsHMILevels() async throws {
        try await Emulator.runInNone { headUnit in
            let log = CallLog()
            let root = RecordingViewController("root", log: log)
            let harness = AppHarness(headUnit: headUnit, root: root, log: log)
            try await harness.startAndConnect()
            #expect(root.isViewLoaded == false)
            #expect(log.take() == ["didConnect"])

            try await headUnit.setHMILevel(.full)
            try await harness.expect([.didFinishLaunching, .didBecomeActive])
            #expect(log.take() == [
                "didFinishLaunching", "didBecomeActive",
                "root.loadView", "root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear",
            ])
            #expect(root.isOnScreen)

            try await headUnit.setHMILevel(.limited)
            try await harness.expect([.didBecomeLimited])
            #expect(log.take() == ["didBecomeLimited"], "LIMITED keeps the controller on screen")

            try await headUnit.setHMILevel(.background)
            try await harness.expect([.didEnterBackground])
            #expect(log.take() == ["didEnterBackground", "root.viewWillDisappear", "root.viewDidDisappear"])

            try await headUnit.setHMILevel(.full)
            try await harness.expect([.didBecomeActive])
            #expect(log.take() == ["didBecomeActive", "root.viewWillAppear", "root.viewDidAppear"])

            try await headUnit.setHMILevel(SDLHMILevel.none)
            try await harness.expect([.didClose])
            #expect(log.take() == ["didClose", "root.viewWillDisappear", "root.viewDidDisappear"])
            #expect(root.isOnScreen == false)
            await harness.stop()
            #expect(log.take() == ["didDisconnect"], "a controller off screen gets no calls on disconnect")
        }
    }

    @Test("a drop makes the top controller disappear; after the reconnect it appears again with FULL")
    func disappearsOnDropAndReappears() async throws {
        try await Emulator.runInNone { headUnit in
            let log = CallLog()
            let root = RecordingViewController("root", log: log)
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect, root: root, log: log)
            try await harness.startAndActivate(headUnit)
            _ = log.take()

            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect, .didConnect])
            #expect(log.take() == ["didDisconnect", "root.viewWillDisappear", "root.viewDidDisappear", "didConnect"])

            try await headUnit.setHMILevel(.full)
            try await harness.expect([.didFinishLaunching, .didBecomeActive])
            #expect(log.take() == ["didFinishLaunching", "didBecomeActive", "root.viewWillAppear", "root.viewDidAppear"])
            await harness.stop()
        }
    }

    @Test("a controller pushed while the app is in NONE loads its view only when the app becomes visible")
    func pushInNoneLoadsLater() async throws {
        try await Emulator.runInNone { headUnit in
            let log = CallLog()
            let root = RecordingViewController("root", log: log)
            let detail = RecordingViewController("detail", log: log)
            let harness = AppHarness(headUnit: headUnit, mode: .stack, root: root, log: log)
            try await harness.startAndConnect()
            _ = log.take()
            try root.showViewController(detail)
            #expect(log.take().isEmpty)
            #expect(detail.isViewLoaded == false)
            #expect(harness.application.viewControllerManager.topViewController === detail)

            try await headUnit.setHMILevel(.full)
            try await harness.expect([.didFinishLaunching, .didBecomeActive])
            #expect(log.take() == [
                "didFinishLaunching", "didBecomeActive",
                "detail.loadView", "detail.viewDidLoad", "detail.viewWillAppear", "detail.viewDidAppear",
            ])
            #expect(root.isViewLoaded == false, "the root under it was never needed")
            #expect(detail.application === harness.application)
            await harness.stop()
        }
    }
}

/// What the application tells each registration's screen, against the real emulator.
@Suite("Screen wiring against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ScreenWiringTests {
    @Test("each registration gets its own screen with the negotiated version; it follows the main window's level and shows the top controller")
    func screenFollowsRegistration() async throws {
        try await Emulator.runInNone { headUnit in
            let log = CallLog()
            let root = RecordingViewController("root", log: log)
            root.template = .predefined(.media)
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect, root: root, log: log)
            let list = harness.recordScreens()
            try await harness.startAndConnect()
            let first = try #require(list.screens.first)
            #expect(first.rpcVersion == SDLRPCVersion(8, 0, 0))
            #expect(log.take() == ["didConnect", "screen1.hmiLevel(NONE)"])

            try await headUnit.setHMILevel(.full)
            try await harness.expect([.didFinishLaunching, .didBecomeActive])
            // The view is handed over before the level that lets the screen send it.
            #expect(log.take() == [
                "didFinishLaunching", "didBecomeActive",
                "root.loadView", "root.viewDidLoad", "root.viewWillAppear", "screen1.present(MEDIA)", "root.viewDidAppear",
                "screen1.hmiLevel(FULL)",
            ])
            #expect(first.views.last.flatMap { $0 } === root.view)

            root.template = .custom("OEM_SPECIAL")
            #expect(log.take() == ["screen1.present(OEM_SPECIAL)"])

            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect, .didConnect])
            #expect(log.take() == [
                "didDisconnect", "root.viewWillDisappear", "root.viewDidDisappear", "screen1.hmiLevel(nil)",
                "didConnect", "screen2.hmiLevel(NONE)",
            ])
            #expect(list.screens.count == 2)

            try await headUnit.setHMILevel(.limited)
            try await harness.expect([.didFinishLaunching, .didBecomeLimited])
            #expect(log.take() == [
                "didFinishLaunching", "didBecomeLimited",
                "root.viewWillAppear", "screen2.present(OEM_SPECIAL)", "root.viewDidAppear", "screen2.hmiLevel(LIMITED)",
            ])
            await harness.stop()
        }
    }
}

extension ScreenWiringTests {
    @Test("an unregistration tells the screen nil once, and the next registration gets a new screen")
    func unregistrationResetsScreenOnce() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            let list = harness.recordScreens()
            try await harness.startAndActivate(headUnit)
            _ = harness.log.take()
            try await headUnit.unregisterApp(reason: "APP_UNAUTHORIZED")
            try await harness.expect([.didDisconnect, .didConnect])
            #expect(harness.log.take() == ["didDisconnect", "screen1.hmiLevel(nil)", "didConnect", "screen2.hmiLevel(NONE)"])
            #expect(list.screens.count == 2)
            await harness.stop()
        }
    }
}
