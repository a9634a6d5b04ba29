import Foundation
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

// README: begin
@MainActor
final class HomeViewController: SDLViewController {
    private(set) var plays = 0

    override func loadView() {
        template = .predefined(.media)
        view = SDLView {
            SDLTextView(alignment: .centered) {
                SDLText("Blue in Green", metadata: .mediaTitle)
                SDLText("Miles Davis", metadata: .mediaArtist)
            }
            SDLButtonView("Play") { [unowned self] in plays += 1 }
            SDLButtonView("Fuel") { [unowned self] in
                presentOverlayController(SDLAlertController(message: "Fuel is low.\nFind a station?") {
                    SDLButtonView("Yes")
                    SDLButtonView("No")
                })
            }
        }
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

    @Test("on the emulator: the tagged text and two buttons; Play counts, Fuel presents the alert")
    func runsOnTheEmulator() async throws {
        try await Emulator.run { headUnit in
            let home = HomeViewController()
            let harness = AppHarness(headUnit: headUnit, root: home)
            _ = try await harness.startAndShow()
            let screen = try #require(try await headUnit.app(headUnit.apps().first?.id ?? 0)?.screen)
            #expect(screen["mainField1"] == "Blue in Green")
            #expect(screen["mainField2"] == "Miles Davis")
            let show = try await headUnit.nextShow()
            #expect(show.parameters["metadataTags"]?.objectValue?["mainField1"] == ["mediaTitle"])
            let buttons = show.parameters["softButtons"]?.arrayValue ?? []
            #expect(buttons.compactMap { $0.objectValue?["text"]?.stringValue } == ["Play", "Fuel"])
            let ids = buttons.compactMap { $0.objectValue?["softButtonID"]?.intValue }
            guard ids.count == 2 else { return }

            try await headUnit.pressSoftButton(ids[0])
            #expect(await eventually { home.plays == 1 })
            try await headUnit.pressSoftButton(ids[1])
            let alert = try await headUnit.nextOverlay(.alert)
            #expect(alert.lines.first == "Fuel is low.")
            await harness.stop()
        }
    }
}
