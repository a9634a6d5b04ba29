import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Menu artwork (uploaded before the cells that show it; a cell whose upload failed goes without it),
/// menu layouts checked against the display, and the compatibility mode.
@Suite("Menu artwork, layouts and compatibility", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct MenuArtworkAndLayoutTests {
    @Test("a new icon is uploaded before the AddCommand showing it; a failed upload leaves its cell without the icon")
    func artwork() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            headUnit.discardEvents()
            let good = try SDLArtwork(imageData: ScreenHarness.png(seed: 7), name: "menu-good.png")
            // Core's file-name rules refuse a name with "../": the upload fails.
            let bad = try SDLArtwork(imageData: ScreenHarness.png(seed: 8), name: "../menu-bad.png")
            harness.application.menu = SDLMenu {
                SDLMenuCell("Good", artwork: good)
                SDLMenuCell("Bad", artwork: bad)
            }
            let error = await #expect(throws: SDLError.self) { try await #require(harness.application.menuManager).update() }
            #expect(error?.code == .uploadFailed)
            let requests = await MenuRequests.take(from: headUnit)
            let firstAdd = try #require(requests.firstIndex { $0.function == "AddCommand" })
            #expect(requests[..<firstAdd].allSatisfy { $0.function == "PutFile" }, "uploads go first: \(requests.functions)")
            let menu = try await headUnit.menu()
            #expect(menu.names == ["Good", "Bad"])
            #expect(menu.first?.icon?.value == "menu-good.png")
            #expect(menu.last?.icon == nil, "the cell whose artwork failed is shown without it")

            headUnit.discardEvents()
            harness.application.menu = SDLMenu { SDLMenuCell("Good", artwork: good) }
            try await #require(harness.application.menuManager).update()
            #expect(await MenuRequests.take(from: headUnit).functions == ["DeleteCommand"], "the artwork on the head unit is not sent again")
            await harness.stop()
        }
    }

    @Test("a layout the display lacks is left out, errors() says so, and the rest of the menu is sent")
    func unsupportedLayout() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            let log = UnawaitedErrorLog(harness.application.errors())
            try await harness.startActive()
            headUnit.discardEvents()
            harness.application.menu = SDLMenu(title: "Player", layout: .tiles) {
                SDLMenuCell.subMenu("Albums", layout: .tiles) { SDLMenuCell("Kind of Blue") }
                SDLMenuCell.subMenu("Lists", layout: .list) { SDLMenuCell("Morning") }
            }
            try await #require(harness.application.menuManager).update()
            try await waitUntil("both layout errors") { log.errors.count >= 2 }
            #expect(log.errors.map(\.code) == [.unsupportedMenuLayout, .unsupportedMenuLayout], "media-4line offers LIST only")
            #expect(log.failures.allSatisfy { $0.feature == .menu })
            let requests = await MenuRequests.take(from: headUnit)
            let subMenus = requests.filter { $0.function == "AddSubMenu" }
            #expect(subMenus.map { $0.parameters["menuLayout"]?.stringValue } == [nil, "LIST"])
            let global = try #require(requests.first { $0.function == "SetGlobalProperties" })
            #expect(global.parameters["menuTitle"]?.stringValue == "Player")
            #expect(global.parameters["menuLayout"] == nil)
            await harness.stop()
        }
    }

    @Test("compatibility mode off: a change deletes every cell and adds every cell")
    func replaceWhole() async throws {
        try await Emulator.run { headUnit in
            var configuration = AppHarness.configuration(port: headUnit.port)
            configuration.menuDynamicUpdates = .off
            let application = await activeApplication(configuration)
            let manager = try #require(application.menuManager)
            application.menu = SDLMenu { SDLMenuCell("A"); SDLMenuCell("B") }
            try await manager.update()
            headUnit.discardEvents()
            application.menu = SDLMenu { SDLMenuCell("A"); SDLMenuCell("B"); SDLMenuCell("C") }
            try await manager.update()
            #expect(await MenuRequests.take(from: headUnit).functions.sorted() == ["AddCommand", "AddCommand", "AddCommand", "DeleteCommand", "DeleteCommand"])
            #expect(try await headUnit.menu().names == ["A", "B", "C"])
            await application.stop()
        }
    }
}
