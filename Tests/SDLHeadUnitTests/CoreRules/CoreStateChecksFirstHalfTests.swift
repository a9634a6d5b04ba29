import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The checks on the app's state that the emulator's handlers keep (docs/core-rules.md, first
/// section): Core's order around the late message checks, and Core's result codes and infos.
@Suite("Core's state checks in the emulator: AddCommand to PerformInteraction")
struct CoreStateChecksFirstHalfTests {
    private static func expect(_ response: TestSDLClient.RPC, _ resultCode: String, info: String? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.resultCode == resultCode, sourceLocation: sourceLocation)
        #expect(response.info == info, sourceLocation: sourceLocation)
    }

    /// A registered app in FULL.
    private static func appInFull(_ headUnit: SDLHeadUnit) async throws -> TestSDLClient {
        let (client, _) = try await TestSDLClient.registered(to: headUnit)
        try await client.hmiStatus("FULL")
        return client
    }

    @Test("AddCommand: cmdID in use, missing parent, VR command in use (any case), before the message checks; a menu name in use is accepted (SDL-0180)")
    func addCommand() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appInFull(headUnit)
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 1, "menuParams": ["menuName": "Sound"], "vrCommands": ["Sound"]]), "SUCCESS")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 1]), "INVALID_ID")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 1, "menuParams": ["menuName": "   "]]), "INVALID_ID")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 2, "menuParams": ["menuName": "Sound"]]), "SUCCESS")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 3, "menuParams": ["menuName": "Lost", "parentID": 7]]),
                        "INVALID_ID", info: "Parent ID doesn't exist")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 4, "vrCommands": ["SOUND"]]), "DUPLICATE_NAME")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 5, "vrCommands": ["Sounds"]]), "SUCCESS")
        }
    }

    @Test("AddSubMenu: menuID in use and missing parent come first; a name in use is accepted, as in Core 8.2")
    func addSubMenu() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appInFull(headUnit)
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 10, "menuName": "Settings"]), "SUCCESS")
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 10, "menuName": "\t"]), "INVALID_ID")
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 11, "menuName": "Settings"]), "SUCCESS")
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 12, "menuName": "Deep", "parentID": 99]),
                        "INVALID_ID", info: "Parent ID doesn't exist")
        }
    }

    @Test("CreateInteractionChoiceSet: a set ID in use comes before the message checks; choice IDs need only be unique in the request")
    func choiceSet() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appInFull(headUnit)
            let first: SDLJSONValue = ["interactionChoiceSetID": 1, "choiceSet": [["choiceID": 1, "menuName": "A"]]]
            Self.expect(try await client.request(FID.createInteractionChoiceSet, first), "SUCCESS")
            let mixed: SDLJSONValue = ["interactionChoiceSetID": 1, "choiceSet": [["choiceID": 2, "menuName": "B", "vrCommands": ["B"]], ["choiceID": 3, "menuName": "C"]]]
            Self.expect(try await client.request(FID.createInteractionChoiceSet, mixed), "INVALID_ID")
            let reused: SDLJSONValue = ["interactionChoiceSetID": 2, "choiceSet": [["choiceID": 1, "menuName": "A"]]]
            Self.expect(try await client.request(FID.createInteractionChoiceSet, reused), "SUCCESS")
        }
    }

    @Test("PerformInteraction: unknown sets or repeated choice IDs, then the message checks, then VR synonyms across sets and choices without VR")
    func performInteraction() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appInFull(headUnit)
            let sets: [SDLJSONValue] = [
                ["interactionChoiceSetID": 1, "choiceSet": [["choiceID": 101, "menuName": "Home", "vrCommands": ["Home"]]]],
                ["interactionChoiceSetID": 2, "choiceSet": [["choiceID": 201, "menuName": "House", "vrCommands": ["home"]]]],
                ["interactionChoiceSetID": 3, "choiceSet": [["choiceID": 301, "menuName": "Work"]]],
            ]
            for set in sets { Self.expect(try await client.request(FID.createInteractionChoiceSet, set), "SUCCESS") }
            let both: SDLJSONValue = ["initialText": "Where?", "interactionMode": "BOTH", "interactionChoiceSetIDList": [1, 2]]
            Self.expect(try await client.request(FID.performInteraction, both), "DUPLICATE_NAME", info: "Choice set has duplicated VR synonym")
            let voice: SDLJSONValue = ["initialText": "Where?", "interactionMode": "VR_ONLY", "interactionChoiceSetIDList": [3]]
            Self.expect(try await client.request(FID.performInteraction, voice), "INVALID_DATA", info: "Some choices don't contain VR commands.")
            let twice: SDLJSONValue = ["initialText": "Where?", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [1, 1]]
            Self.expect(try await client.request(FID.performInteraction, twice), "INVALID_ID")
            let unknown: SDLJSONValue = ["initialText": "   ", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [9]]
            Self.expect(try await client.request(FID.performInteraction, unknown), "INVALID_ID")
            #expect(try await headUnit.overlay() == nil)
        }
    }

    @Test("DeleteInteractionChoiceSet of a set the open PerformInteraction shows is IN_USE without info")
    func choiceSetInUse() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appInFull(headUnit)
            let set: SDLJSONValue = ["interactionChoiceSetID": 1, "choiceSet": [["choiceID": 101, "menuName": "Home"]]]
            Self.expect(try await client.request(FID.createInteractionChoiceSet, set), "SUCCESS")
            try await client.sendRequest(FID.performInteraction, ["initialText": "Where?", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [1]])
            _ = try await headUnit.nextOverlay(.performInteraction)
            let delete = SDLDeleteInteractionChoiceSet.rpcFunctionID
            Self.expect(try await client.request(delete, ["interactionChoiceSetID": 1]), "IN_USE")
            Self.expect(try await client.request(delete, ["interactionChoiceSetID": 2]), "INVALID_ID")
        }
    }

    @Test("PerformAudioPassThru from an app in NONE is REJECTED before its strings are checked (policy granting it)")
    func audioPassThruInNone() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll; $0.autoActivate = false }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let request: SDLJSONValue = [
                "samplingRate": "16KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM", "maxDuration": 2500, "audioPassThruDisplayText1": "   ",
            ]
            try await client.hmiStatus("NONE")
            Self.expect(try await client.request(FID.performAudioPassThru, request), "REJECTED")
            try await headUnit.activate()
            try await client.hmiStatus("FULL")
            Self.expect(try await client.request(FID.performAudioPassThru, request), "INVALID_DATA")
        }
    }

    @Test("DeleteFile of a file that is not there is REJECTED without info; a name with '/' is refused first")
    func deleteFile() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appInFull(headUnit)
            Self.expect(try await client.request(FID.deleteFile, ["syncFileName": "missing.png"]), "REJECTED")
            Self.expect(try await client.request(FID.deleteFile, ["syncFileName": "dir/missing.png"]),
                        "INVALID_DATA", info: "Sync file name contains forbidden symbols.")
        }
    }
}
