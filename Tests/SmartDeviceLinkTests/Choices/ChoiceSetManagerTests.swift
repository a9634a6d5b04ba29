import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The choice set manager against the emulator: cells loaded once (not when their load failed),
/// presentations of loaded cells sending no CreateInteractionChoiceSet, deletes that wait for a
/// presentation in flight, unique texts below RPC 7.1 counting loaded cells.
@Suite("Choice set manager", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ChoiceSetManagerTests {
    static func cells(_ names: [String]) -> [SDLChoiceCell] { names.map { SDLChoiceCell($0) } }

    @Test("preload sends one CreateInteractionChoiceSet per cell not loaded; a set of 100 with one cell changed sends one")
    func preloadOnlyWhatIsMissing() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            let manager = try #require(harness.application.choiceSetManager)
            let hundred = Self.cells((1...100).map { "Station \($0)" })
            headUnit.discardEvents()
            try await manager.preload(hundred)
            var requests = await MenuRequests.take(from: headUnit, functions: MenuRequests.choiceFunctions)
            #expect(requests.functions == Array(repeating: "CreateInteractionChoiceSet", count: 100))
            #expect(manager.loadedChoices.count == 100)
            try await manager.preload(hundred + hundred)
            #expect(await MenuRequests.take(from: headUnit, functions: MenuRequests.choiceFunctions).isEmpty)
            var changed = hundred
            changed[41] = SDLChoiceCell("Station 42", secondaryText: "closed")
            try await manager.preload(changed)
            requests = await MenuRequests.take(from: headUnit, functions: MenuRequests.choiceFunctions)
            #expect(requests.functions == ["CreateInteractionChoiceSet"])
            #expect(manager.isLoaded(changed[41]) && manager.isLoaded(hundred[41]))
            await harness.stop()
        }
    }

    @Test("presenting loaded cells sends no CreateInteractionChoiceSet; an identical rebuilt set is presented as loaded")
    func presentLoaded() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            headUnit.discardEvents()
            for round in 0..<2 {
                // A new set value each round, with the same cells (sdl_java_suite #1748).
                let set = SDLChoiceSet { for name in ["Shell", "Aral", "Esso"] { SDLChoiceCell(name) } }
                let presentation = Task { try await root.presentOverlayController(SDLInteractionController(title: "Station", choiceSet: set)) }
                _ = try await headUnit.nextOverlay(.performInteraction)
                try await headUnit.dismissOverlay()
                _ = try await presentation.value
                let functions = await MenuRequests.take(from: headUnit, functions: MenuRequests.choiceFunctions).functions
                let creates = functions.filter { $0 == "CreateInteractionChoiceSet" }.count
                #expect(creates == (round == 0 ? 3 : 0))
                #expect(functions.last == "PerformInteraction")
            }
            await harness.stop()
        }
    }

    @Test("a cell whose load failed is not loaded, and the next use loads it again")
    func failedLoadIsRetried() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startAndConnect()
            let manager = try #require(harness.application.choiceSetManager)
            let cells = Self.cells(["One", "Two"])
            // The policy (Base-4) does not allow CreateInteractionChoiceSet in NONE: DISALLOWED.
            let error = await #expect(throws: SDLError.self) { try await manager.preload(cells) }
            #expect(error?.resultCode == .disallowed)
            #expect(manager.loadedChoices.isEmpty)
            headUnit.discardEvents()
            try await headUnit.setHMILevel(.full)
            try await harness.expect([.didFinishLaunching, .didBecomeActive])
            try await manager.preload(cells)
            #expect(await MenuRequests.take(from: headUnit, functions: MenuRequests.choiceFunctions).functions == ["CreateInteractionChoiceSet", "CreateInteractionChoiceSet"])
            #expect(manager.loadedChoices == cells)
            await harness.stop()
        }
    }

    @Test("delete sends one DeleteInteractionChoiceSet per loaded cell, after the presentation in flight ends (Core answers IN_USE meanwhile)")
    func deleteWaitsForPresentation() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            let manager = try #require(harness.application.choiceSetManager)
            let shown = Self.cells(["Shown"]), other = Self.cells(["Other", "Unloaded"])
            try await manager.preload(shown + [other[0]])
            headUnit.discardEvents()
            let presentation = Task { try await root.presentOverlayController(SDLInteractionController(title: "Pick", choiceSet: SDLChoiceSet(shown))) }
            _ = try await headUnit.nextOverlay(.performInteraction)
            await manager.delete(shown + other)
            #expect(await MenuRequests.take(from: headUnit, functions: ["DeleteInteractionChoiceSet"]).isEmpty, "nothing while the interaction is open")
            #expect(manager.loadedChoices == shown + [other[0]])
            try await headUnit.dismissOverlay()
            _ = try await presentation.value
            let deletes = await MenuRequests.take(from: headUnit, functions: ["DeleteInteractionChoiceSet"], atLeast: 2)
            #expect(deletes.functions == ["DeleteInteractionChoiceSet", "DeleteInteractionChoiceSet"], "Shown and Other; Unloaded was never loaded")
            try await waitUntil("the deletes' answers") { manager.loadedChoices.isEmpty }
            try await manager.preload(shown)
            #expect(manager.isLoaded(shown[0]), "a deleted cell loads again when asked")
            await harness.stop()
        }
    }

    @Test("below RPC 7.1 a text a loaded cell has goes out made unique; from 7.1 as it is",
          arguments: [(SDLRPCVersion(7, 0, 0), "Shell (2)"), (SDLRPCVersion(7, 1, 0), "Shell")])
    func uniqueTexts(version: SDLRPCVersion, expected: String) async throws {
        try await Emulator.run { headUnit in
            var configuration = AppHarness.configuration(port: headUnit.port)
            configuration.lifecycle.rpcVersion = version
            let application = await activeApplication(configuration)
            let manager = try #require(application.choiceSetManager)
            try await manager.preload([SDLChoiceCell("Shell", secondaryText: "1.2 km")])
            headUnit.discardEvents()
            try await manager.preload([SDLChoiceCell("Shell", secondaryText: "3.4 km")])
            let create = try #require(await MenuRequests.take(from: headUnit, functions: ["CreateInteractionChoiceSet"]).first)
            let name = create.parameters["choiceSet"]?.arrayValue?.first?.objectValue?["menuName"]?.stringValue
            #expect(name == expected)
            await application.stop()
        }
    }

    @Test("checks before any RPC: an empty text, a tab, a voice command two cells share, the same cell twice")
    func checks() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            let manager = try #require(harness.application.choiceSetManager)
            headUnit.discardEvents()
            for bad in [SDLChoiceCell(" "), SDLChoiceCell("A\tB"), SDLChoiceCell("C", voiceCommands: [""])] {
                let error = await #expect(throws: SDLError.self) { try await manager.preload([bad]) }
                #expect(error?.code == .invalidChoice)
            }
            let twice = SDLChoiceSet([SDLChoiceCell("Same"), SDLChoiceCell("Same")])
            let sharedVoice = SDLChoiceSet([SDLChoiceCell("A", voiceCommands: ["Go"]), SDLChoiceCell("B", voiceCommands: ["go"])])
            for set in [twice, sharedVoice] {
                let error = await #expect(throws: SDLError.self) {
                    _ = try await root.presentOverlayController(SDLInteractionController(title: "Pick", choiceSet: set))
                }
                #expect(error?.code == .invalidOverlay)
            }
            #expect(await MenuRequests.take(from: headUnit, functions: MenuRequests.choiceFunctions).isEmpty)
            await harness.stop()
        }
    }
}
