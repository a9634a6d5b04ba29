import Foundation
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

// README: begin
@MainActor
final class HomeViewController: SDLViewController {
    private(set) var plays = 0 {
        didSet { setNeedsViewReload() }   // loadView() runs again; one Show sends what changed
    }

    override func loadView() {
        template = .predefined(.media)
        view = SDLView {
            SDLTextView(alignment: .centered) {
                SDLText("Blue in Green", metadata: .mediaTitle)
                SDLText("Miles Davis", metadata: .mediaArtist)
                "Plays: \(plays)"
            }
            SDLButtonView("Play") { [unowned self] in plays += 1 }
            SDLButtonView("Fuel") { [unowned self] in
                let alert = SDLAlertController(message: "Fuel is low.\nFind a station?") {
                    SDLButtonView("Yes")
                    SDLButtonView("No")
                }
                let result = try? await presentOverlayController(alert)
                print(result?.answer?.currentState.text ?? "no answer")   // the button pressed
            }
        }
    }

    override func viewDidLoad() {   // after each load: the same menu again sends nothing
        menu = SDLMenu {
            SDLMenuCell("Play", voiceCommands: ["Play it"]) { [unowned self] in plays += 1 }
            SDLSubMenu("Playlists") {
                for name in ["Morning", "Evening"] { SDLMenuCell(name) { print("playlist \(name)") } }
            }
        }
        hardwareButtons = [SDLHardwareButton(.playPause) { [unowned self] _ in plays += 1 }]
    }
}
// README: end

/// The README's "your first screen" code is this file's code, and it does what the README says.
@Suite("The README's first screen", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ReadmeFirstScreenTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the README shows this file's HomeViewController verbatim")
    func readmeMatches() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(source.range(of: "// README: begin\n"))
        let end = try #require(source.range(of: "// README: end\n"))
        let code = String(source[begin.upperBound..<end.lowerBound])
        #expect(readme.contains(code))
    }

    @Test("on the emulator: the tagged text and two buttons; each Play press, menu selection, voice command and play/pause key updates the text; Fuel presents the alert")
    func runsOnTheEmulator() async throws {
        try await Emulator.run { headUnit in
            let home = HomeViewController()
            let harness = AppHarness(headUnit: headUnit, isMedia: true, root: home)
            harness.application.start()
            try await harness.expect([.didConnect, .didFinishLaunching, .didBecomeActive, .didBecomeAudible])
            try await #require(harness.application.screenManager).update()
            let appID = try #require(try await headUnit.apps().first?.id)
            let screen = try #require(try await headUnit.app(appID)?.screen)
            #expect(screen["mainField1"] == "Blue in Green")
            #expect(screen["mainField2"] == "Miles Davis")
            #expect(screen["mainField3"] == "Plays: 0")
            let show = try await headUnit.nextShow()
            #expect(show.parameters["metadataTags"]?.objectValue?["mainField1"] == ["mediaTitle"])
            let buttons = show.parameters["softButtons"]?.arrayValue ?? []
            #expect(buttons.compactMap { $0.objectValue?["text"]?.stringValue } == ["Play", "Fuel"])
            let ids = buttons.compactMap { $0.objectValue?["softButtonID"]?.intValue }
            guard ids.count == 2 else { return }

            // Each press reloads the view: the text changes on the head unit, and the rebuilt Play
            // button keeps its ID (the second press goes to the same ID and still counts).
            for expected in 1...2 {
                try await headUnit.pressSoftButton(ids[0])
                let update = try await headUnit.nextShow()
                #expect(update.parameters["mainField3"]?.stringValue == "Plays: \(expected)")
                #expect(update.parameters["softButtons"] == nil, "the buttons kept their IDs: nothing to resend")
                #expect(try await headUnit.app(appID)?.screen["mainField3"] == "Plays: \(expected)")
            }
            #expect(home.plays == 2)

            // The menu (sent once: each reload sets the same menu again) and the play/pause key.
            try await #require(harness.application.menuManager).update()
            let menu = try await headUnit.menu()
            #expect(menu.map(\.menuName) == ["Play", "Playlists"])
            #expect(menu.last?.children.map(\.menuName) == ["Morning", "Evening"])
            #expect(menu.first?.vrCommands == ["Play it"])
            let play = try #require(menu.first)
            try await headUnit.selectCommand(play.id)
            #expect(try await headUnit.nextShow().parameters["mainField3"]?.stringValue == "Plays: 3")
            try await headUnit.sayVoiceCommand("play it")
            #expect(try await headUnit.nextShow().parameters["mainField3"]?.stringValue == "Plays: 4")
            try await waitForSubscribedButtons(headUnit, ["PLAY_PAUSE"])
            try await headUnit.pressButton("PLAY_PAUSE")
            #expect(try await headUnit.nextShow().parameters["mainField3"]?.stringValue == "Plays: 5")
            #expect(home.plays == 5)
            #expect(try await headUnit.menu() == menu, "the reloads sent the same menu again: nothing changed on the head unit")
            try await headUnit.pressSoftButton(ids[1])
            let alert = try await headUnit.nextOverlay(.alert)
            #expect(alert.lines.first == "Fuel is low.")
            await harness.stop()
        }
    }
}
