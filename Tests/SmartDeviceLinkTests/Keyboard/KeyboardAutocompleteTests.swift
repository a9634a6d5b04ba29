import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Autocomplete queries the test answers by hand: each waits until ``answer(_:_:)`` is called for
/// its entry, and records whether it had been cancelled by then.
@MainActor
final class PendingQueries {
    private(set) var entries: [String] = []
    private(set) var cancelled: [String] = []
    private var continuations: [String: CheckedContinuation<[String], Never>] = [:]

    /// The query for `entry`: waits for the test's answer.
    func ask(_ entry: String) async -> [String] {
        entries.append(entry)
        let words = await withCheckedContinuation { continuations[entry] = $0 }
        if Task.isCancelled { cancelled.append(entry) }
        return words
    }

    /// Whether the query for `entry` waits for its answer.
    func isWaiting(_ entry: String) -> Bool { continuations[entry] != nil }

    /// Answers the query for `entry` with `words`.
    func answer(_ entry: String, _ words: [String]) {
        continuations.removeValue(forKey: entry)?.resume(returning: words)
    }
}

/// One keyboard for every keyboard the app shows: autocomplete as an async query of which only the
/// newest answer is sent, for the keyboard controller and the interaction controller's search
/// layouts alike, with the same input type and configuration.
@Suite("Keyboard autocomplete and search layouts", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct KeyboardAutocompleteTests {
    /// The autoCompleteList a SetGlobalProperties carries.
    static func words(_ request: SDLHeadUnitRequest) -> SDLJSONValue? {
        request.parameters["keyboardProperties"]?.objectValue?["autoCompleteList"]
    }

    @Test("a slow query answered after a newer keypress's fast one is cancelled and never sent: only the newest answer reaches the head unit")
    func onlyTheNewestAnswer() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            headUnit.discardEvents()
            let queries = PendingQueries()
            let keyboard = SDLKeyboardController(title: "Find a city") { entry in await queries.ask(entry) }
            let presentation = Task { try await root.presentOverlayController(keyboard) }
            _ = try await headUnit.nextRequest("SetGlobalProperties")   // the keyboard's properties, opening
            _ = try await headUnit.nextOverlay(.performInteraction)

            try await headUnit.typeText("B")
            try await waitUntil("the slow query") { queries.isWaiting("B") }
            try await headUnit.typeText("o")
            try await waitUntil("the fast query") { queries.isWaiting("Bo") }
            queries.answer("Bo", ["Bonn", "Bochum"])
            #expect(Self.words(try await headUnit.nextRequest("SetGlobalProperties")) == ["Bonn", "Bochum"])
            queries.answer("B", ["Berlin", "Bern"])   // the slow query answers last
            try await waitUntil("the slow query ended") { queries.cancelled == ["B"] }

            try await headUnit.typeText("n")
            try await waitUntil("the next query") { queries.isWaiting("Bon") }
            queries.answer("Bon", ["Bonn"])
            #expect(Self.words(try await headUnit.nextRequest("SetGlobalProperties")) == ["Bonn"], "the slow answer was never sent")
            #expect(try await headUnit.keyboardProperties()?.autoCompleteList == ["Bonn"])
            #expect(queries.entries == ["B", "Bo", "Bon"])
            #expect(keyboard.configuration.autoCompleteList == ["Bonn"])

            try await headUnit.submitKeyboard()
            #expect(try await presentation.value.answer == "Bon")
            _ = try await headUnit.nextRequest("ResetGlobalProperties")
            await harness.stop()
        }
    }

    @Test("an autocomplete answer the head unit refuses reaches errors() (feature keyboard); a word at the spec's 1,000-character limit is shown")
    func refusedAnswerReported() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            let log = UnawaitedErrorLog(harness.application.errors())
            let longest = String(repeating: "a", count: 1_000)
            let keyboard = SDLKeyboardController(title: "Find a city") { entry in
                entry == "B" ? [longest] : [longest + "a"]
            }
            let presentation = Task { try await root.presentOverlayController(keyboard) }
            _ = try await headUnit.nextRequest("SetGlobalProperties")
            _ = try await headUnit.nextOverlay(.performInteraction)
            headUnit.discardEvents()

            try await headUnit.typeText("B")
            #expect(Self.words(try await headUnit.nextRequest("SetGlobalProperties")) == [.string(longest)])
            #expect(log.failures.isEmpty)

            try await headUnit.typeText("o")
            try await waitUntil("the refusal reported") { !log.failures.isEmpty }
            #expect(log.failures.map(\.feature) == [.keyboard])
            #expect(log.failures.first?.rpcName == "SetGlobalProperties")
            #expect(log.failures.first?.error.resultCode == .invalidData)

            try await headUnit.submitKeyboard()
            _ = try await presentation.value
            await harness.stop()
        }
    }

    @Test("a search-layout interaction takes the same keyboard: its configuration set before and reset after, SDLKeyboardInput events, autocomplete")
    func searchLayout() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            headUnit.discardEvents()
            let stations = SDLChoiceSet([SDLChoiceCell("Jazz FM"), SDLChoiceCell("Radio Bremen")])
            let interaction = SDLInteractionController(
                title: "Station", choiceSet: stations, manualInteraction: SDLManualInteraction(layout: .listWithSearch))
            interaction.keyboardConfiguration = SDLKeyboardConfiguration(
                layout: .qwertz, keypressMode: .resendCurrentEntry, autoCompleteList: ["Jazz FM"])
            var events: [SDLKeyboardInput] = []
            interaction.keyboardEventHandler = { events.append($0) }
            interaction.autocomplete = { entry in stations.choices.map(\.text).filter { $0.hasPrefix(entry) } }
            let presentation = Task { try await root.presentOverlayController(interaction) }

            let set = try await headUnit.nextRequest("SetGlobalProperties")
            #expect(set.parameters["keyboardProperties"] == [
                "keyboardLayout": "QWERTZ", "keypressMode": "RESEND_CURRENT_ENTRY", "autoCompleteList": ["Jazz FM"],
            ])
            let perform = try await headUnit.nextRequest("PerformInteraction")
            #expect(perform.parameters["interactionLayout"]?.stringValue == "LIST_WITH_SEARCH")
            _ = try await headUnit.nextOverlay(.performInteraction)
            #expect(try await headUnit.keyboardProperties()?.keyboardLayout == "QWERTZ")

            try await headUnit.typeText("R")
            #expect(Self.words(try await headUnit.nextRequest("SetGlobalProperties")) == ["Radio Bremen"])
            try await headUnit.submitKeyboard()
            let result = try await presentation.value
            #expect(result.answer?.text == "R")
            #expect(events == [.keypress("R"), .submitted("R")])
            let reset = try await headUnit.nextRequest("ResetGlobalProperties")
            #expect(reset.parameters["properties"] == ["KEYBOARDPROPERTIES"])
            await harness.stop()
        }
    }
}
