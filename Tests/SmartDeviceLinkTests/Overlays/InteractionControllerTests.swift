import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// SDLInteractionController against the emulator: the cells it loads (once each, one set per
/// cell), the PerformInteraction it sends, the answer it keeps, and how it ends.
@Suite("Interaction controller (PerformInteraction)", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct InteractionControllerTests {
    static let stations = SDLChoiceSet([
        SDLChoiceCell("Shell", secondaryText: "1.2 km", tertiaryText: "open", artwork: SDLArtwork(staticIcon: "0x11"),
                            voiceCommands: ["Shell"]),
        SDLChoiceCell("Aral", voiceCommands: ["Aral", "Aral station"]),
    ])

    /// The choice IDs of a CreateInteractionChoiceSet request.
    static func choiceIDs(_ request: SDLHeadUnitRequest) -> [Int] {
        (request.parameters["choiceSet"]?.arrayValue ?? []).compactMap { $0.objectValue?["choiceID"]?.intValue }
    }

    /// The next `count` CreateInteractionChoiceSet requests (sent at once, so in any order), by the
    /// one cell's `menuName`; each set holds one cell whose choice ID is the set's ID.
    static func creates(_ headUnit: SDLHeadUnit, _ count: Int) async throws -> [String: SDLHeadUnitRequest] {
        var byName: [String: SDLHeadUnitRequest] = [:]
        for _ in 0..<count {
            let create = try await headUnit.nextRequest("CreateInteractionChoiceSet")
            let choices = create.parameters["choiceSet"]?.arrayValue ?? []
            #expect(choices.count == 1, "one cell per set")
            #expect(choiceIDs(create) == [create.parameters["interactionChoiceSetID"]?.intValue].compactMap { $0 }, "the choice ID is the set ID")
            byName[choices.first?.objectValue?["menuName"]?.stringValue ?? ""] = create
        }
        return byName
    }

    /// The set (and choice) ID of a cell's CreateInteractionChoiceSet.
    static func id(_ request: SDLHeadUnitRequest?) throws -> Int {
        try #require(request?.parameters["interactionChoiceSetID"]?.intValue)
    }

    @Test("the choice set and the PerformInteraction carry exactly what was given")
    func exactParameters() async throws {
        try await InteractionFixture.run { fixture in
            let interaction = SDLInteractionController(
                title: "Choose a station", choiceSet: Self.stations, initialPrompt: "Which station?",
                manualInteraction: SDLManualInteraction(layout: .listOnly),
                voiceInteraction: SDLVoiceInteraction(helpPrompt: "Say a station", timeoutPrompt: "Too late",
                                                      helpItems: [SDLVrHelpItem(text: "Shell", position: 1)]),
                duration: .seconds(20))
            fixture.present(interaction)
            let creates = try await Self.creates(fixture.headUnit, 2)
            let shellID = try Self.id(creates["Shell"]), aralID = try Self.id(creates["Aral"])
            #expect(shellID != aralID)
            #expect(creates["Shell"]?.parameters["choiceSet"]?.arrayValue?.first == [
                "choiceID": .integer(shellID), "menuName": "Shell", "vrCommands": ["Shell"],
                "image": ["value": "0x11", "imageType": "STATIC"], "secondaryText": "1.2 km", "tertiaryText": "open",
            ])
            #expect(creates["Aral"]?.parameters["choiceSet"]?.arrayValue?.first == ["choiceID": .integer(aralID), "menuName": "Aral", "vrCommands": ["Aral", "Aral station"]])

            let perform = try await fixture.headUnit.nextRequest("PerformInteraction")
            let cancelID = try #require(perform.parameters["cancelID"]?.intValue)
            let expected: SDLJSONObject = [
                "initialText": "Choose a station",
                "initialPrompt": [["text": "Which station?", "type": "TEXT"]],
                "interactionMode": "BOTH",
                "interactionChoiceSetIDList": [.integer(shellID), .integer(aralID)],
                "helpPrompt": [["text": "Say a station", "type": "TEXT"]],
                "timeoutPrompt": [["text": "Too late", "type": "TEXT"]],
                "timeout": 20000,
                "vrHelp": [["text": "Shell", "position": 1]],
                "interactionLayout": "LIST_ONLY",
                "cancelID": .integer(cancelID),
            ]
            #expect(Set(perform.parameters.keys) == Set(expected.keys))
            for key in expected.keys { #expect(perform.parameters[key] == expected[key], "\(key)") }
            try await fixture.headUnit.dismissOverlay()
            #expect(try await fixture.resultCode() == .aborted)
        }
    }

    @Test("each cell is loaded once and reused by a second presentation; another cell gets a new ID")
    func createdOnce() async throws {
        try await InteractionFixture.run { fixture in
            fixture.present(SDLInteractionController(title: "First", choiceSet: Self.stations))
            let creates = try await Self.creates(fixture.headUnit, 2)
            let ids = [try Self.id(creates["Shell"]), try Self.id(creates["Aral"])]
            let first = try await fixture.headUnit.nextRequest("PerformInteraction")
            #expect(first.parameters["interactionChoiceSetIDList"] == .array(ids.map { .integer($0) }))
            try await fixture.headUnit.dismissOverlay()
            _ = try await fixture.result(count: 1)

            fixture.present(SDLInteractionController(title: "Second", choiceSet: Self.stations))
            let second = try await fixture.headUnit.nextRequest("PerformInteraction")
            #expect(second.parameters["interactionChoiceSetIDList"] == first.parameters["interactionChoiceSetIDList"])
            await fixture.expectNoRequest("CreateInteractionChoiceSet")
            try await fixture.headUnit.dismissOverlay()
            _ = try await fixture.result(count: 2)

            let other = SDLChoiceSet([SDLChoiceCell("Esso", voiceCommands: ["Esso"]), Self.stations.choices[0]])
            fixture.present(SDLInteractionController(title: "Third", choiceSet: other))
            let esso = try await Self.creates(fixture.headUnit, 1)
            let essoID = try Self.id(esso["Esso"])
            #expect(!ids.contains(essoID))
            let third = try await fixture.headUnit.nextRequest("PerformInteraction")
            #expect(third.parameters["interactionChoiceSetIDList"] == [.integer(essoID), .integer(ids[0])], "Shell was loaded already")
            try await fixture.headUnit.dismissOverlay()
            _ = try await fixture.result(count: 3)
            await fixture.expectNoRequest("CreateInteractionChoiceSet")
        }
    }

    @Test("two presentations of one set at once load each cell once: the second waits for the first's loads")
    func concurrentPresentations() async throws {
        try await InteractionFixture.run { fixture in
            fixture.present(SDLInteractionController(title: "First", choiceSet: Self.stations))
            fixture.present(SDLInteractionController(title: "Second", choiceSet: Self.stations))
            let creates = try await Self.creates(fixture.headUnit, 2)
            let list: SDLJSONValue = [.integer(try Self.id(creates["Shell"])), .integer(try Self.id(creates["Aral"]))]
            let first = try await fixture.headUnit.nextRequest("PerformInteraction")
            let second = try await fixture.headUnit.nextRequest("PerformInteraction")
            #expect(first.parameters["interactionChoiceSetIDList"] == list)
            #expect(second.parameters["interactionChoiceSetIDList"] == list)
            await fixture.expectNoRequest("CreateInteractionChoiceSet")
            // The emulator's policy: the second aborts the first.
            #expect(try await fixture.resultCode(count: 1) == .aborted)
            try await fixture.headUnit.dismissOverlay()
            #expect(try await fixture.resultCode(count: 2) == .aborted)
        }
    }

    @Test("a new registration (after a reconnect) loads the cells again when they are used")
    func newRegistration() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect, root: root)
            try await harness.startActive()
            for round in 0..<2 {
                let interaction = SDLInteractionController(title: "Round \(round)", choiceSet: Self.stations)
                let answer = Task { try await root.presentOverlayController(interaction) }
                #expect(try await Self.creates(headUnit, 2).keys.sorted() == ["Aral", "Shell"])
                _ = try await headUnit.nextOverlay(.performInteraction)
                try await headUnit.dismissOverlay()
                #expect(try await answer.value.resultCode == .aborted)
                try await harness.expect([.didBecomeObscured, .didEnterMainContext])
                if round == 0 {
                    try await headUnit.disconnectApp()
                    try await harness.expect([.didDisconnect, .didConnect, .didFinishLaunching, .didBecomeActive])
                }
            }
            await harness.stop()
        }
    }

    @Test("a picked choice is the answer, with its index and trigger source",
          arguments: [("MENU", SDLTriggerSource.menu), ("VR", .vr)])
    func selection(_ trigger: (String, SDLTriggerSource)) async throws {
        try await InteractionFixture.run { fixture in
            let interaction = SDLInteractionController(title: "Station", choiceSet: Self.stations,
                                                       voiceInteraction: SDLVoiceInteraction())
            fixture.present(interaction)
            let creates = try await Self.creates(fixture.headUnit, 2)
            _ = try await fixture.headUnit.nextOverlay(.performInteraction)
            try await fixture.headUnit.selectChoice(try Self.id(creates["Aral"]), triggerSource: trigger.0)
            #expect(try await fixture.resultCode() == .success)
            let expected = SDLInteractionSelection(choice: Self.stations.choices[1], choiceIndex: 1, triggerSource: trigger.1)
            #expect(try await fixture.result().get().answer as? SDLInteractionSelection == expected)
        }
    }

    @Test("the mode follows what is given: manual → MANUAL_ONLY, voice → VR_ONLY, both → BOTH",
          arguments: [(true, false, "MANUAL_ONLY"), (false, true, "VR_ONLY"), (true, true, "BOTH")])
    func modes(_ mode: (manual: Bool, voice: Bool, expected: String)) async throws {
        try await InteractionFixture.run { fixture in
            fixture.present(SDLInteractionController(
                title: "Station", choiceSet: Self.stations,
                manualInteraction: mode.manual ? SDLManualInteraction() : nil,
                voiceInteraction: mode.voice ? SDLVoiceInteraction(helpPrompt: "Help") : nil))
            let perform = try await fixture.headUnit.nextRequest("PerformInteraction")
            #expect(perform.parameters["interactionMode"]?.stringValue == mode.expected)
            #expect((perform.parameters["helpPrompt"] != nil) == mode.voice)
            try await fixture.headUnit.dismissOverlay()
            #expect(try await fixture.resultCode() == .aborted)
        }
    }

    @Test("a keyboard interaction without choices sends no choice set and answers with the typed text")
    func keyboard() async throws {
        try await InteractionFixture.run { fixture in
            let interaction = SDLInteractionController(title: "City", choiceSet: SDLChoiceSet([]), manualInteraction: .keyboard)
            fixture.present(interaction)
            let perform = try await fixture.headUnit.nextRequest("PerformInteraction")
            #expect(perform.parameters["interactionLayout"]?.stringValue == "KEYBOARD")
            #expect(perform.parameters["interactionChoiceSetIDList"] == [])
            #expect(perform.parameters["interactionMode"]?.stringValue == "MANUAL_ONLY")
            try await fixture.headUnit.enterText("Berlin")
            #expect(try await fixture.resultCode() == .success)
            #expect(try await fixture.result().get().answer as? SDLInteractionSelection == SDLInteractionSelection(text: "Berlin", triggerSource: .keyboard))
            await fixture.expectNoRequest("CreateInteractionChoiceSet")
        }
    }

    @Test("timeout: the duration is clamped to the spec's range and the interaction times out on the head unit's clock")
    func timeout() async throws {
        let rule = SDLPerformInteraction.Parameters.timeout
        let minimum = Int(try #require(rule.minValue))
        let maximum = Int(try #require(rule.maxValue))
        try await InteractionFixture.run { fixture in
            let cases: [(Duration, Int)] = [(.milliseconds(minimum - 1), minimum), (.milliseconds(maximum + 1), maximum)]
            for (index, (duration, milliseconds)) in cases.enumerated() {
                fixture.present(SDLInteractionController(title: "Station", choiceSet: Self.stations, duration: duration))
                let perform = try await fixture.headUnit.nextRequest("PerformInteraction")
                #expect(perform.parameters["timeout"]?.intValue == milliseconds)
                _ = try await fixture.headUnit.nextOverlay(.performInteraction)
                try await fixture.headUnit.dismissOverlay()
                _ = try await fixture.result(count: index + 1)
            }
            let interaction = SDLInteractionController(title: "Station", choiceSet: Self.stations, duration: .seconds(6))
            fixture.present(interaction)
            _ = try await fixture.headUnit.nextOverlay(.performInteraction)
            try await fixture.headUnit.advanceClock(by: .milliseconds(5999))
            #expect(try await fixture.headUnit.overlay()?.kind == .performInteraction)
            try await fixture.headUnit.advanceClock(by: .milliseconds(1))
            #expect(try await fixture.resultCode(count: 3) == .timedOut)
            #expect(try await fixture.result(count: 3).get().answer == nil)
        }
    }

    @Test("cancel() sends CancelInteraction with the interaction's cancelID; it ends ABORTED")
    func cancel() async throws {
        try await InteractionFixture.run { fixture in
            let interaction = SDLInteractionController(title: "Station", choiceSet: Self.stations)
            fixture.present(interaction)
            let perform = try await fixture.headUnit.nextRequest("PerformInteraction")
            _ = try await fixture.headUnit.nextOverlay(.performInteraction)
            interaction.cancel()
            let cancel = try await fixture.headUnit.nextRequest("CancelInteraction")
            #expect(cancel.parameters["functionID"]?.intValue == SDLPerformInteraction.rpcFunctionID)
            #expect(cancel.parameters["cancelID"] == perform.parameters["cancelID"])
            #expect(try await fixture.resultCode() == .aborted)
            #expect(try await fixture.headUnit.nextResponse("CancelInteraction").resultCode == "SUCCESS")
        }
    }

    @Test("before RPC 6.0 the request has no cancelID and cancel() sends no CancelInteraction")
    func beforeCancelID() async throws {
        try await Emulator.run { headUnit in
            var configuration = AppHarness.configuration(port: headUnit.port, appName: "Older App")
            configuration.lifecycle.rpcVersion = SDLRPCVersion(5, 1, 0)
            let root = SDLViewController()
            let application = SDLApplication(configuration: configuration, rootViewController: root, delegate: nil)
            var events = application.events().makeAsyncIterator()
            application.start()
            while let event = await events.next(), event != .didBecomeActive {}
            let interaction = SDLInteractionController(title: "Station", choiceSet: Self.stations, manualInteraction: SDLManualInteraction(layout: .iconOnly))
            let answer = Task { try await root.presentOverlayController(interaction) }
            let perform = try await headUnit.nextRequest("PerformInteraction")
            #expect(perform.parameters["cancelID"] == nil)
            #expect(perform.parameters["interactionLayout"]?.stringValue == "ICON_ONLY")
            _ = try await headUnit.nextOverlay(.performInteraction)
            interaction.cancel()
            await #expect(throws: (any Error).self) { try await headUnit.nextRequest("CancelInteraction", timeout: .milliseconds(300)) }
            try await headUnit.dismissOverlay()
            #expect(try await answer.value.resultCode == .aborted)
            await application.stop()
        }
    }

    @Test("a disconnect during the interaction ends it with disconnected, exactly once")
    func disconnect() async throws {
        try await InteractionFixture.run { fixture in
            fixture.present(SDLInteractionController(title: "Station", choiceSet: Self.stations))
            _ = try await fixture.headUnit.nextOverlay(.performInteraction)
            try await fixture.headUnit.disconnectApp()
            #expect(try await fixture.error()?.code == .connectionClosed)
            try await Task.sleep(for: .milliseconds(200))
            #expect(fixture.results.count == 1)
        }
    }

    @Test("what cannot be shown fails with invalidOverlay before anything is sent")
    func invalid() async throws {
        try await InteractionFixture.run { fixture in
            let plain = SDLChoiceSet([SDLChoiceCell("No voice")])
            let invalid = [
                SDLInteractionController(title: "Voice", choiceSet: plain, manualInteraction: nil, voiceInteraction: SDLVoiceInteraction()),
                SDLInteractionController(title: "None", choiceSet: plain, manualInteraction: nil),
                SDLInteractionController(title: "Empty", choiceSet: SDLChoiceSet([])),
                SDLInteractionController(title: "Keys", choiceSet: Self.stations, manualInteraction: .keyboard,
                                         voiceInteraction: SDLVoiceInteraction()),
            ]
            for (index, interaction) in invalid.enumerated() {
                fixture.present(interaction)
                let error = try await fixture.error(count: index + 1)
                #expect(error?.code == .invalidOverlay, "\(interaction.title)")
            }
            await fixture.expectNoRequest("CreateInteractionChoiceSet")
            await fixture.expectNoRequest("PerformInteraction")
        }
    }
}
