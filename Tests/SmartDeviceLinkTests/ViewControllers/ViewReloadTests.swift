import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// `setNeedsViewReload()` runs `loadView()` again and keeps the buttons' IDs and states by identity.
@Suite("View reload", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ViewReloadTests {
    @Test("a reloaded tree's buttons keep the IDs of the buttons they match, and a multi-state button its state")
    func reloadKeepsIDsAndStates() throws {
        let controller = ReloadingController()
        let manager = SDLViewControllerManager(mode: .basic, rootViewController: controller)
        let ids = SDLSoftButtonIDs()
        let first = controller.view
        let oldButtons = first.viewsInTreeOrder.compactMap { $0 as? SDLButtonView }
        for button in oldButtons { _ = ids.id(for: button) }
        try oldButtons[0].transition(to: oldButtons[0].states[1])
        let oldIDs = oldButtons.map(\.softButtonID)

        controller.label = "Second"
        controller.setNeedsViewReload()
        let second = controller.view      // reading the view performs the pending reload
        #expect(second !== first)
        #expect(controller.loads == 2)
        let newButtons = second.viewsInTreeOrder.compactMap { $0 as? SDLButtonView }
        #expect(newButtons.count == 4)
        #expect(newButtons.allSatisfy { button in !oldButtons.contains { $0 === button } })
        // By position and state names: the shuffle button keeps its ID and its "on" state.
        #expect(newButtons[0].softButtonID == oldIDs[0] && newButtons[0].currentStateName == "on")
        // By identity, though it moved: the station button keeps its ID.
        let station = try #require(newButtons.first { $0.identity == AnyHashable("station-7") })
        #expect(station.softButtonID == oldIDs[2])
        // A button built from values shows the value it was built with, and keeps its ID.
        let repeatButton = newButtons[1]
        #expect(repeatButton.softButtonID == oldIDs[1] && repeatButton.currentStateName == "all")
        // A button whose state names changed matches nothing: it gets a new ID when shown.
        #expect(newButtons[2].softButtonID == nil)
        _ = manager
    }

    @Test("a reload before the view loaded, or twice in one turn, loads once")
    func reloadCoalesces() async throws {
        let controller = ReloadingController()
        controller.setNeedsViewReload()
        #expect(controller.loads == 0)
        _ = controller.view
        controller.setNeedsViewReload()
        controller.setNeedsViewReload()
        try await waitUntil("the reload at the end of the turn") { controller.loads == 2 }
        try await Task.sleep(for: .milliseconds(20))
        #expect(controller.loads == 2)
    }

    @Test("a view set from outside (or by the DSL initialiser) is not reloaded: loadView() did not make it")
    func setViewsStay() throws {
        let declared = try SDLViewController { SDLTextView { "Declared" } }
        let view = declared.view
        declared.setNeedsViewReload()
        #expect(declared.view === view)
        let controller = ReloadingController()
        _ = controller.view
        let replacement = SDLView()
        controller.view = replacement
        controller.setNeedsViewReload()
        #expect(controller.view === replacement && controller.loads == 1)
    }
}

/// A controller whose tree depends on its state.
@MainActor
final class ReloadingController: SDLViewController {
    var label = "First"
    var repeatMode = "all"
    private(set) var loads = 0

    override func loadView() {
        loads += 1
        let stationFirst = label != "First"
        view = SDLView {
            SDLTextView { SDLText(label) }
            SDLButtonView(SDLSoftButtonState("Shuffle", name: "off"), otherStates: [SDLSoftButtonState("Shuffle", isHighlighted: true, name: "on")])
            SDLButtonView(states: ["off", "one", "all"], selected: repeatMode) { _ in }
            if !stationFirst { SDLButtonView("Station 7").identity("station-7") }
            SDLButtonView(stationFirst ? "Renamed" : "Plain")
            if stationFirst { SDLButtonView("Station 7").identity("station-7") }
        }
    }
}
