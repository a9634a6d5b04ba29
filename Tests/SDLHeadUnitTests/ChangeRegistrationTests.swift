import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import Testing

/// ChangeRegistration against the other apps' names, as Core's `CheckCoincidence` compares them.
@Suite("ChangeRegistration: DUPLICATE_NAME against other apps; the new name is the app's")
struct ChangeRegistrationTests {
    static func change(_ client: TestSDLClient, _ extra: SDLJSONObject) async throws -> TestSDLClient.RPC {
        var parameters: SDLJSONObject = ["language": "EN-US", "hmiDisplayLanguage": "EN-US"]
        for (key, value) in extra { parameters.append(key, value) }
        return try await client.request(FID.changeRegistration, .object(parameters))
    }

    @Test("a name, synonym or TTS name another app has (any case) is DUPLICATE_NAME; a synonym equal to another's synonym is not; the app's own name is fine")
    func coincidence() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let first = try await TestSDLClient.connect(port: headUnit.port)
            try await first.startSession()
            var registration = try #require(HeadUnitHarness.registration(appName: "Radio One", appID: "radio-one").objectValue)
            registration.append("vrSynonyms", ["Radio One", "Tuner"])
            registration.append("ttsName", [["type": "TEXT", "text": "Radio Uno"]])
            #expect(try await first.request(FID.registerAppInterface, .object(registration)).resultCode == "SUCCESS")
            let (second, _) = try await TestSDLClient.registered(to: headUnit, appName: "Podcasts", isMedia: false)

            #expect(try await Self.change(second, ["appName": "RADIO ONE"]).resultCode == "DUPLICATE_NAME", "another app's name")
            #expect(try await Self.change(second, ["appName": "tuner"]).resultCode == "DUPLICATE_NAME", "another app's VR synonym")
            #expect(try await Self.change(second, ["vrSynonyms": ["radio one"]]).resultCode == "DUPLICATE_NAME", "a synonym equal to another app's name")
            #expect(try await Self.change(second, ["ttsName": [["type": "TEXT", "text": "radio uno"]]]).resultCode == "DUPLICATE_NAME", "another app's TTS name")
            #expect(try await Self.change(second, ["vrSynonyms": ["Tuner"]]).resultCode == "SUCCESS", "Core compares new synonyms with names only")
            #expect(try await Self.change(second, ["appName": "Podcasts"]).resultCode == "SUCCESS", "the app's own name")
            #expect(try await headUnit.apps().first { $0.appName == "Podcasts" }?.vrSynonyms == ["Tuner"])

            #expect(try await Self.change(second, ["appName": "Talk"]).resultCode == "SUCCESS")
            let names = try await headUnit.apps().map(\.appName).sorted()
            #expect(names == ["Radio One", "Talk"])
            #expect(try await Self.change(first, ["appName": "podcasts"]).resultCode == "SUCCESS", "the old name is free again")
        }
    }
}
