import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

@Suite("Screen manager: artwork uploads before display", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ScreenManagerArtworkTests {
    @Test("a new artwork: the text goes first, the file is uploaded, then the graphic; update() returns after that")
    func uploadsBeforeShowing() async throws {
        try await ScreenHarness.run { context async throws in
            let artwork = try SDLArtwork(imageData: ScreenHarness.png(seed: 1))
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["Cover"]), SDLImageView(artwork: artwork)]), template: nil)
            try await context.manager.update()
            #expect(try await context.nextShow() == SDLShow(mainField1: "Cover"))
            let put = try await context.headUnit.nextRequest("PutFile")
            #expect(put.parameters["syncFileName"]?.stringValue == artwork.name)
            #expect(try await context.nextShow() == SDLShow(graphic: artwork.image))
            #expect(try await context.headUnit.app(context.appID)?.screen.graphic?.value == artwork.name)
            #expect(await context.files.hasUploadedFile(named: artwork.name))
        }
    }

    @Test("an artwork the head unit already has is shown in the first Show and not uploaded again")
    func reusesUploadedFile() async throws {
        try await ScreenHarness.run { context async throws in
            let artwork = try SDLArtwork(imageData: ScreenHarness.png(seed: 2))
            _ = try await context.files.upload(artwork)
            context.headUnit.discardEvents()
            let image = SDLImageView(artwork: artwork)
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["Again"]), image]), template: nil)
            try await context.manager.update()
            #expect(try await context.nextShow() == SDLShow(mainField1: "Again", graphic: artwork.image))
            await #expect(throws: (any Error).self) { _ = try await context.headUnit.nextRequest("PutFile", timeout: .milliseconds(300)) }
        }
    }

    @Test("a soft button image is uploaded first: the button follows with it, as BOTH")
    func softButtonArtwork() async throws {
        try await ScreenHarness.run { context async throws in
            let artwork = try SDLArtwork(imageData: ScreenHarness.png(seed: 3))
            let button = SDLButtonView("Like", artwork: artwork)
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["Song"]), button]), template: nil)
            try await context.manager.update()
            #expect(try await context.nextShow() == SDLShow(mainField1: "Song"))
            let id = try #require(button.softButtonID)
            #expect(try await context.nextShow() == SDLShow(softButtons: [
                SDLSoftButton(type: .both, text: "Like", image: artwork.image, isHighlighted: false, softButtonID: id),
            ]))
        }
    }

    @Test("a secondary graphic from the second image view; static icons need no upload")
    func secondaryStatic() async throws {
        try await ScreenHarness.run { context async throws in
            context.headUnit.discardEvents()
            let tree = SDLView(subviews: [
                SDLImageView(artwork: SDLArtwork(staticIcon: "0x01")), SDLImageView(artwork: SDLArtwork(staticIcon: "0x02")),
            ])
            context.manager.present(tree, template: nil)
            try await context.manager.update()
            #expect(try await context.nextShow() == SDLShow(
                graphic: SDLImage(value: "0x01", imageType: .static), secondaryGraphic: SDLImage(value: "0x02", imageType: .static)))
            await #expect(throws: (any Error).self) { _ = try await context.headUnit.nextRequest("PutFile", timeout: .milliseconds(200)) }
        }
    }

    @Test("taking the artwork out of the image view clears the primary graphic with an empty image value")
    func clearsGraphic() async throws {
        try await ScreenHarness.run { context async throws in
            let image = SDLImageView(artwork: SDLArtwork(staticIcon: "0x33"))
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["Art"]), image]), template: nil)
            _ = try await context.nextShow()
            image.artwork = nil
            #expect(try await context.nextShow() == SDLShow(graphic: SDLImage(value: "", imageType: .dynamic)))
            #expect(try await context.headUnit.app(context.appID)?.screen.graphic == nil)
        }
    }

    @Test("an update with nothing changed completes without sending a Show")
    func nothingChanged() async throws {
        try await ScreenHarness.run { context async throws in
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["Same"])]), template: nil)
            try await context.manager.update()
            _ = try await context.nextShow()
            try await context.manager.update()
            await context.expectNoShow()
        }
    }
}
