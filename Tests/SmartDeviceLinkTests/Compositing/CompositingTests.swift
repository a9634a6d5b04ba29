import Foundation
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing

/// SDL-0201's compositing as a pure function: ``SDLScreenContent/overlaid(by:)``.
@Suite("Compositing: overlay layers over the screen content")
@MainActor
struct CompositingTests {
    static let cover = SDLArtwork(staticIcon: "0x11")

    static func button(_ id: Int, _ text: String) -> SDLScreenContent.SoftButton {
        SDLScreenContent.SoftButton(id: id, state: SmartDeviceLink.SDLSoftButtonState(text))
    }

    /// The proposal's top view: four lines, three buttons, one graphic.
    static let nowPlaying = SDLScreenContent(
        fields: ["title", "artist", "album", "genre"], primaryGraphic: cover,
        softButtons: [button(1, "fav"), button(2, "remove"), button(3, "radio")], template: "MEDIA")

    @Test("the proposal's worked example: text 'loading, artist, album, genre', one 'cancel' button, the graphic kept")
    func workedExample() {
        let loading = SDLScreenLayer(
            content: SDLScreenContent(fields: ["loading"], softButtons: [Self.button(4, "cancel")]),
            isOpaque: false, text: .transparent, softButtons: .opaque)
        let screen = Self.nowPlaying.overlaid(by: [loading])
        #expect(screen.fields == ["loading", "artist", "album", "genre"])
        #expect(screen.softButtons == [Self.button(4, "cancel")])
        #expect(screen.primaryGraphic == Self.cover)
        #expect(screen.template == "MEDIA")
    }

    @Test("the worked example from view trees gives the same content as the hand-made layer")
    func workedExampleFromViews() {
        let ids = SDLSoftButtonIDs()
        let base = SDLView(subviews: [
            SDLTextView(fields: ["title", "artist", "album", "genre"]),
            SDLButtonView("fav"), SDLButtonView("remove"), SDLButtonView("radio"),
            SDLImageView(artwork: Self.cover),
        ])
        let text = SDLTextView(fields: ["loading"])
        text.isOpaque = false
        let overlay = SDLView(subviews: [text, SDLButtonView("cancel")])
        overlay.isOpaque = false
        let layer = SDLScreenLayer(root: overlay, template: nil) { ids.id(for: $0) }
        #expect(layer.text == .transparent)
        #expect(layer.softButtons == .opaque)
        #expect(layer.graphics == SDLScreenLayer.Coverage.none)
        let screen = SDLScreenContent(root: base, template: nil) { ids.id(for: $0) }.overlaid(by: [layer])
        #expect(screen.fields == ["loading", "artist", "album", "genre"])
        #expect(screen.softButtons.map(\.state.text) == ["cancel"])
        #expect(screen.primaryGraphic == Self.cover)
    }

    @Test("an opaque root replaces the whole screen; only a nil template keeps the one below")
    func opaqueRoot() {
        let layer = SDLScreenLayer(content: SDLScreenContent(fields: ["Please wait"]), isOpaque: true, text: .transparent)
        let screen = Self.nowPlaying.overlaid(by: layer)
        #expect(screen == SDLScreenContent(fields: ["Please wait"], template: "MEDIA"))
        let withTemplate = SDLScreenLayer(content: SDLScreenContent(template: "NON-MEDIA"), isOpaque: true)
        #expect(Self.nowPlaying.overlaid(by: withTemplate) == SDLScreenContent(template: "NON-MEDIA"))
    }

    @Test("a transparent root without views of a kind keeps that kind; without any view, everything")
    func transparentRootKeeps() {
        let empty = SDLScreenLayer(content: SDLScreenContent(), isOpaque: false)
        #expect(Self.nowPlaying.overlaid(by: empty) == Self.nowPlaying)
        #expect(Self.nowPlaying.overlaid(by: []) == Self.nowPlaying)
    }

    @Test("opaque text replaces every line and the status bar; transparent text only what it sets")
    func textRules() {
        var base = Self.nowPlaying
        base.statusBar = "FM"
        base.alignment = .leftAligned
        let opaque = SDLScreenLayer(content: SDLScreenContent(fields: ["one"]), isOpaque: false, text: .opaque)
        let replaced = base.overlaid(by: opaque)
        #expect(replaced.fields == ["one"])
        #expect(replaced.statusBar == nil)
        #expect(replaced.alignment == .leftAligned, "an unset alignment leaves the head unit's as it is")
        let transparent = SDLScreenLayer(
            content: SDLScreenContent(fields: ["a", "b", "c", "d", "e"], mediaTrack: "2/9"), isOpaque: false, text: .transparent)
        let kept = base.overlaid(by: transparent)
        #expect(kept.fields == ["a", "b", "c", "d", "e"], "lines beyond the ones below are appended")
        #expect(kept.statusBar == "FM")
        #expect(kept.mediaTrack == "2/9")
    }

    @Test("graphics: opaque replaces both slots, transparent only the slot it sets")
    func graphicRules() {
        let icon = SDLArtwork(staticIcon: "0x22")
        var base = Self.nowPlaying
        base.secondaryGraphic = Self.cover
        let opaque = SDLScreenLayer(content: SDLScreenContent(primaryGraphic: icon), isOpaque: false, graphics: .opaque)
        #expect(base.overlaid(by: opaque).primaryGraphic == icon)
        #expect(base.overlaid(by: opaque).secondaryGraphic == nil)
        let transparent = SDLScreenLayer(content: SDLScreenContent(secondaryGraphic: icon), isOpaque: false, graphics: .transparent)
        #expect(base.overlaid(by: transparent).primaryGraphic == Self.cover)
        #expect(base.overlaid(by: transparent).secondaryGraphic == icon)
    }

    @Test("transparent soft buttons replace the buttons in their positions and keep the rest")
    func buttonRules() {
        let layer = SDLScreenLayer(
            content: SDLScreenContent(softButtons: [Self.button(9, "stop")]), isOpaque: false, softButtons: .transparent)
        #expect(Self.nowPlaying.overlaid(by: layer).softButtons.map(\.id) == [9, 2, 3])
    }

    @Test("layers composite oldest first: the newer overlay's lines win where both set one")
    func oldestFirst() {
        let older = SDLScreenLayer(content: SDLScreenContent(fields: ["older", "older 2"]), isOpaque: false, text: .transparent)
        let newer = SDLScreenLayer(content: SDLScreenContent(fields: ["newer"]), isOpaque: false, text: .transparent)
        #expect(Self.nowPlaying.overlaid(by: [older, newer]).fields == ["newer", "older 2", "album", "genre"])
        #expect(Self.nowPlaying.overlaid(by: [newer, older]).fields == ["older", "older 2", "album", "genre"])
    }

    @Test("the worked example lays out to a Show with four lines, one soft button and the graphic")
    func workedExampleShow() throws {
        let loading = SDLScreenLayer(
            content: SDLScreenContent(fields: ["loading"], softButtons: [Self.button(4, "cancel")]),
            isOpaque: false, text: .transparent, softButtons: .opaque)
        let capabilities = try ScreenHarness.capabilities(.media4Line)
        let show = try SDLScreenLayout.show(
            for: Self.nowPlaying.overlaid(by: [loading]), capabilities: capabilities, rpcVersion: SDLRPCVersion(8, 0, 0))
        #expect([show.mainField1, show.mainField2, show.mainField3, show.mainField4] == ["loading", "artist", "album", "genre"])
        #expect(show.softButtons?.map(\.text) == ["cancel"])
        #expect(show.graphic == Self.cover.image)
    }
}
