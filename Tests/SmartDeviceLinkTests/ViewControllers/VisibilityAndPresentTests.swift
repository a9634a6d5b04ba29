@testable import SmartDeviceLink
import Testing

/// Appearing and disappearing with visibility, and what is handed to the screen.
@Suite("View controller visibility and presenting")
@MainActor
struct VisibilityAndPresentTests {
    @Test("becoming visible makes the top appear and presents its view with its template; hiding makes it disappear")
    func visibility() {
        let fixture = ManagerFixture(mode: .basic, visible: false)
        fixture.root.template = .predefined(.media)
        fixture.manager.isVisible = true
        #expect(fixture.log.take() == [
            "root.loadView", "root.viewDidLoad", "root.viewWillAppear", "present(MEDIA)", "root.viewDidAppear",
        ])
        #expect(fixture.presenter.views.last.flatMap { $0 } === fixture.root.view)
        fixture.manager.isVisible = true
        #expect(fixture.log.take().isEmpty, "staying visible makes no calls")
        fixture.manager.isVisible = false
        #expect(fixture.log.take() == ["root.viewWillDisappear", "root.viewDidDisappear"])
        fixture.manager.isVisible = false
        #expect(fixture.log.take().isEmpty)
    }

    @Test("changing the layout or custom layout on screen presents again; off screen it does not")
    func layoutChange() {
        let fixture = ManagerFixture(mode: .basic, visible: true)
        fixture.root.template = .predefined(.media)
        #expect(fixture.log.take() == ["present(MEDIA)"])
        fixture.root.template = .predefined(.media)
        #expect(fixture.log.take().isEmpty, "the same layout again changes nothing")
        fixture.root.template = .custom("OEM_SPECIAL")
        #expect(fixture.log.take() == ["present(OEM_SPECIAL)"])
        fixture.manager.isVisible = false
        _ = fixture.log.take()
        fixture.root.template = .predefined(.media)
        #expect(fixture.log.take().isEmpty)
        fixture.manager.isVisible = true
        #expect(fixture.log.take() == ["root.viewWillAppear", "present(MEDIA)", "root.viewDidAppear"])
    }

    @Test("a controller below the top changing its layout presents nothing")
    func layoutBelowTop() {
        let fixture = ManagerFixture(mode: .stack, visible: true)
        fixture.manager.push(fixture.controller("top"))
        _ = fixture.log.take()
        fixture.root.template = .predefined(.tilesOnly)
        #expect(fixture.log.take().isEmpty)
    }

    @Test("setting a new view on screen presents it")
    func newView() {
        let fixture = ManagerFixture(mode: .basic, visible: true)
        let view = SDLView()
        fixture.root.view = view
        #expect(fixture.log.take() == ["present(nil)"])
        #expect(fixture.presenter.views.last.flatMap { $0 } === view)
    }

    @Test("a layout set inside viewDidLoad or viewWillAppear is presented once, with the appearance")
    func layoutDuringAppearance() {
        let fixture = ManagerFixture(mode: .basic, visible: false)
        fixture.root.onViewDidLoad = { $0.template = .predefined(.graphicWithText) }
        fixture.manager.isVisible = true
        #expect(fixture.log.take() == [
            "root.loadView", "root.viewDidLoad", "root.viewWillAppear", "present(GRAPHIC_WITH_TEXT)", "root.viewDidAppear",
        ])
    }
}
