import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The menu manager against the emulator: what the head unit holds after each change, the RPCs
/// each change costs (SDL-0210's cases), when updates wait, and which handler a selection reaches.
@Suite("Menu manager", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct MenuManagerTests {
    @Test("a first menu adds every cell in order, submenus with their cells; the head unit shows it")
    func firstMenu() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            headUnit.discardEvents()
            harness.application.menu = SDLMenu {
                SDLMenuCell("Play")
                SDLMenuCell.subMenu("Settings") { SDLMenuCell("Sound"); SDLMenuCell("Display") }
                SDLMenuCell("About")
            }
            try await #require(harness.application.menuManager).update()
            let requests = await MenuRequests.take(from: headUnit)
            #expect(requests.functions == ["AddCommand", "AddSubMenu", "AddCommand", "AddCommand", "AddCommand"])
            let menu = try await headUnit.menu()
            #expect(menu.names == ["Play", "Settings", "About"])
            #expect(menu[1].children.names == ["Sound", "Display"])
            await harness.stop()
        }
    }

    @Test("the same menu again sends nothing, and the new handlers take the selections")
    func sameMenuMovesHandlers() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            let log = SelectionLog()
            harness.application.menu = SDLMenu { SDLMenuCell("Play") { log.record("old") } }
            try await #require(harness.application.menuManager).update()
            headUnit.discardEvents()
            harness.application.menu = SDLMenu { SDLMenuCell("Play") { source in log.record("new \(source.rawValue)") } }
            try await #require(harness.application.menuManager).update()
            #expect(await MenuRequests.take(from: headUnit).isEmpty)
            let play = try #require(try await headUnit.menu().first)
            try await headUnit.selectCommand(play.id)
            try await waitUntil("the new handler") { log.entries == ["new MENU"] }
            await harness.stop()
        }
    }

    @Test("[A] → [A, B] sends one AddCommand at position 1; [A, B] → [C, A] deletes B before adding C at 0")
    func addAndDeleteInOrder() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            let manager = try #require(harness.application.menuManager)
            harness.application.menu = SDLMenu { SDLMenuCell("A") }
            try await manager.update()
            headUnit.discardEvents()
            harness.application.menu = SDLMenu { SDLMenuCell("A"); SDLMenuCell("B") }
            try await manager.update()
            var requests = await MenuRequests.take(from: headUnit)
            #expect(requests.functions == ["AddCommand"])
            #expect(requests.first?.parameters["menuParams"]?.objectValue?["position"]?.intValue == 1)
            harness.application.menu = SDLMenu { SDLMenuCell("C"); SDLMenuCell("A") }
            try await manager.update()
            requests = await MenuRequests.take(from: headUnit)
            #expect(requests.functions == ["DeleteCommand", "AddCommand"])
            #expect(requests.last?.parameters["menuParams"]?.objectValue?["position"]?.intValue == 0)
            #expect(try await headUnit.menu().names == ["C", "A"])
            await harness.stop()
        }
    }

    @Test("removing a submenu with cells sends one DeleteSubMenu; changing a kept submenu's cells touches only them")
    func subMenus() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            let manager = try #require(harness.application.menuManager)
            harness.application.menu = SDLMenu {
                SDLMenuCell("A")
                SDLMenuCell.subMenu("S") { SDLMenuCell("1"); SDLMenuCell("2"); SDLMenuCell("3") }
            }
            try await manager.update()
            headUnit.discardEvents()
            harness.application.menu = SDLMenu {
                SDLMenuCell("A")
                SDLMenuCell.subMenu("S") { SDLMenuCell("1"); SDLMenuCell("3"); SDLMenuCell("4") }
            }
            try await manager.update()
            #expect(await MenuRequests.take(from: headUnit).functions == ["DeleteCommand", "AddCommand"])
            #expect(try await headUnit.menu()[1].children.names == ["1", "3", "4"])
            harness.application.menu = SDLMenu { SDLMenuCell("A") }
            try await manager.update()
            #expect(await MenuRequests.take(from: headUnit).functions == ["DeleteSubMenu"])
            #expect(try await headUnit.menu().names == ["A"])
            await harness.stop()
        }
    }

    @Test("updates wait in NONE and while the menu is open; the newest menu wins")
    func updatesWait() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startAndConnect()
            harness.application.menu = SDLMenu { SDLMenuCell("Old") }
            await Task.yield()
            harness.application.menu = SDLMenu { SDLMenuCell("New") }
            #expect(await MenuRequests.take(from: headUnit).isEmpty, "nothing is sent in NONE")
            try await headUnit.setHMILevel(.full)
            try await harness.expect([.didFinishLaunching, .didBecomeActive])
            try await #require(harness.application.menuManager).update()
            #expect(await MenuRequests.take(from: headUnit).functions == ["AddCommand"])
            #expect(try await headUnit.menu().names == ["New"])

            try await headUnit.openMenu()
            try await harness.expect([.didEnterMenu])
            harness.application.menu = SDLMenu { SDLMenuCell("New"); SDLMenuCell("Later") }
            #expect(await MenuRequests.take(from: headUnit).isEmpty, "nothing is sent while the user is in the menu")
            try await headUnit.closeMenu()
            try await harness.expect([.didEnterMainContext])
            try await #require(harness.application.menuManager).update()
            #expect(await MenuRequests.take(from: headUnit).functions == ["AddCommand"])
            await harness.stop()
        }
    }

    @Test("repeated titles: made unique below RPC 7.1, where the head unit refuses them; sent as they are from 7.1",
          arguments: [(SDLRPCVersion(7, 0, 0), ["Play", "Play (2)", "Play (2) (2)"]), (SDLRPCVersion(8, 0, 0), ["Play", "Play", "Play (2)"])])
    func uniqueTitles(version: SDLRPCVersion, expected: [String]) async throws {
        try await Emulator.run { headUnit in
            var configuration = AppHarness.configuration(port: headUnit.port)
            configuration.lifecycle.rpcVersion = version
            let application = await activeApplication(configuration)
            application.menu = SDLMenu { SDLMenuCell("Play"); SDLMenuCell("Play"); SDLMenuCell("Play (2)") }
            try await #require(application.menuManager).update()
            #expect(try await headUnit.menu().names == expected)
            await application.stop()
        }
    }

    @Test("empty titles and repeated phrases are refused before any RPC, and the menu on the head unit stays")
    func checks() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            let manager = try #require(harness.application.menuManager)
            harness.application.menu = SDLMenu { SDLMenuCell("Play"); SDLMenuCell("Stop") }
            try await manager.update()
            _ = await MenuRequests.take(from: headUnit)

            harness.application.menu = SDLMenu { SDLMenuCell("Play", voiceCommands: ["Go"]); SDLMenuCell("Stop", voiceCommands: ["", "go"]) }
            let duplicate = await #expect(throws: SDLError.self) { try await manager.update() }
            #expect(duplicate?.code == .duplicateVoiceCommand)
            #expect(duplicate?.message.contains("'go'") == true)
            harness.application.menu = SDLMenu { SDLMenuCell(" ") }
            let empty = await #expect(throws: SDLError.self) { try await manager.update() }
            #expect(empty?.code == .invalidMenu)
            #expect(await MenuRequests.take(from: headUnit).isEmpty, "a refused menu sends nothing")
            #expect(try await headUnit.menu().names == ["Play", "Stop"], "the menu on the head unit stays")
            await harness.stop()
        }
    }

    @Test("voice commands: app-wide and per screen, empty phrases dropped, VR selections reach their handler")
    func voiceCommands() async throws {
        try await Emulator.run { headUnit in
            let log = SelectionLog()
            let root = SDLViewController()
            root.voiceCommands = [SDLVoiceCommand(["Skip", ""]) { log.record("skip") }]
            let harness = AppHarness(headUnit: headUnit, root: root)
            harness.application.voiceCommands = [SDLVoiceCommand(["Home"]) { log.record("home") }]
            harness.application.menu = SDLMenu { SDLMenuCell("Shuffle", voiceCommands: ["Shuffle"]) { source in log.record("shuffle \(source.rawValue)") } }
            try await harness.startActive()
            try await #require(harness.application.menuManager).update()
            let voiceOnly = try await headUnit.voiceOnlyCommands()
            #expect(Set(voiceOnly.map(\.vrCommands)) == [["Home"], ["Skip"]])
            // One phrase at a time, as a driver speaks: the screen's, the app's and the menu cell's
            // handlers run on different paths, so only each phrase's own handler is awaited.
            try await headUnit.sayVoiceCommand("skip")
            try await waitUntil("the screen's handler") { log.entries.count == 1 }
            try await headUnit.sayVoiceCommand("HOME")
            try await waitUntil("the app's handler") { log.entries.count == 2 }
            try await headUnit.sayVoiceCommand("shuffle")
            try await waitUntil("the menu cell's handler") { log.entries.count == 3 }
            #expect(log.entries == ["skip", "home", "shuffle VR"])
            await harness.stop()
        }
    }

    @Test("a pushed screen brings its own menu; popping it brings the app's back, sending only what differs")
    func pushedScreenMenu() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit, mode: .stack)
            harness.application.menu = SDLMenu { SDLMenuCell("Home"); SDLMenuCell("Settings") }
            try await harness.startActive()
            let manager = try #require(harness.application.menuManager)
            try await manager.update()
            headUnit.discardEvents()
            let detail = SDLViewController()
            detail.menu = SDLMenu { SDLMenuCell("Home"); SDLMenuCell("Back") }
            harness.application.viewControllerManager.push(detail)
            try await manager.update()
            #expect(await MenuRequests.take(from: headUnit).functions == ["DeleteCommand", "AddCommand"])
            #expect(try await headUnit.menu().names == ["Home", "Back"])
            harness.application.viewControllerManager.pop()
            try await manager.update()
            #expect(try await headUnit.menu().names == ["Home", "Settings"])
            await harness.stop()
        }
    }

    @Test("IDs: commands, submenus and voice commands never share an ID, nor with soft buttons, across reconnects")
    func idsNeverCollide() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            harness.application.menu = SDLMenu { SDLMenuCell("A"); SDLMenuCell.subMenu("S") { SDLMenuCell("B") } }
            harness.application.voiceCommands = [SDLVoiceCommand(["Hello"]) {}]
            try await harness.startActive()
            try await #require(harness.application.menuManager).update()
            var seen = try await Self.ids(headUnit)
            #expect(seen.count == 4)
            #expect(seen.allSatisfy { $0 > 65_536 }, "above every soft button ID")
            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect, .didConnect, .didFinishLaunching, .didBecomeActive])
            try await #require(harness.application.menuManager).update()
            let again = try await Self.ids(headUnit)
            #expect(again.count == 4)
            #expect(seen.isDisjoint(with: again), "a new registration gets new IDs")
            seen.formUnion(again)
            await harness.stop()
        }
    }

    @Test("openMenu sends ShowAppMenu and the head unit opens the menu (or the submenu asked for)")
    func openMenu() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            let more = SDLMenuCell.subMenu("More") { SDLMenuCell("B") }
            harness.application.menu = SDLMenu { SDLMenuCell("A"); more }
            try await harness.startActive()
            try await #require(harness.application.menuManager).update()
            await #expect(throws: SDLError.self) { try await harness.application.openMenu(SDLMenuCell.subMenu("Nothing") {}) }
            try await harness.application.openMenu(more)
            try await harness.expect([.didEnterMenu])
            await harness.stop()
        }
    }

    /// Every ID the head unit holds for the app: commands, submenus, voice-only commands.
    static func ids(_ headUnit: SDLHeadUnit) async throws -> Set<Int> {
        func collect(_ items: [SDLHeadUnitMenuItem]) -> [Int] { items.flatMap { [$0.id] + collect($0.children) } }
        return Set(collect(try await headUnit.menu()) + (try await headUnit.voiceOnlyCommands()).map(\.id))
    }
}

/// What menu and voice handlers did, in order.
@MainActor
final class SelectionLog {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
}
