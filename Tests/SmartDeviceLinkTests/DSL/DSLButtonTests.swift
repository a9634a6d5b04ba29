@testable import SmartDeviceLink
import Testing

/// Buttons in the DSL: a title with an action, multi-state buttons from values, modifiers, limits.
@Suite("DSL: buttons, modifiers and limits")
@MainActor
struct DSLButtonTests {
    enum RepeatMode: CaseIterable, Hashable, Sendable { case off, one, all }

    @Test("a title-and-action button is the class API's single-state button; the action runs on short and long presses only")
    func actionButton() {
        var presses = 0
        let button = SDLButtonView("Play", artwork: SDLArtwork(staticIcon: "0x11")) { presses += 1 }
        let classic = SDLButtonView(title: "Play", artwork: SDLArtwork(staticIcon: "0x11"))
        #expect(button.states == classic.states)
        for kind in [SDLButtonEvent.Kind.shortPress, .longPress, .down, .up] { button.handler?(SDLButtonEvent(button: button, kind: kind)) }
        button.receivesUpDownEvents = true
        button.handle(.down)
        #expect(presses == 2)
    }

    @Test("a button from a CaseIterable enum: states named from the cases, the selected one shown, presses cycle and report the value")
    func enumButton() {
        var reported: [RepeatMode] = []
        let button = SDLButtonView(states: RepeatMode.allCases, selected: .one) { reported.append($0) }
        #expect(button.states.map(\.name) == ["off", "one", "all"])
        #expect(button.states.map(\.text) == ["off", "one", "all"])
        #expect(button.currentStateName == "one")
        button.handle(.shortPress)
        button.handle(.longPress)
        button.handle(.shortPress)
        #expect(reported == [.all, .off, .one])
        #expect(button.currentStateName == "one")
        let allCases = SDLButtonView(selected: RepeatMode.all) { _ in }
        #expect(allCases.states == button.states)
        #expect(allCases.currentStateName == "all")
    }

    @Test("a button from a list of values with a look: the selected value is added when missing, repeats kept once, names made unique")
    func listButton() throws {
        let speeds = SDLButtonView(states: [1.0, 1.5, 2.0, 1.5], selected: 0.5, look: { "\($0)×" }) { _ in }
        #expect(speeds.states.map(\.name) == ["0.5", "1.0", "1.5", "2.0"])
        #expect(speeds.states.map(\.text) == ["0.5×", "1.0×", "1.5×", "2.0×"])
        #expect(speeds.currentStateName == "0.5")
        let highlighted = SDLButtonView(states: RepeatMode.allCases, selected: .off, look: { SDLButtonLook("Repeat", isHighlighted: $0 != .off) }) { _ in }
        #expect(highlighted.states.map(\.isHighlighted) == [false, true, true])
        #expect(SDLButtonView.stateNames(for: ["a", "a", "b", "a"]) == ["a", "a#2", "b", "a#3"])
        let empty = SDLButtonView(states: [Int](), selected: 3) { _ in }
        #expect(empty.states.map(\.name) == ["3"])
    }

    @Test("modifiers return new views and leave the original as it was")
    func modifiersCopy() throws {
        let text = SDLTextView(fields: ["a"])
        let root = SDLView(subviews: [text])
        let transparent = root.opaque(false)
        #expect(transparent !== root)
        #expect(root.isOpaque && !transparent.isOpaque)
        let copiedText = try #require(transparent.subviews.first as? SDLTextView)
        #expect(copiedText !== text && copiedText.fields == ["a"] && copiedText.superview === transparent)
        #expect(text.superview === root)

        let styled = text.alignment(.leftAligned).statusBar("FM").mediaTrack("1/2").templateTitle("Radio")
        #expect(text.alignment == nil && text.statusBar == nil)
        #expect(styled.alignment == .leftAligned && styled.statusBar == "FM" && styled.mediaTrack == "1/2" && styled.templateTitle == "Radio")

        let repeatButton = SDLButtonView(states: RepeatMode.allCases, selected: .all) { _ in }
        let lit = repeatButton.highlighted().receivingUpDownEvents()
        #expect(lit.states.allSatisfy(\.isHighlighted) && !repeatButton.states.contains(where: \.isHighlighted))
        #expect(lit.currentStateName == "all" && lit.receivesUpDownEvents && !repeatButton.receivesUpDownEvents)
        #expect(lit.handler != nil)
    }

    @Test("a view controller from a block sets its layout and view; too many or unshowable buttons are thrown, not crashed")
    func controllerLimits() throws {
        let maximum = try #require(SDLShow.Parameters.softButtons.maxSize)
        let controller = try SDLViewController(layout: .nonMedia) {
            SDLTextView { "Hello" }
            for index in 0..<maximum { SDLButtonView("\(index)") }
        }
        #expect(controller.layout == .nonMedia)
        #expect(controller.isViewLoaded && controller.view.subviews.count == maximum + 1)

        let tooMany = #expect(throws: SDLScreenManagerError.self) {
            try SDLViewController { for index in 0...maximum { SDLButtonView("\(index)") } }
        }
        #expect(tooMany?.code == .tooManySoftButtons)
        let unshowable = #expect(throws: SDLScreenManagerError.self) {
            try SDLViewController { SDLButtonView("") }
        }
        #expect(unshowable?.code == .unshowableSoftButton)
        #expect(throws: Never.self) { try SDLView { SDLButtonView("ok") }.checkLimits() }
    }
}
