import Observation
import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// A view controller whose `loadView()` reads an `@Observable` model reloads by itself when what it
/// read changes: one reload and one Show per main-actor turn, only for what it read, only on screen.
@Suite("Observed model reload against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ObservedModelReloadTests {
    @Test("a change to a property loadView() read redraws the screen with exactly one Show")
    func oneChangeOneShow() async throws {
        try await PlayerScreen.run { headUnit, model, root in

            model.title = "Second"
            let shows = await ShowCounter.shows(from: headUnit, expecting: 1)
            #expect(shows.count == 1)
            #expect(shows.first?["mainField1"]?.stringValue == "Second")
            #expect(root.loads == 2)
        }
    }

    @Test("several changes in one turn reload once and send one Show with the last values")
    func severalChangesOneShow() async throws {
        try await PlayerScreen.run { headUnit, model, root in

            model.title = "B"
            model.artist = "Someone"
            model.title = "C"
            let shows = await ShowCounter.shows(from: headUnit, expecting: 1)
            #expect(shows.count == 1)
            #expect(shows.first?["mainField1"]?.stringValue == "C")
            #expect(shows.first?["mainField2"]?.stringValue == "Someone")
            #expect(root.loads == 2)
        }
    }

    @Test("a change to a property loadView() did not read neither reloads nor sends; one it read does")
    func unreadPropertyIsIgnored() async throws {
        try await PlayerScreen.run { headUnit, model, root in

            model.album = "Not on screen"
            #expect(await ShowCounter.shows(from: headUnit).isEmpty)
            #expect(root.loads == 1)

            model.title = "On screen"
            let shows = await ShowCounter.shows(from: headUnit, expecting: 1)
            #expect(shows.count == 1)
            #expect(root.loads == 2)
        }
    }

    @Test("a reload that reads other properties tracks the new ones, and no longer the old")
    func reloadRearmsOnWhatItRead() async throws {
        try await PlayerScreen.run { headUnit, model, root in

            // The album takes the artist's line: the reload reads album, not artist.
            model.showsAlbum = true
            model.album = "Kind of Blue"
            var shows = await ShowCounter.shows(from: headUnit, expecting: 1)
            #expect(shows.count == 1)
            #expect(shows.first?["mainField2"]?.stringValue == "Kind of Blue")
            #expect(root.loads == 2)

            model.artist = "Not read any more"
            #expect(await ShowCounter.shows(from: headUnit).isEmpty)
            #expect(root.loads == 2)

            model.album = "Sketches of Spain"
            shows = await ShowCounter.shows(from: headUnit, expecting: 1)
            #expect(shows.count == 1)
            #expect(shows.first?["mainField2"]?.stringValue == "Sketches of Spain")
            #expect(root.loads == 3)
        }
    }

    @Test("after an explicit reload, a change read only by the load before it reloads nothing")
    func explicitReloadRetiresOldTracking() async throws {
        try await PlayerScreen.run { headUnit, model, root in

            root.readsModel = false
            root.setNeedsViewReload()
            var shows = await ShowCounter.shows(from: headUnit, expecting: 1)
            #expect(shows.count == 1)
            #expect(shows.first?["mainField1"]?.stringValue == "No model")
            #expect(root.loads == 2)

            // The first load read the title; the second did not.
            model.title = "Ignored"
            #expect(await ShowCounter.shows(from: headUnit).isEmpty)
            #expect(root.loads == 2)

            root.readsModel = true
            root.setNeedsViewReload()
            shows = await ShowCounter.shows(from: headUnit, expecting: 1)
            #expect(shows.first?["mainField1"]?.stringValue == "Ignored")
            model.title = "Tracked again"
            shows = await ShowCounter.shows(from: headUnit, expecting: 1)
            #expect(shows.count == 1)
            #expect(shows.first?["mainField1"]?.stringValue == "Tracked again")
        }
    }

    @Test("a controller under another sends nothing when its model changes, and shows the change when it is back on top")
    func offScreenControllerDoesNotSend() async throws {
        try await PlayerScreen.run(mode: .stack) { headUnit, model, root in
            try root.showViewController(ViewsViewController([SDLTextView(fields: ["Detail"])]))
            _ = try await headUnit.nextShow()
            headUnit.discardEvents()

            let settled = await ShowCounter.shows(from: headUnit)
            model.title = "Changed while hidden"
            let hidden = await ShowCounter.shows(from: headUnit)
            #expect(hidden.isEmpty, "\(settled) then \(hidden)")

            _ = root.viewControllerManager?.pop()
            let shows = await ShowCounter.shows(from: headUnit, expecting: 1)
            #expect(shows.count == 1)
            #expect(shows.first?["mainField1"]?.stringValue == "Changed while hidden")
        }
    }
}

/// A ``PlayerViewController`` on the emulator's screen, its first Show applied and discarded.
enum PlayerScreen {
    /// Runs `body` with the head unit, the model and the controller showing it, then stops the app.
    @MainActor
    static func run(
        mode: SDLViewControllerManager.Mode = .basic,
        _ body: @MainActor (SDLHeadUnit, PlayerModel, PlayerViewController) async throws -> Void
    ) async throws {
        try await Emulator.run { headUnit in
            let model = PlayerModel()
            let root = PlayerViewController(model: model)
            let harness = AppHarness(headUnit: headUnit, mode: mode, root: root)
            _ = try await harness.startAndShow()
            headUnit.discardEvents()
            try await body(headUnit, model, root)
            await harness.stop()
        }
    }
}

/// The Shows the head unit applies within a bounded time.
enum ShowCounter {
    /// The parameters of the Shows `headUnit` applies: the `expecting` first ones each awaited under
    /// the hang guard (a busy machine delays them, it must not lose them), then every further one
    /// within `time` (scaled) — none, for a screen that has settled.
    static func shows(
        from headUnit: SDLHeadUnit, expecting: Int = 0, within time: Duration = .milliseconds(500)
    ) async -> [SDLJSONObject] {
        var shows: [SDLJSONObject] = []
        while shows.count < expecting {
            guard let show = try? await headUnit.nextShow(timeout: TestTime.scaled(.seconds(10))) else { break }
            shows.append(show.parameters)
        }
        let deadline = ContinuousClock.now + TestTime.scaled(time)
        while ContinuousClock.now < deadline {
            guard let show = try? await headUnit.nextShow(timeout: deadline - ContinuousClock.now) else { break }
            shows.append(show.parameters)
        }
        return shows
    }
}

/// Now-playing state the screen follows.
@Observable
// Changed only on the main actor, as an app's model is: an @Observable class is not synchronised,
// and its onChange fires before the store, so a change from another thread would race the reload.
final class PlayerModel: @unchecked Sendable {
    var title = "First"
    var artist = "Artist"
    var album = "Album"
    var showsAlbum = false
}

/// Shows the model's title and the artist or the album; counts its loads.
@MainActor
final class PlayerViewController: SDLViewController {
    let model: PlayerModel
    /// Whether the view shows the model (else a fixed line).
    var readsModel = true
    private(set) var loads = 0

    init(model: PlayerModel) {
        self.model = model
        super.init()
    }

    override func loadView() {
        loads += 1
        guard readsModel else {
            view = SDLView { SDLTextView { SDLText("No model") } }
            return
        }
        let title = model.title
        let secondLine = model.showsAlbum ? model.album : model.artist
        view = SDLView {
            SDLTextView {
                SDLText(title)
                SDLText(secondLine)
            }
        }
    }
}
