@testable import SmartDeviceLink
import Testing

/// Counts the roots it is told about.
@MainActor
final class RecordingHost: SDLViewHost {
    var count = 0
    func viewNeedsUpdate(_ root: SDLView) { count += 1 }
}

@Suite("Views: changes reach the host, content in tree order, button states")
@MainActor
struct ViewTests {
    @Test("each property change of a text, image or button view reaches the root's host; setting the same value does not")
    func changesReachHost() throws {
        let text = SDLTextView(fields: ["a"])
        let image = SDLImageView()
        let button = SDLButtonView(
            SmartDeviceLink.SDLSoftButtonState("Off", name: "off"),
            otherStates: [SmartDeviceLink.SDLSoftButtonState("On", name: "on")])
        let root = SDLView(subviews: [SDLView(subviews: [text]), image, button])
        let host = RecordingHost()
        root.host = host
        text.fields = ["a"]
        #expect(host.count == 0)
        text.fields = ["b"]
        text.alignment = .rightAligned
        text.statusBar = "s"
        text.mediaTrack = "m"
        text.templateTitle = "t"
        image.artwork = SDLArtwork(staticIcon: "0x11")
        try button.transition(to: button.states[1])
        try button.transition(to: button.states[1])
        #expect(host.count == 7)
    }

    @Test("a state the button does not have, or a value of another type, throws unknownState and keeps the current state")
    func unknownState() {
        let button = SDLButtonView("Play")
        let error = #expect(throws: SDLError.self) { try button.transition(to: SmartDeviceLink.SDLSoftButtonState("Pause")) }
        #expect(error?.code == .unknownState)
        let literal = #expect(throws: SDLError.self) { try button.transition(to: "Play") }
        #expect(literal?.code == .unknownState, "a String is not a state, even one that reads like its name")
        #expect(button.currentStateName == "Play")
        #expect(button.currentState.text == "Play")
    }

    @Test("a button moves to a state by value: one of its states, or the state of a value it was built from")
    func transitionByValue() throws {
        let off = SmartDeviceLink.SDLSoftButtonState("Shuffle", name: "off")
        let on = SmartDeviceLink.SDLSoftButtonState("Shuffle", isHighlighted: true, name: "on")
        let shuffle = SDLButtonView(off, otherStates: [on])
        let host = RecordingHost()
        let root = SDLView(subviews: [shuffle])
        root.host = host
        try shuffle.transition(to: on)
        #expect(shuffle.currentState == on)
        #expect(host.count == 1)
        try shuffle.transition(to: on)
        #expect(host.count == 1, "the shown state again sends nothing")

        enum Mode: String, CaseIterable, Hashable, Sendable { case off, one, all }
        let repeatButton = SDLButtonView(selected: Mode.off) { _ in }
        try repeatButton.transition(to: Mode.all)
        #expect(repeatButton.currentStateName == "all")
        #expect(repeatButton.currentState.text == "all")
        let wrongType = #expect(throws: SDLError.self) { try repeatButton.transition(to: "one") }
        #expect(wrongType?.code == .unknownState)
        #expect(repeatButton.currentStateName == "all")
        // Two values that describe alike still each have their own state.
        let speeds = SDLButtonView(states: [1.0, 1.00001], selected: 1.0, state: { _ in "x" }) { _ in }
        try speeds.transition(to: 1.00001)
        #expect(speeds.currentStateName == speeds.states[1].name)
    }

    @Test("content collects text views' fields in tree order, first alignment wins, images by position, buttons in order")
    func contentInTreeOrder() {
        let cover = SDLArtwork(staticIcon: "0x01")
        let logo = SDLArtwork(staticIcon: "0x02")
        let first = SDLTextView(fields: ["1", "2"], alignment: .leftAligned, statusBar: "status")
        let second = SDLTextView(fields: ["3"], alignment: .rightAligned, mediaTrack: "track")
        let play = SDLButtonView("Play")
        let stop = SDLButtonView("Stop")
        let root = SDLView(subviews: [
            SDLView(subviews: [first, SDLImageView(artwork: cover), play]),
            second, SDLImageView(artwork: logo), SDLImageView(artwork: SDLArtwork(staticIcon: "0x03")), stop,
        ])
        var ids: [Int] = []
        let content = SDLScreenContent(root: root, template: "MEDIA") { button in
            ids.append(ids.count + 10)
            return ids.count + 9
        }
        #expect(content.fields == ["1", "2", "3"])
        #expect(content.alignment == .leftAligned)
        #expect(content.statusBar == "status")
        #expect(content.mediaTrack == "track")
        #expect(content.primaryGraphic == cover)
        #expect(content.secondaryGraphic == logo)
        #expect(content.softButtons.map(\.id) == [10, 11])
        #expect(content.softButtons.map(\.state.text) == ["Play", "Stop"])
        #expect(content.template == "MEDIA")
    }

    @Test("a handler gets presses with its button; up/down only when asked for")
    func handlerEvents() async {
        var kinds: [SDLButtonEvent.Kind] = []
        var buttons: [SDLButtonView] = []
        let button = SDLButtonView("Go") { event in
            kinds.append(event.kind)
            buttons.append(event.button)
        }
        for kind in [SDLButtonEvent.Kind.down, .shortPress, .up] { await button.handle(kind)?() }
        button.receivesUpDownEvents = true
        for kind in [SDLButtonEvent.Kind.down, .longPress] { await button.handle(kind)?() }
        #expect(kinds == [.shortPress, .down, .longPress])
        #expect(buttons.allSatisfy { $0 === button })
        buttons.removeAll()  // the handler holds this array, which holds the button: break the cycle
    }
}
