import Foundation
import SDLHeadUnit
import SmartDeviceLink

/// `--tour`: the root screen with its menu, a menu selection, a voice command and the play/pause
/// key, a state change of the multi-state Repeat button, a push and a pop (printing the menu RPCs
/// each switch cost), then the overlays — each awaited until the head unit answered every RPC of it —
/// and what the app does beyond its screen: the speed shown from vehicle data, the lock-screen
/// status printed, its media service read back by a second app (`ExampleTour+BeyondScreen.swift`).
@MainActor
struct ExampleTour {
    var application: SDLApplication
    var root: RootViewController
    /// The embedded emulator: buttons are pressed on it and its screen is printed.
    var headUnit: SDLHeadUnit?
    /// How the app reaches the head unit (the second app of the media-service step connects the same way).
    var connection: SDLConnection
    /// The speed, lock-screen and media-service parts of the app.
    var beyondScreen: ExampleBeyondScreen
    var events: AsyncStream<SDLApplicationEvent>
    /// How long one step may take before the tour fails.
    var stepTimeout: Duration

    /// `true` when every step succeeded.
    func run() async -> Bool {
        let steps: [(String, @MainActor () async throws -> Void)] = [
            ("root screen", showRoot),
            ("menu, voice commands and keys on the head unit", menuReady),
            ("select Shuffle in the menu", selectShuffle),
            ("say “Play something”", sayCommand),
            ("press play/pause", pressPlayPause),
            ("Repeat: off → one", pressRepeat),
            ("push the detail screen", pushDetail),
            ("pop back to the root", popDetail),
            ("alert with two buttons", { try await presentAndDismiss(ExampleOverlays.alert()) }),
            ("slider −10…10", { try await presentAndDismiss(ExampleOverlays.slider()) }),
            ("value picker", { try await presentAndDismiss(ExampleOverlays.valuePicker()) }),
            ("scrollable message", { try await presentAndDismiss(ExampleOverlays.scrollableMessage()) }),
            ("choice set, presented twice", presentChoicesTwice),
            ("search with the keyboard", searchWithKeyboard),
            ("subtle alert", { try await presentAndDismiss(ExampleOverlays.subtleAlert()) }),
            ("audio input", recordAudio),
            ("speed 88.5 km/h from vehicle data", showSpeed),
            ("lock screen while driving", lockScreenWhileDriving),
            ("a second app reads the media service", readMediaService),
        ]
        for (number, (name, step)) in steps.enumerated() {
            ExampleOutput.line("sdl-example: step \(number + 1)/\(steps.count): \(name)")
            do {
                try await step()
                try await screenUpdated()
            } catch {
                ExampleOutput.line("sdl-example: step \(number + 1) failed: \(error)")
                return false
            }
            await printScreen()
        }
        ExampleOutput.line("sdl-example: tour complete: \(steps.count) steps, every RPC answered")
        return true
    }

    /// Waits until the app is active (FULL) on the head unit.
    private func showRoot() async throws {
        try await within("the app to become active") {
            for await event in events where event == .didBecomeActive { return }
            throw ExampleTourError("the application stopped before it became active")
        }
    }

    /// Presses Repeat on the head unit (or, without the emulator, does what the press does).
    private func pressRepeat() async throws {
        let button = root.repeatButton
        let index = button.states.firstIndex(of: button.currentState) ?? 0
        let expected = button.states[(index + 1) % button.states.count]
        if let headUnit, let id = button.softButtonID {
            try await headUnit.pressSoftButton(id)
        } else {
            try button.transition(to: expected)
        }
        try await within("Repeat to change state") {
            while button.currentState != expected { try await Task.sleep(for: .milliseconds(5)) }
        }
    }

    /// Records until the first audio arrives (or a few seconds), then finishes the pass-thru.
    private func recordAudio() async throws {
        let counter = ByteCounter()
        let overlay = ExampleOverlays.audioInput { counter.bytes += $0 }
        try await presentAndDismiss(overlay) {
            for _ in 0..<300 where counter.bytes == 0 { try await Task.sleep(for: .milliseconds(10)) }
            ExampleOutput.line("sdl-example: \(counter.bytes) bytes of audio received")
        }
    }

    /// Presents `overlay` from the top controller, waits until the head unit shows it (the embedded
    /// emulator says so; another head unit gets a second), prints the screen, then cancels the
    /// task awaiting it — which cancels the overlay on the head unit — and waits for the head
    /// unit's answer (ABORTED; on a head unit older than RPC 6.0, which cannot cancel, the overlay
    /// ends by its timeout).
    private func presentAndDismiss<Overlay: SDLOverlayAnswering>(
        _ overlay: Overlay, whileShown: @escaping @MainActor () async throws -> Void = {}
    ) async throws {
        let top = application.viewControllerManager.topViewController
        let presentation = Task { @MainActor in try await top.presentOverlayController(overlay) }
        try await within("the head unit to show the overlay") {
            if let headUnit {
                _ = try await headUnit.nextOverlay()
            } else {
                try await Task.sleep(for: .seconds(1))
            }
        }
        await printScreen()
        try await within("the overlay on screen") { try await whileShown() }
        presentation.cancel()
        try await within("the head unit's answer") {
            let result = try await presentation.value
            let answer = result.answer.map { " (answer: \($0))" } ?? ""
            ExampleOutput.line("sdl-example: the head unit answered \(result.resultCode.rawValue)\(answer)")
        }
    }

    private func pushDetail() async throws {
        try await countingMenuRequests("the detail screen's menu") {
            try root.showViewController(DetailViewController())
            guard application.viewControllerManager.topViewController is DetailViewController else {
                throw ExampleTourError("the detail screen was not pushed")
            }
        }
    }

