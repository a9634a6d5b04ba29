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

    @Test("a language VR or TTS lacks, or a display language the UI lacks, is REJECTED without info, after DUPLICATE_NAME and before the nickname check")
    func languages() async throws {
        var profile = SDLDisplayProfile.media4Line
        profile.supportedLanguages = SDLSupportedLanguages(ui: ["EN-US", "DE-DE", "FR-FR"], vr: ["EN-US", "FR-FR"], tts: ["EN-US", "DE-DE"])
        let table = SDLPolicyTable(appPolicies: ["default": SDLAppPolicy(groups: ["Base-4"]), "test app": {
            var entry = SDLAppPolicy(groups: ["Base-4"])
            entry.nicknames = ["Test App"]
            return entry
        }()])
        try await HeadUnitHarness.run({ $0.profile = profile; $0.policyTable = table }) { headUnit, _ in
            let (other, _) = try await TestSDLClient.registered(to: headUnit, appName: "Other")
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            func expectRejected(_ language: String, _ display: String, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) async throws {
                let answer = try await Self.change(client, ["language": .string(language), "hmiDisplayLanguage": .string(display)])
                #expect(answer.resultCode == "REJECTED", comment, sourceLocation: sourceLocation)
                #expect(answer.success == false && answer.info == nil, comment, sourceLocation: sourceLocation)
            }
            try await expectRejected("DE-DE", "DE-DE", "TTS has DE-DE, VR lacks it")
            try await expectRejected("FR-FR", "FR-FR", "VR has FR-FR, TTS lacks it")
            try await expectRejected("EN-US", "ES-MX", "the UI lacks ES-MX")
            #expect(try await Self.change(client, ["language": "ES-MX", "hmiDisplayLanguage": "ES-MX", "appName": "other"]).resultCode == "DUPLICATE_NAME",
                    "CheckCoincidence comes first")
            try await expectRejected("ES-MX", "EN-US", "VR and TTS lack ES-MX")
            let refusedName = try await Self.change(client, ["language": "ES-MX", "hmiDisplayLanguage": "EN-US", "appName": "Renamed"])
            #expect(refusedName.resultCode == "REJECTED", "the language check answers before the nickname check")
            #expect(try await Self.change(client, ["language": "EN-US", "hmiDisplayLanguage": "FR-FR"]).resultCode == "SUCCESS")
            #expect(try await headUnit.apps().first { $0.appName == "Test App" }?.hmiDisplayLanguageDesired == "FR-FR")
            #expect(try await Self.change(other, ["language": "FR-FR", "hmiDisplayLanguage": "FR-FR"]).resultCode == "REJECTED", "for every app")
        }
    }

    @Test("the default profile has Core's 22 languages of hmi_capabilities.json: EN-GB is accepted, EN-AU (in the spec, not in that list) is not")
    func coreDefaultLanguages() async throws {
        #expect(SDLSupportedLanguages.coreDefault.ui.count == 22)
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            #expect(try await Self.change(client, ["language": "EN-AU", "hmiDisplayLanguage": "EN-US"]).resultCode == "REJECTED")
            #expect(try await Self.change(client, ["language": "EN-US", "hmiDisplayLanguage": "EN-AU"]).resultCode == "REJECTED")
            #expect(try await Self.change(client, ["language": "EN-GB", "hmiDisplayLanguage": "NO-NO"]).resultCode == "SUCCESS")
        }
    }
}
