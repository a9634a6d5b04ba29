import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The choice-set state rules (docs/core-rules.md, "Choice sets, the keyboard and subtle alerts"):
/// CreateInteractionChoiceSet, DeleteInteractionChoiceSet and PerformInteraction's checks across sets
/// answer as SDL Core 8.2 does.
@Suite("Core's choice-set rules in the emulator")
struct CoreChoiceSetRuleTests {
    static let deleteSet = SDLDeleteInteractionChoiceSet.rpcFunctionID

    static func choice(_ id: Int, _ name: String, vr: [String]? = nil) -> SDLJSONValue {
        var object: SDLJSONObject = ["choiceID": .integer(id), "menuName": .string(name)]
        if let vr { object.append("vrCommands", .array(vr.map { .string($0) })) }
        return .object(object)
    }

    static func create(_ client: TestSDLClient, _ id: Int, _ choices: [SDLJSONValue]) async throws -> TestSDLClient.RPC {
        try await client.request(FID.createInteractionChoiceSet, ["interactionChoiceSetID": .integer(id), "choiceSet": .array(choices)])
    }

    static func perform(_ sets: [Int], mode: String = "MANUAL_ONLY", layout: String? = nil) -> SDLJSONValue {
        var object: SDLJSONObject = ["initialText": "Pick", "interactionMode": .string(mode),
                                     "interactionChoiceSetIDList": .array(sets.map { .integer($0) })]
        if let layout { object.append("interactionLayout", .string(layout)) }
        return .object(object)
    }

