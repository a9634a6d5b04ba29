@testable import SmartDeviceLink
import Testing

/// Buttons in the DSL: a title with an action, multi-state buttons from values, modifiers, limits.
@Suite("DSL: buttons, modifiers and limits")
@MainActor
struct DSLButtonTests {
    enum RepeatMode: CaseIterable, Hashable, Sendable { case off, one, all }

    @Test("a title-and-action button is the class API's single-state button; the action runs on short and long presses only")
    func actionButton() async {
        var presses = 0
        let button = SDLButtonView("Play", artwork: SDLArtwork(staticIcon: "0x11")) { presses += 1 }
        let classic = SDLButtonView("Play", artwork: SDLArtwork(staticIcon: "0x11"))
        #expect(button.states == classic.states)
        for kind in [SDLButtonEvent.Kind.shortPress, .longPress, .down, .up] { await button.handler?(SDLButtonEvent(button: button, kind: kind)) }
        button.receivesUpDownEvents = true
        await button.handle(.down)?()
        #expect(presses == 2)
    }

    @Test("a button from a CaseIterable enum: states named from the cases, the selected one shown, presses cycle and report the value")
    func enumButton() async {
        var reported: [RepeatMode] = []
        let button = SDLButtonView(states: RepeatMode.allCases, selected: .one) { reported.append($0) }
        #expect(button.states.map(\.name) == ["off", "one", "all"])
        #expect(button.states.map(\.text) == ["off", "one", "all"])
        #expect(button.currentStateName == "one")
        for kind in [SDLButtonEvent.Kind.shortPress, .longPress, .shortPress] { await button.handle(kind)?() }
        #expect(reported == [.all, .off, .one])
        #expect(button.currentStateName == "one")
        let allCases = SDLButtonView(selected: RepeatMode.all) { _ in }
        #expect(allCases.states == button.states)
        #expect(allCases.currentStateName == "all")
    }

    @Test("a button from a list of values with a state: the selected value is added when missing, repeats kept once, names made unique")
    func listButton() throws {
        let speeds = SDLButtonView(states: [1.0, 1.5, 2.0, 1.5], selected: 0.5, state: { "\($0)×" }) { _ in }
        #expect(speeds.states.map(\.name) == ["0.5", "1.0", "1.5", "2.0"])
        #expect(speeds.states.map(\.text) == ["0.5×", "1.0×", "1.5×", "2.0×"])
        #expect(speeds.currentStateName == "0.5")
        let highlighted = SDLButtonView(states: RepeatMode.allCases, selected: .off, state: { SDLSoftButtonState("Repeat", isHighlighted: $0 != .off) }) { _ in }
        #expect(highlighted.states.map(\.isHighlighted) == [false, true, true])
        #expect(SDLButtonView.stateNames(for: ["a", "a", "b", "a"]) == ["a", "a#2", "b", "a#3"])
        let empty = SDLButtonView(states: [Int](), selected: 3) { _ in }
        #expect(empty.states.map(\.name) == ["3"])
    }

    @Test("modifiers change the view in place and return it: a stored button stays the one on screen")
    func modifiersInPlace() throws {
        let text = SDLTextView(fields: ["a"])
        let root = SDLView(subviews: [text])
        let transparent = root.opaque(false)
        #expect(transparent === root && !root.isOpaque)
        #expect(text.superview === root)

        let styled = text.alignment(.leftAligned).statusBar("FM").mediaTrack("1/2").templateTitle("Radio")
        #expect(styled === text)
        #expect(text.alignment == .leftAligned && text.statusBar == "FM" && text.mediaTrack == "1/2" && text.templateTitle == "Radio")

        let repeatButton = SDLButtonView(states: RepeatMode.allCases, selected: .all) { _ in }
        let ids = SDLSoftButtonIDs()
        let id = ids.id(for: repeatButton)
        let lit = repeatButton.highlighted().receivingUpDownEvents()
        #expect(lit === repeatButton && lit.softButtonID == id && ids.view(for: id) === repeatButton)
        #expect(repeatButton.states.allSatisfy { $0.isHighlighted })
        #expect(repeatButton.currentStateName == "all" && repeatButton.receivesUpDownEvents)
        #expect(repeatButton.handler != nil)
        repeatButton.highlighted(false)
        #expect(!repeatButton.states.contains { $0.isHighlighted })
    }

    @Test("a view added to a second tree moves: it leaves the first, as in UIKit")
    func viewsMove() {
        let button = SDLButtonView("Move")
        let first = SDLView(subviews: [button])
        let second = SDLView(subviews: [button])
        #expect(first.subviews.isEmpty && second.subviews.count == 1 && button.superview === second)
        first.subviews = [button]
        #expect(second.subviews.isEmpty && button.superview === first)
        second.addSubview(button)
        #expect(first.subviews.isEmpty && button.superview === second)
        second.addSubview(button)
        #expect(second.subviews.count == 1, "adding a view to its own superview again keeps one entry")
    }

    @Test("a view controller from a block sets its layout and view; too many or unshowable buttons are thrown, not crashed")
    func controllerLimits() throws {
        let maximum = try #require(SDLShow.Parameters.softButtons.maxSize)
        let controller = try SDLViewController(template: .predefined(.nonMedia)) {
            SDLTextView { "Hello" }
            for index in 0..<maximum { SDLButtonView("\(index)") }
        }
        #expect(controller.template == .predefined(.nonMedia))
        #expect(controller.isViewLoaded && controller.view.subviews.count == maximum + 1)

        let tooMany = #expect(throws: SDLError.self) {
            try SDLViewController { for index in 0...maximum { SDLButtonView("\(index)") } }
        }
        #expect(tooMany?.code == .tooManySoftButtons)
        let unshowable = #expect(throws: SDLError.self) {
            try SDLViewController { SDLButtonView("") }
        }
        #expect(unshowable?.code == .unshowableSoftButton)
        #expect(throws: Never.self) { try SDLView { SDLButtonView("ok") }.checkLimits() }
    }
}
