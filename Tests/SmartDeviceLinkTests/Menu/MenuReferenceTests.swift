import SDLHeadUnit
import SDLTestSupport
@testable import SmartDeviceLink
import Testing

/// A submenu is opened by its cell, not by its text; how the menu is updated is a setting of the
/// application that outlives each registration.
@Suite("Menu references and settings", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct MenuReferenceTests {
    @Test("openMenu(cell) opens that submenu, not the first with its text; a command or an unknown cell is unknownMenu and sends nothing")
    func openBySubMenuCell() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            let first = SDLMenuCell.subMenu("More") { SDLMenuCell("B") }
            let second = SDLMenuCell.subMenu("More", secondaryText: "the other one") { SDLMenuCell("C") }
            let command = SDLMenuCell("A")
            harness.application.menu = SDLMenu { command; first; second }
            try await harness.startActive()
            try await #require(harness.application.menuManager).update()
            let items = try await headUnit.menu()
            #expect(items.count == 3)
            headUnit.discardEvents()

            for wrong in [command, SDLMenuCell.subMenu("More", secondaryText: "a third") {}] {
                let error = await #expect(throws: SDLError.self) { try await harness.application.openMenu(wrong) }
                #expect(error?.code == .unknownMenu)
            }
            try await harness.application.openMenu(second)
            let request = try await headUnit.nextRequest("ShowAppMenu")
            #expect(request.parameters["menuID"]?.intValue == items[2].id, "the second 'More', by its cell")
            try await harness.expect([.didEnterMenu])
            await harness.stop()
        }
    }

    @Test("menuDynamicUpdates set on the application survives a reconnect: the new registration's manager replaces the whole menu")
    func dynamicUpdatesSurviveReconnect() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            let application = harness.application
            application.menu = SDLMenu { SDLMenuCell("A"); SDLMenuCell("B") }
            try await harness.startActive()
            #expect(application.menuManager?.dynamicUpdates == .onWithCompatibility)
            application.menuDynamicUpdates = .off
            #expect(application.menuManager?.dynamicUpdates == .off, "the current registration follows at once")
            let firstManager = application.menuManager

            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect, .didConnect, .didFinishLaunching, .didBecomeActive])
            let manager = try #require(application.menuManager)
            #expect(manager !== firstManager)
            #expect(manager.dynamicUpdates == .off)
            try await manager.update()
            headUnit.discardEvents()
            application.menu = SDLMenu { SDLMenuCell("A"); SDLMenuCell("B"); SDLMenuCell("C") }
            try await manager.update()
            let functions = await MenuRequests.take(from: headUnit).functions.sorted()
            #expect(functions == ["AddCommand", "AddCommand", "AddCommand", "DeleteCommand", "DeleteCommand"], "replaced whole, not one AddCommand")
            await harness.stop()
        }
    }
}
