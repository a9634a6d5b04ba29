@testable import SmartDeviceLink
import Testing

/// The stack mode: push, pop, popToRoot and replace, with their lifecycle calls in order.
@Suite("View controller manager in stack mode")
@MainActor
struct StackManagerTests {
    @Test("push on screen: old willDisappear, new loads, new willAppear, present, old didDisappear, new didAppear")
    func pushOnScreen() {
        let fixture = ManagerFixture(mode: .stack, visible: true)
        let detail = fixture.controller("detail")
        #expect(fixture.manager.push(detail))
        #expect(fixture.log.take() == [
            "root.viewWillDisappear", "detail.loadView", "detail.viewDidLoad", "detail.viewWillAppear",
            "present(nil)", "root.viewDidDisappear", "detail.viewDidAppear",
        ])
        #expect(fixture.manager.viewControllers.count == 2)
        #expect(fixture.manager.topViewController === detail)
        #expect(fixture.manager.rootViewController === fixture.root)
        #expect(fixture.presenter.views.last.flatMap { $0 } === detail.view)
        #expect(detail.viewControllerManager === fixture.manager)
    }

    @Test("pop on screen: top willDisappear, underlying willAppear, present, top didDisappear, underlying didAppear")
    func popOnScreen() {
        let fixture = ManagerFixture(mode: .stack, visible: true)
        let detail = fixture.controller("detail")
        fixture.manager.push(detail)
        _ = fixture.log.take()
        let popped = fixture.manager.pop()
        #expect(popped === detail)
        #expect(fixture.log.take() == [
            "detail.viewWillDisappear", "root.viewWillAppear", "present(nil)", "detail.viewDidDisappear", "root.viewDidAppear",
        ])
        #expect(fixture.manager.viewControllers.count == 1)
        #expect(detail.viewControllerManager == nil)
    }

    @Test("popping the root is refused: nil, nothing changes, no calls")
    func popRootRefused() {
        let fixture = ManagerFixture(mode: .stack, visible: true)
        #expect(fixture.manager.pop() == nil)
        #expect(fixture.manager.viewControllers.count == 1)
        #expect(fixture.manager.topViewController === fixture.root)
        #expect(fixture.log.take().isEmpty)
        #expect(fixture.manager.popToRoot().isEmpty)
        #expect(fixture.log.take().isEmpty)
    }

    @Test("popToRoot: only the old top disappears; controllers in between get no calls")
    func popToRoot() {
        let fixture = ManagerFixture(mode: .stack, visible: true)
        let middle = fixture.controller("middle")
        let top = fixture.controller("top")
        fixture.manager.push(middle)
        fixture.manager.push(top)
        _ = fixture.log.take()
        let popped = fixture.manager.popToRoot()
        #expect(popped.count == 2 && popped[0] === middle && popped[1] === top)
        #expect(fixture.log.take() == [
            "top.viewWillDisappear", "root.viewWillAppear", "present(nil)", "top.viewDidDisappear", "root.viewDidAppear",
        ])
        #expect(fixture.manager.viewControllers.count == 1)
    }

    @Test("replacing the stack with setViewControllers: the old top disappears, the new top appears")
    func replace() {
        let fixture = ManagerFixture(mode: .stack, visible: true)
        let first = fixture.controller("first")
        let second = fixture.controller("second")
        #expect(fixture.manager.setViewControllers([first, second]))
        #expect(fixture.log.take() == [
            "root.viewWillDisappear", "second.loadView", "second.viewDidLoad", "second.viewWillAppear",
            "present(nil)", "root.viewDidDisappear", "second.viewDidAppear",
        ])
        #expect(fixture.manager.rootViewController === first)
        #expect(fixture.root.viewControllerManager == nil)
        #expect(first.isViewLoaded == false)
    }

    @Test("while not visible push and pop change the stack without any call")
    func offScreen() {
        let fixture = ManagerFixture(mode: .stack, visible: false)
        let detail = fixture.controller("detail")
        fixture.manager.push(detail)
        fixture.manager.pop()
        fixture.manager.push(detail)
        #expect(fixture.log.take().isEmpty)
        #expect(detail.isViewLoaded == false)
        fixture.manager.isVisible = true
        #expect(fixture.log.take() == [
            "detail.loadView", "detail.viewDidLoad", "detail.viewWillAppear", "present(nil)", "detail.viewDidAppear",
        ])
    }

    @Test("a controller already held, or held by another manager, is refused")
    func duplicatesRefused() {
        let fixture = ManagerFixture(mode: .stack, visible: true)
        #expect(fixture.manager.push(fixture.root) == false)
        let other = ManagerFixture(mode: .stack, visible: false)
        #expect(fixture.manager.push(other.root) == false)
        #expect(fixture.manager.setViewControllers([]) == false)
        #expect(fixture.manager.viewControllers.count == 1)
        #expect(fixture.log.take().isEmpty)
    }

    @Test("showViewController pushes in stack mode")
    func showPushes() throws {
        let fixture = ManagerFixture(mode: .stack, visible: false)
        let detail = fixture.controller("detail")
        try fixture.root.showViewController(detail)
        #expect(fixture.manager.viewControllers.count == 2)
        #expect(fixture.manager.topViewController === detail)
    }
}
