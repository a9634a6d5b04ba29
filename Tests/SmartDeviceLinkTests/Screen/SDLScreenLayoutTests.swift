import SDLHeadUnit
@testable import SmartDeviceLink
import Testing

@Suite("Screen layout: content to the complete Show for a display")
struct SDLScreenLayoutTests {
    static let v8 = SDLRPCVersion(8, 0, 0)

    static func button(_ id: Int, _ text: String?, artwork: SDLArtwork? = nil) -> SDLScreenContent.SoftButton {
        SDLScreenContent.SoftButton(id: id, state: SmartDeviceLink.SDLSoftButtonState(text, artwork: artwork, name: "s"))
    }

    @Test("a field exactly at the display's width is sent whole; one character more is cut to the width")
    func widthBoundary() throws {
        let capabilities = try ScreenHarness.capabilities(.basic1Line)
        let width = try #require(capabilities.textField(.mainField1)?.width)
        let exact = String(repeating: "x", count: width)
        let atWidth = try SDLScreenLayout.show(for: SDLScreenContent(fields: [SDLText(exact)]), capabilities: capabilities, rpcVersion: Self.v8)
        #expect(atWidth.mainField1 == exact)
        let over = try SDLScreenLayout.show(for: SDLScreenContent(fields: [SDLText(exact + "y")]), capabilities: capabilities, rpcVersion: Self.v8)
        #expect(over.mainField1 == exact)
        #expect(over.mainField2 == nil)
    }

    @Test("without display capabilities the spec's maxlength limits the field")
    func specFallback() throws {
        let limit = try #require(SDLShow.Parameters.mainField1.maxLength)
        let text = String(repeating: "y", count: limit + 1)
        let show = try SDLScreenLayout.show(for: SDLScreenContent(fields: [SDLText(text)]), capabilities: SDLSystemCapabilities(), rpcVersion: Self.v8)
        #expect(show.mainField1?.count == limit)
        #expect(show.mainField4 == "")
    }

    @Test("soft buttons up to the display's count pass; one more is a tooManySoftButtons error", arguments: [SDLDisplayProfile.media4Line, .generic2Line, .basic1Line])
    func softButtonLimit(profile: SDLDisplayProfile) throws {
        let capabilities = try ScreenHarness.capabilities(profile)
        let count = capabilities.numberOfSoftButtons
        let fitting = (0..<count).map { Self.button($0, "B\($0)") }
        #expect(try SDLScreenLayout.softButtons(fitting, capabilities: capabilities).count == count)
        let error = #expect(throws: SDLError.self) {
            try SDLScreenLayout.softButtons(fitting + [Self.button(99, "extra")], capabilities: capabilities)
        }
        #expect(error?.code == .tooManySoftButtons)
    }

    @Test("a soft button image is dropped on a display without soft button images; image-only there is an error")
    func softButtonImages() throws {
        let art = SDLArtwork(staticIcon: "0x11")
        let text = try ScreenHarness.capabilities(.generic2Line)
        let buttons = try SDLScreenLayout.softButtons([Self.button(1, "Play", artwork: art)], capabilities: text)
        #expect(buttons == [SDLSoftButton(type: .text, text: "Play", isHighlighted: false, softButtonID: 1)])
        let error = #expect(throws: SDLError.self) {
            try SDLScreenLayout.softButtons([Self.button(1, nil, artwork: art)], capabilities: text)
        }
        #expect(error?.code == .unshowableSoftButton)
        let graphic = try ScreenHarness.capabilities(.media4Line)
        #expect(try SDLScreenLayout.softButtons([Self.button(1, nil, artwork: art)], capabilities: graphic)
            == [SDLSoftButton(type: .image, image: art.image, isHighlighted: false, softButtonID: 1)])
        #expect(try SDLScreenLayout.softButtons([Self.button(1, "  ", artwork: art)], capabilities: graphic).first?.type == .image)
    }

    @Test("parameters newer than the negotiated RPC version are left out")
    func versioned() throws {
        let capabilities = try ScreenHarness.capabilities(.media4Line)
        let content = SDLScreenContent(
            fields: [SDLText("A", metadata: [.mediaTitle]), "B", "C", "D"], templateTitle: "T",
            primaryGraphic: SDLArtwork(staticIcon: "0x11"))
        let old = try SDLScreenLayout.show(for: content, capabilities: capabilities, rpcVersion: SDLRPCVersion(1, 0, 0))
        #expect(old.mainField1 == "A")
        #expect(old.mainField3 == nil)
        #expect(old.metadataTags == nil)
        #expect(old.templateTitle == nil)
        #expect(old.graphic == nil)
        #expect(old.softButtons == nil)
        let new = try SDLScreenLayout.show(for: content, capabilities: capabilities, rpcVersion: Self.v8)
        #expect(new.mainField3 == "C")
        #expect(new.metadataTags?.mainField1 == [.mediaTitle])
        #expect(new.templateTitle == "T")
        #expect(new.graphic == SDLImage(value: "0x11", imageType: .static))
    }
}
