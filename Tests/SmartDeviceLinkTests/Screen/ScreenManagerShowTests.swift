import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

@Suite("Screen manager: the exact Show each view tree produces", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ScreenManagerShowTests {
    /// Song text with metadata, left aligned, a static icon, two text buttons.
    static func songTree() -> (SDLView, [SDLButtonView]) {
        let buttons = [SDLButtonView("Play"), SDLButtonView("Next")]
        let root = SDLView(subviews: [
            SDLTextView(fields: [
                SDLText("Blue in Green", metadata: [.mediaTitle]),
                SDLText("Miles Davis", metadata: [.mediaArtist]),
                SDLText("Kind of Blue", metadata: [.mediaAlbum]),
                "1959",
            ], alignment: .leftAligned),
            SDLImageView(artwork: SDLArtwork(staticIcon: "0x11")),
            SDLView(subviews: buttons),
        ])
        return (root, buttons)
    }

    static func textButtons(_ buttons: [SDLButtonView]) -> [SDLSoftButton] {
        buttons.map { SDLSoftButton(type: .text, text: $0.currentState.text, isHighlighted: false, softButtonID: $0.softButtonID ?? -1) }
    }

    @Test("4-line media display: four fields with their tags, alignment, the graphic, two soft buttons")
    func media4Line() async throws {
        try await ScreenHarness.run(profile: .media4Line) { context async throws in
            let (root, buttons) = Self.songTree()
            context.manager.present(root, template: nil)
            let show = try await context.nextShow()
            #expect(show == SDLShow(
                mainField1: "Blue in Green", mainField2: "Miles Davis", mainField3: "Kind of Blue", mainField4: "1959",
                alignment: .leftAligned, graphic: SDLImage(value: "0x11", imageType: .static),
                softButtons: Self.textButtons(buttons),
                metadataTags: SDLMetadataTags(mainField1: [.mediaTitle], mainField2: [.mediaArtist], mainField3: [.mediaAlbum], mainField4: [])))
            #expect(Set(buttons.compactMap(\.softButtonID)).count == 2)
            await context.expectNoShow()
        }
    }

    @Test("2-line display: [f1 - f2, f3 - f4] with merged tags, no graphic (none on this display)")
    func generic2Line() async throws {
        try await ScreenHarness.run(profile: .generic2Line) { context async throws in
            let (root, buttons) = Self.songTree()
            context.manager.present(root, template: nil)
            let show = try await context.nextShow()
            #expect(show == SDLShow(
                mainField1: "Blue in Green - Miles Davis", mainField2: "Kind of Blue - 1959",
                alignment: .leftAligned, softButtons: Self.textButtons(buttons),
                metadataTags: SDLMetadataTags(mainField1: [.mediaTitle, .mediaArtist], mainField2: [.mediaAlbum])))
        }
    }

    @Test("1-line display: all fields joined and cut to the display's 20 characters")
    func basic1Line() async throws {
        try await ScreenHarness.run(profile: .basic1Line) { context async throws in
            let width = try #require(await context.capabilities.capabilities.textField(.mainField1)?.width)
            let (root, buttons) = Self.songTree()
            context.manager.present(root, template: nil)
            let show = try await context.nextShow()
            let joined = "Blue in Green - Miles Davis - Kind of Blue - 1959"
            #expect(show == SDLShow(
                mainField1: String(joined.prefix(width)), alignment: .leftAligned, softButtons: Self.textButtons(buttons),
                metadataTags: SDLMetadataTags(mainField1: [.mediaTitle, .mediaArtist, .mediaAlbum])))
            #expect(show.mainField1 == "Blue in Green - Mile")
            #expect(try await context.headUnit.app(context.appID)?.screen["mainField1"] == "Blue in Green - Mile")
        }
    }

    @Test("more soft buttons than the display has: the update fails with tooManySoftButtons and nothing is sent")
    func tooManyButtons() async throws {
        try await ScreenHarness.run(profile: .basic1Line) { context async throws in
            let count = await context.capabilities.capabilities.numberOfSoftButtons
            let root = SDLView(subviews: [SDLTextView(fields: ["x"])] + (0...count).map { SDLButtonView("B\($0)") })
            context.manager.present(root, template: nil)
            let error = await #expect(throws: SDLError.self) { try await context.manager.update() }
            #expect(error?.code == .tooManySoftButtons)
            await context.expectNoShow()
        }
    }
}
