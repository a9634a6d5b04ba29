import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import SDLValidation
import Testing

@Suite("Everything the head unit sends is valid for the spec")
struct OutgoingConformanceTests {
    @Test("every response and notification of a busy session validates against MOBILE_API for the app's version", arguments: [(8, 0, 0), (5, 0, 0)])
    func outgoingMessagesValidate(version: (Int, Int, Int)) async throws {
        let log = SDLMessageLogMemory()
        let validator = try #require(HeadUnitHarness.validator)
        try await HeadUnitHarness.run({ $0.messageLog = log }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit, version: version)
            try await client.hmiStatus("FULL")
            _ = try await client.request(FID.putFile, ["syncFileName": "a.png", "fileType": "GRAPHIC_PNG"], bulk: [1])
            _ = try await client.request(FID.show, ScreenTests.show)
            _ = try await client.request(FID.listFiles)
            _ = try await client.request(FID.getSystemCapability, ["systemCapabilityType": "DISPLAYS"])
            _ = try await client.request(FID.setDisplayLayout, ["displayLayout": "NON-MEDIA"])
            _ = try await client.request(FID.subscribeButton, ["buttonName": "OK"])
            _ = try await client.request(FID.createInteractionChoiceSet, ["interactionChoiceSetID": 1, "choiceSet": [["choiceID": 1, "menuName": "A"]]])
            let interaction = try await client.sendRequest(FID.performInteraction, ["initialText": "Pick", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [1]])
            _ = try await headUnit.nextOverlay()
            try await headUnit.selectChoice(1)
            _ = try await client.response(to: interaction)
            let slider = try await client.sendRequest(FID.slider, ["numTicks": 4, "position": 2, "sliderHeader": "S"])
            _ = try await headUnit.nextOverlay()
            try await headUnit.saveSlider(position: 3)
            _ = try await client.response(to: slider)
            let alert = try await client.sendRequest(FID.alert, ["alertText1": "A", "softButtons": [["type": "TEXT", "text": "OK", "softButtonID": 2]]])
            _ = try await headUnit.nextOverlay()
            try await headUnit.pressSoftButton(2)
            _ = try await client.response(to: alert)
            let audio = try await client.sendRequest(FID.performAudioPassThru, AudioPassThruTests.request)
            _ = try await headUnit.nextOverlay(.performAudioPassThru)  // the recording runs before the clock moves
            try await headUnit.advanceClock(by: .seconds(3))
            _ = try await client.response(to: audio)
            try await headUnit.pressButton("OK")
            try await headUnit.changeLanguage("FR-CA")
            _ = try await client.notification(FID.onAppInterfaceUnregistered)
        }
        let appVersion = SDLRPCVersion(version.0, version.1, version.2)
        let sent = log.entries.filter { $0["direction"] == "out" && $0["type"] != nil && $0["function"] != "OnAudioPassThru" }
        #expect(sent.count > 20)
        for entry in sent {
            let kind: SDLRPCMessageKind = entry["type"] == "response" ? .response : .notification
            let function = try #require(entry["function"]?.stringValue)
            var options = SDLValidationOptions()
            options.rpcVersion = appVersion
            let report = validator.validate(parameters: entry["parameters"] ?? .null, function: function, messageKind: kind, options: options)
            if function == "SetDisplayLayout", entry["parameters"]?.objectValue?["resultCode"] == "WARNINGS" {
                // Core's one known deviation: WARNINGS for apps of RPC 6.0+ (SDL-0216), a code MOBILE_API's
                // SetDisplayLayout response does not list. Nothing else may be wrong with it.
                #expect(report.issues.map(\.path.description) == ["$.resultCode"], "\(report.issues.map(\.description))")
                continue
            }
            #expect(report.result == .success, "\(function) \(kind): \(report.issues.map(\.description))")
        }
    }
}
