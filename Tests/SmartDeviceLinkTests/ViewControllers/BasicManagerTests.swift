@testable import SmartDeviceLink
import Testing

/// The basic mode: one controller, replaced.
@Suite("View controller manager in basic mode")
@MainActor
struct BasicManagerTests {
    @Test("showViewController replaces the controller with the replace order of calls")
    func showReplaces() throws {
        let fixture = ManagerFixture(mode: .basic, visible: true)
        let next = fixture.controller("next")
        try fixture.root.showViewController(next)
        #expect(fixture.log.take() == [
            "root.viewWillDisappear", "next.loadView", "next.viewDidLoad", "next.viewWillAppear",
            "present(nil)", "root.viewDidDisappear", "next.viewDidAppear",
        ])
        #expect(fixture.manager.viewControllers.count == 1)
        #expect(fixture.manager.rootViewController === next)
        #expect(fixture.root.viewControllerManager == nil)
    }

    @Test("push replaces too; the manager never holds more than one controller")
    func pushReplaces() {
        let fixture = ManagerFixture(mode: .basic, visible: true)
        let next = fixture.controller("next")
        #expect(fixture.manager.push(next))
        #expect(fixture.manager.viewControllers.count == 1)
        #expect(fixture.manager.topViewController === next)
        _ = fixture.log.take()
        #expect(fixture.manager.setViewControllers([fixture.controller("a"), fixture.controller("b")]))
        #expect(fixture.manager.viewControllers.count == 1)
        #expect((fixture.manager.topViewController as? RecordingViewController)?.name == "b")
    }

    @Test("pop and popToRoot are refused in basic mode, without calls")
    func popRefused() {
        let fixture = ManagerFixture(mode: .basic, visible: true)
        fixture.manager.push(fixture.controller("next"))
        _ = fixture.log.take()
        #expect(fixture.manager.pop() == nil)
        #expect(fixture.manager.popToRoot().isEmpty)
        #expect(fixture.log.take().isEmpty)
    }

    @Test("replacing while not visible makes no calls and does not load the new view")
    func replaceOffScreen() throws {
        let fixture = ManagerFixture(mode: .basic, visible: false)
        let next = fixture.controller("next")
        try fixture.root.showViewController(next)
        #expect(fixture.log.take().isEmpty)
        #expect(next.isViewLoaded == false)
    }
}
