import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The state rules of issue 41 (docs/core-rules.md, "Round three"): GetVehicleData's frequency
/// limit, the CUSTOM_BUTTON subscription every app has from registration, and the location, phone
/// and way-point RPCs Core forwards with its default HMI capabilities.
@Suite("Core's state checks, round three: vehicle-data frequency, CUSTOM_BUTTON, location, phone, way points")
struct CoreRoundThreeStateTests {
    private static func expect(_ response: TestSDLClient.RPC, _ resultCode: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.resultCode == resultCode, sourceLocation: sourceLocation)
        #expect(response.info == nil, sourceLocation: sourceLocation)
    }

    private static func function(_ name: String) throws -> Int {
        try #require(SDLFunctionNames.functionID(named: name))
    }

    @Test("GetVehicleData: five requests in the app's second are answered, the sixth is REJECTED; the next second opens a new window")
    func getVehicleDataFrequency() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, clock in
            let client = try await VehicleDataTestApp.inFull(headUnit)
            let get = CoreVehicleDataRuleTests.get
            for _ in 1...5 {
                #expect(try await client.request(get, ["speed": true]).resultCode == "SUCCESS")
            }
            Self.expect(try await client.request(get, ["speed": true]), "REJECTED")
            // The limit comes before the request's own check: no data asked is REJECTED too.
            Self.expect(try await client.request(get, ["speed": false]), "REJECTED")
            clock.advance(by: .milliseconds(999))
            Self.expect(try await client.request(get, ["speed": true]), "REJECTED")
            clock.advance(by: .milliseconds(1))
            for _ in 1...5 {
                #expect(try await client.request(get, ["speed": true]).resultCode == "SUCCESS")
            }
            Self.expect(try await client.request(get, ["speed": true]), "REJECTED")
            clock.advance(by: .seconds(1))
            Self.expect(try await client.request(get, ["speed": false]), "INVALID_DATA")
        }
    }

    @Test("GetVehicleData: each app has its own window")
    func getVehicleDataFrequencyPerApp() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let first = try await VehicleDataTestApp.inFull(headUnit)
            let second = try await VehicleDataTestApp.registered(headUnit, appName: "Second")
            let get = CoreVehicleDataRuleTests.get
            for _ in 1...5 { _ = try await first.request(get, ["speed": true]) }
            Self.expect(try await first.request(get, ["speed": true]), "REJECTED")
            #expect(try await second.request(get, ["speed": true]).resultCode == "SUCCESS")
        }
    }

    @Test("SubscribeButton CUSTOM_BUTTON: IGNORED from registration on; UnsubscribeButton frees it; a display without it is UNSUPPORTED_RESOURCE")
    func customButton() async throws {
        let unsubscribe = try Self.function("UnsubscribeButton")
        var profile = SDLDisplayProfile.media4Line
        var buttons = profile.capabilities["buttonCapabilities"]?.arrayValue ?? []
        buttons.append(["name": "CUSTOM_BUTTON", "shortPressAvailable": true, "longPressAvailable": true, "upDownAvailable": true])
        profile.capabilities["buttonCapabilities"] = .array(buttons)
        try await HeadUnitHarness.run({ $0.profile = profile }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "CUSTOM_BUTTON"]), "IGNORED")
            Self.expect(try await client.request(unsubscribe, ["buttonName": "CUSTOM_BUTTON"]), "SUCCESS")
            Self.expect(try await client.request(unsubscribe, ["buttonName": "CUSTOM_BUTTON"]), "IGNORED")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "CUSTOM_BUTTON"]), "SUCCESS")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "CUSTOM_BUTTON"]), "IGNORED")
            #expect(try await headUnit.subscribedButtons().isEmpty)
        }
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "CUSTOM_BUTTON"]), "UNSUPPORTED_RESOURCE")
        }
    }

    @Test("core-default: SendLocation, DialNumber and the way points are forwarded to the HMI, not UNSUPPORTED_RESOURCE")
    func coreDefaultForwards() async throws {
        try await HeadUnitHarness.run({ $0.profile = .coreDefault; $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            Self.expect(try await client.request(try Self.function("SendLocation"), ["latitudeDegrees": 52.5, "longitudeDegrees": 13.4]), "SUCCESS")
            Self.expect(try await client.request(try Self.function("DialNumber"), ["number": "+49 30 1234"]), "SUCCESS")
            Self.expect(try await client.request(try Self.function("GetWayPoints"), ["wayPointType": "ALL"]), "SUCCESS")
            let subscribe = try Self.function("SubscribeWayPoints"), unsubscribe = try Self.function("UnsubscribeWayPoints")
            Self.expect(try await client.request(unsubscribe, [:]), "IGNORED")
            Self.expect(try await client.request(subscribe, [:]), "SUCCESS")
            Self.expect(try await client.request(subscribe, [:]), "IGNORED")
            Self.expect(try await client.request(unsubscribe, [:]), "SUCCESS")
            Self.expect(try await client.request(unsubscribe, [:]), "IGNORED")
        }
    }

    @Test("SendLocation on core-default: a text field the display lacks is UNSUPPORTED_RESOURCE before the message checks")
    func sendLocationTextFields() async throws {
        let sendLocation = try Self.function("SendLocation")
        try await HeadUnitHarness.run({ $0.profile = .coreDefault; $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            for field: (String, SDLJSONValue) in [("locationName", "Home"), ("locationDescription", "Home"),
                                                   ("addressLines", ["Street 1"]), ("phoneNumber", "123")] {
                var parameters: SDLJSONObject = ["latitudeDegrees": 52.5, "longitudeDegrees": 13.4]
                parameters[field.0] = field.1
                Self.expect(try await client.request(sendLocation, .object(parameters)), "UNSUPPORTED_RESOURCE")
            }
            // Before the whitespace and the coordinates checks.
            Self.expect(try await client.request(sendLocation, ["locationName": " "]), "UNSUPPORTED_RESOURCE")
            Self.expect(try await client.request(sendLocation, ["address": ["locality": "Berlin"]]), "INVALID_DATA")
        }
        var profile = SDLDisplayProfile.coreDefault
        profile.capabilities["displayCapabilities"]?.appendTextField("locationName")
        try await HeadUnitHarness.run({ $0.profile = profile; $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            Self.expect(try await client.request(sendLocation, ["locationName": "Home", "latitudeDegrees": 1, "longitudeDegrees": 2]), "SUCCESS")
            Self.expect(try await client.request(sendLocation, ["locationName": " ", "latitudeDegrees": 1, "longitudeDegrees": 2]), "INVALID_DATA")
        }
    }
}

private extension SDLJSONValue {
    /// Adds a text field called `name` to display capabilities.
    mutating func appendTextField(_ name: String) {
        guard var display = objectValue else { return }
        var fields = display["textFields"]?.arrayValue ?? []
        fields.append(["name": .string(name), "characterSet": "UTF_8", "width": 500, "rows": 1])
        display["textFields"] = .array(fields)
        self = .object(display)
    }
}
