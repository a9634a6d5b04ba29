import SDLTestSupport
import SDLHeadUnit
import SDLProtocol
import SDLRPC
import SDLValidation
import Testing

@Suite("Registration flow over TCP")
struct RegistrationTests {
    @Test("RegisterAppInterface answers with the 4-line media profile's capabilities and the negotiated version")
    func registrationResponseMediaProfile() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (_, response) = try await TestSDLClient.registered(to: headUnit, version: (7, 1, 0))
            #expect(response.success == true)
            #expect(response.resultCode == "SUCCESS")
            let parameters = response.parameters
            #expect(parameters["syncMsgVersion"] == ["majorVersion": 7, "minorVersion": 1, "patchVersion": 0])
            #expect(parameters["language"] == "EN-US")
            #expect(parameters["hmiDisplayLanguage"] == "EN-US")
            let display = try #require(parameters["displayCapabilities"]?.objectValue)
            let names = (display["textFields"]?.arrayValue ?? []).compactMap { $0.objectValue?["name"]?.stringValue }
            #expect(["mainField1", "mainField2", "mainField3", "mainField4", "mediaTrack"].allSatisfy(names.contains))
            #expect(display["graphicSupported"] == true)
            #expect(display["templatesAvailable"]?.arrayValue?.contains("MEDIA") == true)
            #expect(parameters["softButtonCapabilities"]?.arrayValue?.count == 8)
            let buttons = (parameters["buttonCapabilities"]?.arrayValue ?? []).compactMap { $0.objectValue?["name"]?.stringValue }
            #expect(buttons.contains("PLAY_PAUSE"))
            #expect(parameters["audioPassThruCapabilities"]?.arrayValue?.count == 3)
            #expect(parameters["hmiCapabilities"]?.objectValue?["displays"] == true)
            #expect(parameters["presetBankCapabilities"] == ["onScreenPresetsAvailable": true])
            #expect(parameters["sdlVersion"] == "8.2.0")
        }
    }

    @Test("the 2-line and 1-line profiles report their own text fields, soft buttons and buttons", arguments: [
        ("generic-2line", 2, 4, ["OK", "SEEKLEFT", "SEEKRIGHT"]),
        ("basic-1line", 1, 2, ["OK"]),
    ])
    func registrationResponseSmallProfiles(profile: String, lines: Int, softButtons: Int, buttons: [String]) async throws {
        try await HeadUnitHarness.run({ $0.profile = try! SDLDisplayProfile.load(profile) }) { headUnit, _ in
            let (_, response) = try await TestSDLClient.registered(to: headUnit)
            let display = try #require(response.parameters["displayCapabilities"]?.objectValue)
            let names = (display["textFields"]?.arrayValue ?? []).compactMap { $0.objectValue?["name"]?.stringValue }
            let mainFields = names.filter { $0.hasPrefix("mainField") }
            #expect(mainFields.count == lines)
            #expect(display["graphicSupported"] == false)
            #expect(display["imageFields"] == nil)
            #expect(response.parameters["softButtonCapabilities"]?.arrayValue?.count == softButtons)
            let reported = (response.parameters["buttonCapabilities"]?.arrayValue ?? []).compactMap { $0.objectValue?["name"]?.stringValue }
            #expect(reported == buttons)
        }
    }

    @Test("after the response come OnHMIStatus NONE, OnPermissionsChange, DISPLAYS, then FULL for the first app")
    func notificationOrderAfterRegistration() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let none = try await client.hmiStatus("NONE")
            #expect(none.parameters["audioStreamingState"] == "NOT_AUDIBLE")
            #expect(none.parameters["systemContext"] == "MAIN")
            #expect(none.parameters["videoStreamingState"] == "STREAMABLE")
            #expect(none.parameters["windowID"] == 0)
            let permissions = try await client.notification(FID.onPermissionsChange)
            let items = try #require(permissions.parameters["permissionItem"]?.arrayValue)
            let show = try #require(items.first { $0.objectValue?["rpcName"] == "Show" }?.objectValue)
            #expect(show["hmiPermissions"]?.objectValue?["allowed"] == ["BACKGROUND", "FULL", "LIMITED"])
            let displays = try await client.notification(FID.onSystemCapabilityUpdated)
            #expect(displays.parameters["systemCapability"]?.objectValue?["systemCapabilityType"] == "DISPLAYS")
            let full = try await client.hmiStatus("FULL")
            #expect(full.parameters["audioStreamingState"] == "AUDIBLE")
            // Order on the wire: every notification after the response, NONE before FULL.
            let order = [none, permissions, displays, full].map(\.messageID)
            #expect(order == order.sorted())
        }
    }

    @Test("an app of RPC version 5.0 gets OnHMIStatus without windowID and no DISPLAYS update")
    func olderAppGetsVersionedNotifications() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, response) = try await TestSDLClient.registered(to: headUnit, version: (5, 0, 0))
            #expect(response.parameters["syncMsgVersion"] == ["majorVersion": 5, "minorVersion": 0, "patchVersion": 0])
            let none = try await client.hmiStatus("NONE")
            #expect(none.parameters["windowID"] == nil)
            #expect(none.parameters["videoStreamingState"] == "STREAMABLE")
            try await client.hmiStatus("FULL")
            #expect(!client.pendingRPCs.contains { $0.functionID == FID.onSystemCapabilityUpdated })
        }
    }

    @Test("an app below RPC 5.0 (answered as 4.5.1) gets a response valid for its version and for the spec: no half-emptied displayCapabilities (found by fuzzing)")
    func fourPointXAppResponse() async throws {
        let validator = try #require(HeadUnitHarness.validator)
        try await HeadUnitHarness.run { headUnit, _ in
            let (_, response) = try await TestSDLClient.registered(to: headUnit, version: (4, 0, 0))
            #expect(response.parameters["syncMsgVersion"] == ["majorVersion": 4, "minorVersion": 5, "patchVersion": 1])
            // The profile's text fields use UTF_8 (RPC 7.0 and later): Core's filter empties textFields
            // for a 4.5.1 app and drops displayCapabilities whole — never an object without its
            // mandatory members, which is what reading the spec's <history> marker literally sent.
            #expect(response.parameters["displayCapabilities"] == nil)
            for version in [SDLRPCVersion(4, 5, 1), SDLRPCVersion(8, 0, 0)] {
                var options = SDLValidationOptions()
                options.rpcVersion = version
                let report = validator.validate(parameters: .object(response.parameters), function: "RegisterAppInterface", messageKind: .response, options: options)
                #expect(report.verdict != .invalid, "at \(version): \(report.issues.map(\.description))")
            }
        }
    }

    @Test("with auto-activation off the app stays in NONE until the head unit activates it")
    func noAutoActivate() async throws {
        try await HeadUnitHarness.run({ $0.autoActivate = false }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("NONE")
            // Show is not allowed in NONE (policy Base-4).
            let show = try await client.request(FID.show, ["mainField1": "Hi"])
            #expect(show.resultCode == "DISALLOWED")
            #expect(show.success == false)
            try await headUnit.activate()
            try await client.hmiStatus("FULL")
            let again = try await client.request(FID.show, ["mainField1": "Hi"])
            #expect(again.resultCode == "SUCCESS")
        }
    }

    @Test("a second app goes to FULL when activated and pushes the first media app to LIMITED")
    func secondAppActivation() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (first, _) = try await TestSDLClient.registered(to: headUnit, appName: "Music", isMedia: true)
            try await first.hmiStatus("FULL")
            let (second, _) = try await TestSDLClient.registered(to: headUnit, appName: "Notes", isMedia: false)
            try await second.hmiStatus("NONE")
            let apps = try await headUnit.apps()
            #expect(apps.map(\.hmiLevel) == [.full, .none])
            try await headUnit.activate(app: apps[1].id)
            let limited = try await first.hmiStatus("LIMITED")
            #expect(limited.parameters["audioStreamingState"] == "AUDIBLE")
            let full = try await second.hmiStatus("FULL")
            #expect(full.parameters["audioStreamingState"] == "NOT_AUDIBLE")
        }
    }

    @Test("requests before registration get APPLICATION_NOT_REGISTERED")
    func applicationNotRegistered() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            try await client.startSession()
            let show = try await client.request(FID.show, ["mainField1": "Hi"])
            #expect(show.resultCode == "APPLICATION_NOT_REGISTERED")
            #expect(show.success == false)
            let unregister = try await client.request(FID.unregisterAppInterface)
            #expect(unregister.resultCode == "APPLICATION_NOT_REGISTERED")
        }
    }

    @Test("registering twice on one session gives APPLICATION_REGISTERED_ALREADY")
    func registeredAlready() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let again = try await client.request(FID.registerAppInterface, HeadUnitHarness.registration())
            #expect(again.resultCode == "APPLICATION_REGISTERED_ALREADY")
        }
    }

    @Test("an app ID the configuration refuses gets its result code, is not registered, and may try again on the same connection")
    func refusedRegistration() async throws {
        try await HeadUnitHarness.run({ $0.refusedRegistrations = ["Revoked": "DISALLOWED"] }) { headUnit, _ in
            let (client, response) = try await TestSDLClient.registered(to: headUnit, appName: "revoked")
            #expect(response.resultCode == "DISALLOWED")
            #expect(response.success == false)
            #expect(try await headUnit.apps().isEmpty)
            let again = try await client.request(FID.registerAppInterface, HeadUnitHarness.registration(appName: "Revoked", appID: "revoked"))
            #expect(again.resultCode == "DISALLOWED", "the connection stays open and the refusal holds")
            let (_, other) = try await TestSDLClient.registered(to: headUnit, appName: "Allowed")
            #expect(other.resultCode == "SUCCESS", "other app IDs register")
        }
    }

    @Test("a second app with the same name in another case gets DUPLICATE_NAME")
    func duplicateName() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            _ = try await TestSDLClient.registered(to: headUnit, appName: "Radio")
            let (_, response) = try await TestSDLClient.registered(to: headUnit, appName: "RADIO")
            #expect(response.resultCode == "DUPLICATE_NAME")
            #expect(response.success == false)
        }
    }

    @Test("an app asking for another language registers with WRONG_LANGUAGE, which is a success")
    func wrongLanguage() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (_, response) = try await TestSDLClient.registered(to: headUnit, language: "DE-DE")
            #expect(response.resultCode == "WRONG_LANGUAGE")
            #expect(response.success == true)
            #expect(response.parameters["language"] == "EN-US")
        }
    }

    @Test("a RegisterAppInterface without appName is INVALID_DATA with Core-style info")
    func invalidRegistration() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            try await client.startSession()
            var parameters = try #require(HeadUnitHarness.registration().objectValue)
            parameters["appName"] = nil
            let response = try await client.request(FID.registerAppInterface, .object(parameters))
            #expect(response.resultCode == "INVALID_DATA")
            #expect(response.info?.contains("appName") == true)
            #expect(try await headUnit.apps().isEmpty)
        }
    }

    @Test("UnregisterAppInterface answers SUCCESS and the app is gone")
    func unregister() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let response = try await client.request(FID.unregisterAppInterface)
            #expect(response.resultCode == "SUCCESS")
            #expect(try await headUnit.apps().isEmpty)
            let show = try await client.request(FID.show, ["mainField1": "Hi"])
            #expect(show.resultCode == "APPLICATION_NOT_REGISTERED")
        }
    }
}