    @Test("CreateInteractionChoiceSet compares nothing with the app's other sets: a choice ID, menu name or VR command in use elsewhere is accepted")
    func createAcrossSets() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            let first: SDLJSONValue = ["choiceID": 1, "menuName": "Home", "secondaryText": "Street 1", "tertiaryText": "2 km",
                                       "vrCommands": ["Home"], "image": ["value": "home.png", "imageType": "DYNAMIC"],
                                       "secondaryImage": ["value": "0x11", "imageType": "STATIC"]]
            #expect(try await Self.create(client, 1, [first]).resultCode == "WARNINGS")  // home.png was never uploaded
            CoreMenuRuleTests.expect(try await Self.create(client, 2, [Self.choice(1, "Home", vr: ["HOME"])]), "SUCCESS")
            // The set ID is the only thing checked against the app's state, before the message checks.
            CoreMenuRuleTests.expect(try await Self.create(client, 2, [Self.choice(7, "a\tb")]), "INVALID_ID")
            let sets = try await headUnit.choiceSets()
            #expect(sets.map(\.id) == [1, 2])
            let held = try #require(sets.first?.choices.first)
            #expect(held.id == 1 && held.menuName == "Home" && held.secondaryText == "Street 1" && held.tertiaryText == "2 km")
            #expect(held.vrCommands == ["Home"])
            #expect(held.image?.value == "home.png" && held.secondaryImage?.value == "0x11")
            #expect(sets[1].choices.map(\.vrCommands) == [["HOME"]])
        }
    }

    @Test("DeleteInteractionChoiceSet: unknown set INVALID_ID; any set of the app IN_USE while its PerformInteraction is open, not only the shown one")
    func deleteWhileInteracting() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            CoreMenuRuleTests.expect(try await Self.create(client, 1, [Self.choice(1, "A")]), "SUCCESS")
            CoreMenuRuleTests.expect(try await Self.create(client, 2, [Self.choice(2, "B")]), "SUCCESS")
            let interaction = try await client.sendRequest(FID.performInteraction, Self.perform([1]))
            _ = try await headUnit.nextOverlay(.performInteraction)
            CoreMenuRuleTests.expect(try await client.request(Self.deleteSet, ["interactionChoiceSetID": 9]), "INVALID_ID")
            CoreMenuRuleTests.expect(try await client.request(Self.deleteSet, ["interactionChoiceSetID": 2]), "IN_USE")
            try await headUnit.selectChoice(1)
            #expect(try await client.response(to: interaction).resultCode == "SUCCESS")
            CoreMenuRuleTests.expect(try await client.request(Self.deleteSet, ["interactionChoiceSetID": 2]), "SUCCESS")
            #expect(try await headUnit.choiceSets().map(\.id) == [1])
        }
    }

    @Test("PerformInteraction: Core compares only the first choice of each listed set with the other sets' choices, so later duplicates pass")
    func vrSynonymsFirstChoiceOnly() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            CoreMenuRuleTests.expect(try await Self.create(client, 1, [Self.choice(11, "Alpha", vr: ["Alpha"]), Self.choice(12, "Bravo", vr: ["Bravo"])]), "SUCCESS")
            CoreMenuRuleTests.expect(try await Self.create(client, 2, [Self.choice(21, "Charlie", vr: ["Charlie"]), Self.choice(22, "bravo", vr: ["bravo"])]), "SUCCESS")
            CoreMenuRuleTests.expect(try await Self.create(client, 3, [Self.choice(31, "Delta", vr: ["Delta"]), Self.choice(32, "alpha", vr: ["ALPHA"])]), "SUCCESS")
            // Set 1's first choice against every choice of set 3: "Alpha" = "ALPHA".
            CoreMenuRuleTests.expect(try await client.request(FID.performInteraction, Self.perform([1, 3], mode: "BOTH")),
                                     "DUPLICATE_NAME", info: "Choice set has duplicated VR synonym")
            // "Bravo"/"bravo" are both second choices: never compared.
            let accepted = try await client.sendRequest(FID.performInteraction, Self.perform([1, 2], mode: "BOTH"))
            #expect(try await headUnit.nextOverlay(.performInteraction).choices.map(\.id) == [11, 12, 21, 22])
            try await headUnit.dismissOverlay()
            #expect(try await client.response(to: accepted).resultCode == "ABORTED")
        }
    }

    @Test("PerformInteraction: the VR synonym check stops, finding nothing, at the first compared pair with a choice without vrCommands")
    func vrSynonymsStopAtChoiceWithoutVR() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            CoreMenuRuleTests.expect(try await Self.create(client, 1, [Self.choice(11, "Plain")]), "SUCCESS")
            CoreMenuRuleTests.expect(try await Self.create(client, 2, [Self.choice(21, "Home", vr: ["Home"])]), "SUCCESS")
            CoreMenuRuleTests.expect(try await Self.create(client, 3, [Self.choice(31, "House", vr: ["home"])]), "SUCCESS")
            CoreMenuRuleTests.expect(try await client.request(FID.performInteraction, Self.perform([2, 3, 1])),
                                     "DUPLICATE_NAME", info: "Choice set has duplicated VR synonym")
            // Set 1 first: its pair with set 2 has a choice without VR commands, and Core returns "no duplicate".
            let accepted = try await client.sendRequest(FID.performInteraction, Self.perform([1, 2, 3]))
            _ = try await headUnit.nextOverlay(.performInteraction)
            try await headUnit.selectChoice(31)
            #expect(try await client.response(to: accepted).parameters["choiceID"] == 31)
        }
    }

    @Test("PerformInteraction: the same menu name in two listed sets is accepted (Core 8.x has no CheckChoiceSetMenuNames, SDL-0180)")
    func sameMenuNameAcrossSets() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            CoreMenuRuleTests.expect(try await Self.create(client, 1, [Self.choice(1, "Pizza")]), "SUCCESS")
            CoreMenuRuleTests.expect(try await Self.create(client, 2, [Self.choice(2, "Pizza")]), "SUCCESS")
            let accepted = try await client.sendRequest(FID.performInteraction, Self.perform([1, 2]))
            #expect(try await headUnit.nextOverlay(.performInteraction).choices.map(\.menuName) == ["Pizza", "Pizza"])
            try await headUnit.selectChoice(2)
            #expect(try await client.response(to: accepted).resultCode == "SUCCESS")
        }
    }

    @Test("PerformInteraction: an unknown set or a choice ID twice across the listed sets is INVALID_ID before the message checks; VR_ONLY and BOTH need VR commands in every set")
    func interactionOrder() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            CoreMenuRuleTests.expect(try await Self.create(client, 1, [Self.choice(5, "A", vr: ["A"])]), "SUCCESS")
            CoreMenuRuleTests.expect(try await Self.create(client, 2, [Self.choice(5, "B", vr: ["B"])]), "SUCCESS")
            CoreMenuRuleTests.expect(try await Self.create(client, 3, [Self.choice(6, "C")]), "SUCCESS")
            var whitespace = Self.perform([1, 2]).objectValue ?? [:]
            whitespace["initialText"] = "a\tb"
            CoreMenuRuleTests.expect(try await client.request(FID.performInteraction, .object(whitespace)), "INVALID_ID")
            whitespace["interactionChoiceSetIDList"] = [1]
            CoreMenuRuleTests.expect(try await client.request(FID.performInteraction, .object(whitespace)), "INVALID_DATA")
            CoreMenuRuleTests.expect(try await client.request(FID.performInteraction, Self.perform([1, 3], mode: "VR_ONLY")),
                                     "INVALID_DATA", info: "Some choices don't contain VR commands.")
            #expect(try await headUnit.overlay() == nil)
        }
    }
}
