import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The view controller manager hands the screen the composite while overlays with views are presented.
@Suite("Compositing: the view controller manager and the screen", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct CompositingManagerTests {
    static let cover = SDLArtwork(staticIcon: "0x11")

    /// The proposal's top view.
    static func nowPlaying() -> [SDLView] {
        [
            SDLTextView(fields: ["title", "artist", "album", "genre"]),
            SDLButtonView("fav"), SDLButtonView("remove"), SDLButtonView("radio"),
            SDLImageView(artwork: cover),
        ]
    }

    /// The proposal's overlay view, built with the DSL.
    static func loadingView() -> SDLView {
        SDLView {
            SDLTextView { "loading" }.opaque(false)
            SDLButtonView("cancel")
        }.opaque(false)
    }

    @Test("an overlay with a view is composited, one without a loaded view adds nothing and stays unloaded, one that ended off screen no longer shows, and the top view alone comes back")
    func managerPresentsComposite() throws {
        let fixture = ManagerFixture(mode: .basic, visible: true)
        let ids = SDLSoftButtonIDs()
        let top = fixture.root.view
        top.subviews = Self.nowPlaying()

        let unloaded = SDLOverlayController()
        let unloadedItem = SDLOverlayStoreItem(controller: unloaded, completion: { _ in })
        fixture.manager.overlayStore.append(unloadedItem)
        fixture.manager.overlayStoreDidChange()
        #expect(try #require(fixture.presenter.views.last ?? nil) === top)
        #expect(!unloaded.isViewLoaded)

        let overlay = SDLOverlayController()
        overlay.view = Self.loadingView()
        let item = SDLOverlayStoreItem(controller: overlay, completion: { _ in })
        fixture.manager.overlayStore.append(item)
        fixture.manager.overlayStoreDidChange()
        let composite = try #require(fixture.presenter.views.last ?? nil)
        let content = SDLScreenContent(root: composite, template: nil) { ids.id(for: $0) }
        #expect(content.fields == ["loading", "artist", "album", "genre"])
        #expect(content.softButtons.map(\.state.text) == ["cancel"])
        #expect(content.primaryGraphic == Self.cover)
        #expect(!unloaded.isViewLoaded)

        // Ended while the app is not visible: nothing is presented anew, yet the composite held by
        // the screen no longer shows the overlay.
        fixture.manager.isVisible = false
        fixture.manager.overlayStore.removeAll()
        fixture.manager.overlayStoreDidChange()
        #expect(try #require(fixture.presenter.views.last ?? nil) === composite)
        #expect(SDLScreenContent(root: composite, template: nil) { ids.id(for: $0) }.fields == ["title", "artist", "album", "genre"])

        fixture.manager.isVisible = true
        #expect(try #require(fixture.presenter.views.last ?? nil) === top)
    }

    @Test("against the emulator: the worked example's Show, a change in the overlay's view, and the top screen back after cancel")
    func emulatorWorkedExample() async throws {
        try await Emulator.run { headUnit in
            let root = ViewsViewController(Self.nowPlaying(), layout: .nonMedia)
            let harness = AppHarness(headUnit: headUnit, root: root)
            let screen = try await harness.startAndShow()
            let before = try await headUnit.settledScreen()
            #expect(before.mainFields == ["title", "artist", "album", "genre"])
            #expect(before.softButtons.map(\.text) == ["fav", "remove", "radio"])
            let graphic = try #require(before.graphic)

            let overlay = WaitingOverlay()
            overlay.view = Self.loadingView()
            var result: Result<AnyOverlayResult, SDLError>?
            root.presentOverlayController(overlay) { result = $0.erased() }
            try await screen.update()
            let during = try await headUnit.settledScreen()
            #expect(during.mainFields == ["loading", "artist", "album", "genre"])
            #expect(during.softButtons.map(\.text) == ["cancel"])
            #expect(during.graphic == graphic)

            // The overlay's tree is hosted too: a change in it reaches the head unit.
            let text = try #require(overlay.view.subviews.first as? SDLTextView)
            text.fields = ["loading 50%"]
            let changed = try await headUnit.settledScreen()
            #expect(changed.mainFields == ["loading 50%", "artist", "album", "genre"])

            // Replacing the overlay's whole view while it is presented reaches the head unit too.
            overlay.view = SDLView { SDLTextView { "almost there" }.opaque(false) }.opaque(false)
            let replaced = try await headUnit.settledScreen()
            #expect(replaced.mainFields == ["almost there", "artist", "album", "genre"])
            #expect(replaced.softButtons.map(\.text) == ["fav", "remove", "radio"])

            overlay.cancel()
            #expect(await eventually { result != nil })
            let after = try await headUnit.settledScreen()
            #expect(after.mainFields == ["title", "artist", "album", "genre"])
            #expect(after.softButtons.map(\.text) == ["fav", "remove", "radio"])
            #expect(after.graphic == graphic)
            await harness.stop()
        }
    }
}
