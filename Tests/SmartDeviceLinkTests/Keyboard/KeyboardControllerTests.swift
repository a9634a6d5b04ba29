import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The keyboard controller against the emulator: its properties set before the keyboard opens and
/// reset after, every keyboard event reaching the app, updates while the user types, the typed text
/// as the answer, cancellation, and the checks made before anything is sent.
@Suite("Keyboard controller", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct KeyboardControllerTests {
    @Test("SetGlobalProperties with the keyboard, then the KEYBOARD PerformInteraction; typing reaches the app; the submitted text is the answer; the properties are reset after")
    func typeAndSubmit() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            headUnit.discardEvents()
            let keyboard = SDLKeyboardController(title: "Find a city", configuration: SDLKeyboardConfiguration(
                language: .deDe, layout: .qwertz, keypressMode: .resendCurrentEntry, autoCompleteList: ["Berlin"]))
            var handled: [SDLKeyboardInput] = []
            keyboard.eventHandler = { handled.append($0) }
            let events = keyboard.events
            let streamed = Task {
                var all: [SDLKeyboardInput] = []
                for await event in events { all.append(event) }
                return all
            }
            let presentation = Task { try await root.presentOverlayController(keyboard) }

            let set = try await headUnit.nextRequest("SetGlobalProperties")
            #expect(set.parameters["keyboardProperties"] == [
                "language": "DE-DE", "keyboardLayout": "QWERTZ", "keypressMode": "RESEND_CURRENT_ENTRY", "autoCompleteList": ["Berlin"],
            ])
            let perform = try await headUnit.nextRequest("PerformInteraction")
            #expect(perform.parameters["interactionLayout"]?.stringValue == "KEYBOARD")
            #expect(perform.parameters["interactionMode"]?.stringValue == "MANUAL_ONLY")
            #expect(perform.parameters["initialText"]?.stringValue == "Find a city")
            _ = try await headUnit.nextOverlay(.performInteraction)
            #expect(try await headUnit.keyboardProperties()?.keyboardLayout == "QWERTZ")

            try await headUnit.typeText("Bo")
            try await waitUntil("two keypresses") { handled.count == 2 }
            #expect(handled == [.keypress("B"), .keypress("Bo")], "RESEND_CURRENT_ENTRY sends the entry so far")
            try await keyboard.updateAutoCompleteList(["Bonn", "Bochum"])
            #expect(try await headUnit.keyboardProperties()?.autoCompleteList == ["Bonn", "Bochum"])
            try await headUnit.typeText("nn")
            try await headUnit.submitKeyboard()
            let result = try await presentation.value
            #expect(result.resultCode == .success)
            #expect(result.answer == "Bonn")
            #expect(handled.last == .submitted("Bonn"))
            #expect(await streamed.value == handled, "the stream got what the handler got, and finished")
            let reset = try await headUnit.nextRequest("ResetGlobalProperties")
            #expect(reset.parameters["properties"] == ["KEYBOARDPROPERTIES"])
            await harness.stop()
        }
    }

    @Test("updates from a task per keypress never overlap and the last one is what the head unit keeps")
    func concurrentUpdates() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            let keyboard = SDLKeyboardController(title: "Find a city")
            let presentation = Task { try await root.presentOverlayController(keyboard) }
            _ = try await headUnit.nextOverlay(.performInteraction)
            headUnit.discardEvents()
            // As an event handler does: one task per keypress, each with the list for the entry so far.
            let updates = (1...20).map { count in
                Task { try await keyboard.updateAutoCompleteList([String(repeating: "B", count: count)]) }
            }
            for update in updates { try await update.value }
            #expect(try await headUnit.keyboardProperties()?.autoCompleteList == [String(repeating: "B", count: 20)])
            // Every update returned, with fewer SetGlobalProperties than updates: the rounds in between were skipped.
            var sent = 0
            while (try? await headUnit.nextRequest("SetGlobalProperties", timeout: .milliseconds(200))) != nil { sent += 1 }
            #expect(sent >= 1 && sent < 20, "sent \(sent)")
            try await headUnit.cancelKeyboard()
            _ = try await presentation.value
            await harness.stop()
        }
    }

    @Test("cancelling the awaiting task closes the keyboard with CancelInteraction; the user's cancel is an event")
    func cancel() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            let keyboard = SDLKeyboardController(title: "Search")
            let presentation = Task { try await root.presentOverlayController(keyboard) }
            _ = try await headUnit.nextOverlay(.performInteraction)
            presentation.cancel()
            _ = try await headUnit.nextRequest("CancelInteraction")
            #expect(try await presentation.value.resultCode == .aborted)

            let second = SDLKeyboardController(title: "Search again")
            var events: [SDLKeyboardInput] = []
            second.eventHandler = { events.append($0) }
            let again = Task { try await root.presentOverlayController(second) }
            _ = try await headUnit.nextOverlay(.performInteraction)
            try await headUnit.cancelKeyboard()
            let result = try await again.value
            #expect(result.answer == nil)
            #expect(events == [.cancelled])
            await harness.stop()
        }
    }

    @Test("every keyboard event reaches the app: the single key, masking turned off and on by the user, the head unit's abort")
    func everyEvent() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            let keyboard = SDLKeyboardController(title: "PIN", configuration: SDLKeyboardConfiguration(
                keypressMode: .singleKeypress, masking: .userChoiceInputKeyMask))
            var events: [SDLKeyboardInput] = []
            keyboard.eventHandler = { events.append($0) }
            let presentation = Task { try await root.presentOverlayController(keyboard) }
            _ = try await headUnit.nextOverlay(.performInteraction)
            try await headUnit.typeText("12")
            try await headUnit.toggleKeyboardMask()
            try await headUnit.toggleKeyboardMask()
            try await headUnit.abortKeyboard()
            try await waitUntil("five events") { events.count == 5 }
            #expect(events == [.keypress("1"), .keypress("2"), .maskingChanged(isMasked: false), .maskingChanged(isMasked: true), .aborted])
            let result = try await presentation.value   // the abort ended the keyboard
            #expect(result.resultCode == .aborted && result.answer == nil)
            await harness.stop()
        }
    }

    @Test("checked before anything is sent: the spec's 100-word limit (100 passes, 101 fails), an empty title")
    func checks() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            let hundred = (1...100).map { "w\($0)" }
            #expect(SDLKeyboardSession.problem(with: SDLKeyboardConfiguration(autoCompleteList: hundred), capabilities: nil) == nil)
            #expect(SDLKeyboardSession.problem(with: SDLKeyboardConfiguration(limitedCharacters: hundred), capabilities: nil) == nil)
            headUnit.discardEvents()
            for configuration in [SDLKeyboardConfiguration(autoCompleteList: hundred + ["w101"]), SDLKeyboardConfiguration(limitedCharacters: hundred + ["x"])] {
                let error = await #expect(throws: SDLError.self) {
                    _ = try await root.presentOverlayController(SDLKeyboardController(title: "Search", configuration: configuration))
                }
                #expect(error?.code == .invalidOverlay)
            }
            let empty = await #expect(throws: SDLError.self) { _ = try await root.presentOverlayController(SDLKeyboardController(title: " ")) }
            #expect(empty?.code == .invalidOverlay)
            #expect(await MenuRequests.take(from: headUnit, functions: ["SetGlobalProperties", "PerformInteraction"]).isEmpty)
            await harness.stop()
        }
    }

    @Test("the display's keyboards: a layout it lacks, more custom keys than it has, masking it cannot do")
    func capabilityChecks() {
        let capabilities = SDLKeyboardCapabilities(
            maskInputCharactersSupported: false,
            supportedKeyboards: [SDLKeyboardLayoutCapability(keyboardLayout: .qwerty, numConfigurableKeys: 2)])
        #expect(SDLKeyboardSession.problem(with: SDLKeyboardConfiguration(layout: .qwerty, customKeys: ["-", "_"]), capabilities: capabilities) == nil)
        #expect(SDLKeyboardSession.problem(with: SDLKeyboardConfiguration(layout: .azerty), capabilities: capabilities)?.contains("no AZERTY") == true)
        #expect(SDLKeyboardSession.problem(with: SDLKeyboardConfiguration(layout: .qwerty, customKeys: ["-", "_", "."]), capabilities: capabilities)?.contains("3 custom keys") == true)
        #expect(SDLKeyboardSession.problem(with: SDLKeyboardConfiguration(masking: .enableInputKeyMask), capabilities: capabilities)?.contains("mask") == true)
        #expect(SDLKeyboardSession.problem(with: SDLKeyboardConfiguration(masking: .disableInputKeyMask), capabilities: capabilities) == nil)
    }
}
