import SDLHeadUnit
@testable import sdl_example
import SmartDeviceLink
import Testing
import SDLTestSupport

/// The example app's own view controllers and overlays, driven on the emulator as a person would
/// drive them: buttons pressed, overlays answered, the screens checked — on each display profile.
@Suite("The example app driven on the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ExampleAppDrivenTests {
    /// Runs `body` with the example's root controller in an application on an emulator with `profile`.
    func withExampleApp(
        profile name: String, _ body: (SDLHeadUnit, SDLApplication, RootViewController) async throws -> Void
    ) async throws {
        var configuration = SDLHeadUnitConfiguration()
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        configuration.port = 0
        configuration.profile = try #require(SDLDisplayProfile.builtIn(named: name))
        let headUnit = try await SDLHeadUnit.start(configuration)
        let root = RootViewController()
        var appConfiguration = SDLApplication.Configuration(
            appName: "SDL Example", appID: "sdl-example", isMediaApplication: true,  // as the example is: its screen has a media clock
            connection: .tcp(port: headUnit.port), reconnectPolicy: .never, viewControllerManagerMode: .stack)
        appConfiguration.session = .forTests()
        let application = SDLApplication(configuration: appConfiguration, rootViewController: root, delegate: nil)
        let events = application.events()
        application.start()
        do {
            var seen: [SDLApplicationEvent] = []
            for await event in events {
                seen.append(event)
                if event == .didBecomeActive || event == .didDisconnect { break }
            }
            try await #require(application.screenManager, "events: \(seen), state \(application.applicationState)").update()
            try await body(headUnit, application, root)
        } catch {
            await application.stop()
            await headUnit.stop()
            throw error
        }
        await application.stop()
        await headUnit.stop()
    }

    /// The next Show after which the screen has a soft button labelled `text` (an artwork's
    /// second Show of an earlier step may come first).
    func showWithButton(_ text: String, on headUnit: SDLHeadUnit) async throws -> SDLHeadUnitShow {
        for _ in 0..<5 {
            let show = try await headUnit.nextShow()
            if show.screen.softButtons.contains(where: { $0.text == text }) { return show }
        }
        throw SDLHeadUnitError(code: "noShow", message: "no Show put a '\(text)' button on screen")
    }

    /// The soft button of the app's screen labelled `text`.
    func buttonID(_ text: String, on headUnit: SDLHeadUnit) async throws -> Int {
        let screen = try #require(try await headUnit.apps().first?.screen)
        let button = try #require(screen.softButtons.first { $0.text == text }, "no button \(text) on \(screen.softButtons)")
        return button.id
    }

    @Test("Details pushes the detail screen, Back pops it; Repeat cycles off → one → all → off",
          arguments: ["media-4line", "generic-2line", "basic-1line"])
    func buttons(profile: String) async throws {
        try await withExampleApp(profile: profile) { headUnit, application, root in
            for expected in ["Repeat one", "Repeat all", "Repeat off"] {
                let current = root.repeatButton.currentState.text ?? ""
                let id = try await buttonID(current, on: headUnit)
                headUnit.discardEvents()
                try await headUnit.pressSoftButton(id)
                _ = try await showWithButton(expected, on: headUnit)
                #expect(root.repeatButton.currentState.text == expected)
            }
            let details = try await buttonID("Details", on: headUnit)
            headUnit.discardEvents()
            try await headUnit.pressSoftButton(details)
            let detail = try await showWithButton("Back", on: headUnit)
            #expect(detail.screen.softButtons.map(\.text) == ["Back"])
            #expect(application.viewControllerManager.topViewController is DetailViewController)
            let back = try await buttonID("Back", on: headUnit)
            headUnit.discardEvents()
            try await headUnit.pressSoftButton(back)
            let again = try await showWithButton("Details", on: headUnit)
            #expect(again.screen.softButtons.map(\.text) == ["Repeat off", "Details"])
            #expect(application.viewControllerManager.topViewController is RootViewController)
        }
    }

    @Test("the alert is answered with Yes (SUCCESS); the slider is moved and saved and its value read back",
          arguments: ["media-4line", "generic-2line", "basic-1line"])
    func answersOverlays(profile: String) async throws {
        try await withExampleApp(profile: profile) { headUnit, _, root in
            let alert = ExampleOverlays.alert()
            let answered = Task { @MainActor in try await root.presentOverlayController(alert) }
            let shown = try await headUnit.nextOverlay(.alert)
            #expect(shown.lines.first == "Fuel is low.")
            let yes = try #require(shown.softButtons.first { $0.text == "Yes" })
            try await headUnit.pressSoftButton(yes.id)
            let alertResult = try await answered.value
            #expect(alertResult.resultCode == .success)
            #expect(alertResult.answer?.currentState.text == "Yes", "the alert answers with the button pressed")

            let slider = ExampleOverlays.slider()
            let saved = Task { @MainActor in try await root.presentOverlayController(slider) }
            let open = try await headUnit.nextOverlay(.slider)
            #expect(open.numTicks == 21)
            #expect(open.sliderPosition == 11)
            try await headUnit.saveSlider(position: 21)
            let sliderResult = try await saved.value
            #expect(sliderResult.resultCode == .success)
            #expect(sliderResult.answer == 10)

            let picker = ExampleOverlays.valuePicker()
            let picked = Task { @MainActor in try await root.presentOverlayController(picker) }
            _ = try await headUnit.nextOverlay(.slider)
            try await headUnit.saveSlider(position: 4)
            let pickerResult = try await picked.value
            #expect(pickerResult.resultCode == .success)
            #expect(pickerResult.answer == 3)
        }
    }
}
