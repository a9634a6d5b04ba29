import SDLHeadUnit
@testable import SmartDeviceLink
import Testing

/// The top view controller appears and disappears with the real emulator's HMI levels and drops.
@Suite("View controllers against the emulator", .timeLimit(.minutes(1)))
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
            root.showViewController(detail)
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
