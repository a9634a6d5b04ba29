import Foundation
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

// Getting started: begin
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
            SDLMenuCell.subMenu("Playlists") {
                for name in ["Morning", "Evening"] { SDLMenuCell(name) { print("playlist \(name)") } }
            }
        }
        hardwareButtons = [SDLHardwareButton(.playPause) { [unowned self] _ in plays += 1 }]
    }
}
// Getting started: end

/// The README's hello world is the tutorial's first step (Snippets/MediaApp/MediaApp1.swift, which
/// `swift build` compiles); this copy of its view controller shows what the README says.
enum ReadmeHelloWorld {
    // README hello world: begin
    /// The one screen of the media app: what plays.
    final class NowPlayingViewController: SDLViewController {
        var title = "Blue in Green"
        var artist = "Miles Davis"

        override func loadView() {
            template = .predefined(.media)
            view = SDLView {
                SDLTextView(alignment: .centered) {
                    SDLText(title, metadata: .mediaTitle)
                    SDLText(artist, metadata: .mediaArtist)
                }
            }
        }
    }
    // README hello world: end
}

/// The README's hello world, and the Getting started article's first screen (this file's
/// HomeViewController): the documents show this code, and it does what they say.
@Suite("The README's hello world and the first screen", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ReadmeFirstScreenTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `text`'s lines, trimmed, without blank lines.
    static func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The lines of `source` between `// NAME: begin` and `// NAME: end`.
    static func marked(_ name: String, in source: String) throws -> String {
        let begin = try #require(source.range(of: "// \(name): begin\n"))
        let end = try #require(source.range(of: "// \(name): end\n"))
        return String(source[begin.upperBound..<end.lowerBound])
    }

    @Test("the README's first swift block is the tutorial's first step, verbatim, before line 60")
    func readmeHelloWorldIsTheSnippet() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let snippet = try String(contentsOf: Self.packageRoot.appendingPathComponent("Snippets/MediaApp/MediaApp1.swift"), encoding: .utf8)
        let readmeLines = readme.components(separatedBy: "\n")
        let start = try #require(readmeLines.firstIndex(of: "```swift"))
        #expect(start + 1 < 60, "the hello world starts on line \(start + 1)")
        let end = try #require(readmeLines[(start + 1)...].firstIndex(of: "```"))
        #expect(Self.lines(readmeLines[(start + 1)..<end].joined(separator: "\n")) == Self.lines(snippet))
        let copy = try Self.marked("README hello world", in: try String(contentsOfFile: #filePath, encoding: .utf8))
        #expect(Self.lines(snippet).joined(separator: "\n").contains(Self.lines(copy).joined(separator: "\n")),
                "ReadmeHelloWorld.NowPlayingViewController is a copy of the snippet's")
    }

    @Test("the hello world on the emulator: the app in FULL shows the tagged title and artist")
    func helloWorldRuns() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit, isMedia: true, root: ReadmeHelloWorld.NowPlayingViewController())
            harness.application.start()
            try await harness.expect([.didConnect, .didFinishLaunching, .didBecomeActive, .didBecomeAudible])
            try await #require(harness.application.screenManager).update()
            let app = try #require(try await headUnit.apps().first)
            #expect(app.hmiLevel == .full)
            #expect(app.screen["mainField1"] == "Blue in Green")
            #expect(app.screen["mainField2"] == "Miles Davis")
            let show = try await headUnit.nextShow()
            #expect(show.parameters["metadataTags"]?.objectValue?["mainField1"] == ["mediaTitle"])
            #expect(show.parameters["metadataTags"]?.objectValue?["mainField2"] == ["mediaArtist"])
            await harness.stop()
        }
    }

    @Test("the Getting started article shows this file's HomeViewController verbatim")
    func articleMatches() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let article = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Sources/SmartDeviceLink/SmartDeviceLink.docc/GettingStarted.md"),
            encoding: .utf8)
        #expect(article.contains(try Self.marked("Getting started", in: source)))
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