    private func popDetail() async throws {
        try await countingMenuRequests("the root's menu again") {
            guard application.viewControllerManager.pop() != nil, application.viewControllerManager.topViewController === root else {
                throw ExampleTourError("the detail screen was not popped")
            }
        }
    }

    /// Runs `change`, waits until the menu is on the head unit and prints the requests it cost.
    private func countingMenuRequests(_ what: String, _ change: @MainActor () throws -> Void) async throws {
        guard let menu = application.menuManager else { throw ExampleTourError("not registered") }
        let before = menu.requestCount
        try change()
        try await within("the menu update") { try await menu.update() }
        ExampleOutput.line("sdl-example: \(what): \(menu.requestCount - before) menu requests")
    }

    /// Waits until the root's menu, voice command and key subscription are on the head unit.
    private func menuReady() async throws {
        guard let menu = application.menuManager else { throw ExampleTourError("not registered") }
        try await within("the menu update") { try await menu.update() }
        ExampleOutput.line("sdl-example: the root's menu: \(menu.requestCount) menu requests since registering")
        guard let headUnit else { return }
        let names = try await headUnit.menu().map(\.menuName)
        ExampleOutput.line("sdl-example: the head unit's menu: \(names.joined(separator: ", "))")
        try await within("a key to be subscribed") {
            while try await headUnit.subscribedButtons().isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        }
    }

    /// Opens the menu on the head unit and selects Shuffle (without the emulator, nothing to press).
    private func selectShuffle() async throws {
        guard let headUnit else { return ExampleOutput.line("sdl-example: (a person selects the cell on a real head unit)") }
        guard let shuffle = try await headUnit.menu().first(where: { $0.menuName == "Shuffle" }) else {
            throw ExampleTourError("the head unit's menu has no Shuffle")
        }
        try await headUnit.openMenu()
        try await headUnit.selectCommand(shuffle.id)
        try await waitForAction("shuffle (MENU)")
    }

    /// Says the root's voice command on the head unit.
    private func sayCommand() async throws {
        guard let headUnit else { return ExampleOutput.line("sdl-example: (a person says it to a real head unit)") }
        try await headUnit.sayVoiceCommand("Play something")
        try await waitForAction("voice: play something")
    }

    /// Presses PLAY_PAUSE (OK on a head unit without it).
    private func pressPlayPause() async throws {
        guard let headUnit else { return ExampleOutput.line("sdl-example: (a person presses the key on a real head unit)") }
        let name = try await headUnit.subscribedButtons().contains("PLAY_PAUSE") ? "PLAY_PAUSE" : "OK"
        try await headUnit.pressButton(name)
        try await waitForAction("\(name): playing")
    }

    /// Presents the genre choice set twice: the first time loads its cells (one
    /// CreateInteractionChoiceSet each), the second sends only the PerformInteraction.
    private func presentChoicesTwice() async throws {
        guard let choices = application.choiceSetManager else { throw ExampleTourError("not registered") }
        for round in ["first", "second"] {
            let before = choices.requestCount
            try await presentAndDismiss(ExampleOverlays.interaction())
            ExampleOutput.line("sdl-example: the \(round) time: \(choices.requestCount - before) CreateInteractionChoiceSet")
        }
    }

    /// Opens the search keyboard, types "Bo" (the autocomplete list follows) and submits it.
    private func searchWithKeyboard() async throws {
        let search = ExampleOverlays.search()
        guard let headUnit else { return try await presentAndDismiss(search) }
        let top = application.viewControllerManager.topViewController
        let presentation = Task { @MainActor in try await top.presentOverlayController(search) }
        try await within("the keyboard") { _ = try await headUnit.nextOverlay(.performInteraction) }
        try await headUnit.typeText("Bo")
        try await within("the autocomplete list to follow the typing") {
            while try await headUnit.keyboardProperties()?.autoCompleteList != ["Bonn", "Bordeaux", "Boston"] {
                try await Task.sleep(for: .milliseconds(5))
            }
        }
        await printScreen()
        try await headUnit.submitKeyboard()
        try await within("the head unit's answer") {
            let result = try await presentation.value
            ExampleOutput.line("sdl-example: searched for \(result.answer ?? "nothing") (\(result.resultCode.rawValue))")
        }
    }

    /// Waits until the root recorded `action` last.
    private func waitForAction(_ action: String) async throws {
        try await within("the handler (\(action))") {
            while root.actions.last != action { try await Task.sleep(for: .milliseconds(5)) }
        }
    }

    /// Waits for the screen manager to finish the update (every Show, upload and template change
    /// answered successfully).
    private func screenUpdated() async throws {
        guard let screen = application.screenManager else { throw ExampleTourError("not registered") }
        try await within("the screen update") { try await screen.update() }
    }

    private func printScreen() async {
        if let headUnit, let text = try? await headUnit.renderText() {
            ExampleOutput.line(text)
        } else if let shown = application.screenManager?.shownScreen {
            ExampleOutput.line("sdl-example: on screen: " + SDLJSONSerializer.serializeToString(shown.jsonValue))
        }
    }

    /// Runs `body`, failing after ``stepTimeout``.
    func within(_ what: String, _ body: @escaping @MainActor () async throws -> Void) async throws {
        try await withinTimeout(stepTimeout, waitingFor: what, body)
    }
}

/// Why a tour step failed.
struct ExampleTourError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Counts audio bytes on the main actor.
@MainActor
final class ByteCounter {
    var bytes = 0
}
