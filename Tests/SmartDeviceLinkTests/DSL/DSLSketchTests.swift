import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The sketch, written as an app would: a controller whose `loadView()` builds its tree with
/// the DSL, and a multi-state button driven by presses on the emulator.
@MainActor
final class SketchViewController: SDLViewController {
    enum RepeatMode: CaseIterable, Hashable, Sendable { case off, one, all }

    struct Track {
        var title: String
        var artist: String
        var cover: SDLArtwork?
    }

    let track = Track(title: "Blue in Green", artist: "Miles Davis", cover: SDLArtwork(staticIcon: "0x11"))
    var repeatMode = RepeatMode.off
    var plays = 0

    override func loadView() {
        view = SDLView {
            SDLTextView(alignment: .centered) {
                SDLText(track.title, metadata: .mediaTitle)
                SDLText(track.artist, metadata: .mediaArtist)
            }
            if let cover = track.cover { SDLImageView(artwork: cover) }
            SDLButtonView("Play") { [unowned self] in plays += 1 }
            SDLButtonView(states: RepeatMode.allCases, selected: repeatMode) { [unowned self] in repeatMode = $0 }
        }
    }
}

@Suite("DSL: the issue's sketch against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct DSLSketchTests {
    @Test("the sketch's screen reaches the head unit, and presses run the action and cycle the repeat button")
    func sketch() async throws {
        try await Emulator.run { headUnit in
            let controller = SketchViewController()
            let harness = AppHarness(headUnit: headUnit, root: controller)
            _ = try await harness.startAndShow()
            let shown = try await headUnit.settledScreen()
            #expect(shown.mainFields == ["Blue in Green", "Miles Davis", nil, nil])
            #expect(shown.alignment == "CENTERED")
            #expect(shown.softButtons.map(\.text) == ["Play", "off"])

            let buttons = controller.view.viewsInTreeOrder.compactMap { $0 as? SDLButtonView }
            let playID = try #require(buttons.first?.softButtonID)
            let repeatID = try #require(buttons.last?.softButtonID)
            try await headUnit.pressSoftButton(playID)
            try await headUnit.pressSoftButton(repeatID)
            #expect(await eventually { controller.plays == 1 && controller.repeatMode == .one })
            let cycled = try await headUnit.settledScreen()
            #expect(cycled.softButtons.map(\.text) == ["Play", "one"])
            await harness.stop()
        }
    }
}
