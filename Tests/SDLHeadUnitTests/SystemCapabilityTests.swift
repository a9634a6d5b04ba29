import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// GetSystemCapability as Core's `get_system_capability_request.cc` answers it, for every
/// `SystemCapabilityType`, with the core-default profile's capabilities from Core's
/// `hmi_capabilities.json`.
@Suite("GetSystemCapability for every capability type")
struct SystemCapabilityTests {
    private static func register(_ headUnit: SDLHeadUnit, appHMITypes: [String] = []) async throws -> TestSDLClient {
        let client = try await TestSDLClient.connect(port: headUnit.port)
        try await client.startSession()
        var parameters = try #require(HeadUnitHarness.registration(appName: "Caps", appID: "caps").objectValue)
        if !appHMITypes.isEmpty { parameters["appHMIType"] = .array(appHMITypes.map { .string($0) }) }
        #expect(try await client.request(FID.registerAppInterface, .object(parameters)).resultCode == "SUCCESS")
        return client
    }

    private static func capability(_ client: TestSDLClient, _ type: String, subscribe: Bool? = nil) async throws -> TestSDLClient.RPC {
        var parameters: SDLJSONObject = ["systemCapabilityType": .string(type)]
        if let subscribe { parameters["subscribe"] = .bool(subscribe) }
        return try await client.request(FID.getSystemCapability, .object(parameters))
    }

    @Test("core-default answers NAVIGATION, PHONE_CALL, VIDEO_STREAMING and DRIVER_DISTRACTION with Core's values; SEAT_LOCATION is DATA_NOT_AVAILABLE")
    func coreDefaultCapabilities() async throws {
        try await HeadUnitHarness.run({ $0.profile = .coreDefault; $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let client = try await Self.register(headUnit)
            let expected: [(String, String)] = [
                ("NAVIGATION", "navigationCapability"), ("PHONE_CALL", "phoneCapability"),
                ("VIDEO_STREAMING", "videoStreamingCapability"), ("DRIVER_DISTRACTION", "driverDistractionCapability"),
            ]
            for (type, member) in expected {
                let answer = try await Self.capability(client, type)
                #expect(answer.resultCode == "SUCCESS", "\(type)")
                let capability = answer.parameters["systemCapability"]?.objectValue
                #expect(capability?["systemCapabilityType"] == .string(type))
                #expect(capability?[member] == SDLDisplayProfile.coreDefault.systemCapabilities[member], "\(type)")
                #expect(capability?[member] != nil)
            }
            let navigation = try await Self.capability(client, "NAVIGATION")
            #expect(navigation.parameters["systemCapability"]?.objectValue?["navigationCapability"] == ["sendLocationEnabled": true, "getWayPointsEnabled": true])
            let distraction = try await Self.capability(client, "DRIVER_DISTRACTION")
            #expect(distraction.parameters["systemCapability"]?.objectValue?["driverDistractionCapability"] == ["menuLength": 10, "subMenuDepth": 3])
            #expect(try await Self.capability(client, "SEAT_LOCATION").resultCode == "DATA_NOT_AVAILABLE")
            #expect(try await Self.capability(client, "APP_SERVICES").resultCode == "SUCCESS")
        }
    }

    @Test("REMOTE_CONTROL is DISALLOWED for an app without the REMOTE_CONTROL type and answered to one with it")
    func remoteControlNeedsAnRCApp() async throws {
        try await HeadUnitHarness.run({ $0.profile = .coreDefault; $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let media = try await Self.register(headUnit)
            let refused = try await Self.capability(media, "REMOTE_CONTROL", subscribe: true)
            #expect(refused.resultCode == "DISALLOWED")
            #expect(try await headUnit.apps().first?.capabilitySubscriptions == [], "a refused request subscribes nothing")
        }
        try await HeadUnitHarness.run({ $0.profile = .coreDefault; $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let rc = try await Self.register(headUnit, appHMITypes: ["REMOTE_CONTROL"])
            let answer = try await Self.capability(rc, "REMOTE_CONTROL")
            #expect(answer.resultCode == "SUCCESS")
            let capability = answer.parameters["systemCapability"]?.objectValue?["remoteControlCapability"]?.objectValue
            #expect(capability?["buttonCapabilities"]?.arrayValue?.count == 18)
            #expect(capability?["climateControlCapabilities"]?.arrayValue?.first?.objectValue?["moduleName"] == "primary_climate")
            #expect(capability?["lightControlCapabilities"]?.objectValue?["supportedLights"]?.arrayValue?.count == 40)
        }
    }

    @Test("a profile without system capabilities: DATA_NOT_AVAILABLE and no subscription; with them, subscribe and unsubscribe as asked")
    func subscriptions() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let client = try await Self.register(headUnit)
            #expect(try await Self.capability(client, "NAVIGATION", subscribe: true).resultCode == "DATA_NOT_AVAILABLE")
            #expect(try await Self.capability(client, "DRIVER_DISTRACTION").resultCode == "DATA_NOT_AVAILABLE")
            #expect(try await headUnit.apps().first?.capabilitySubscriptions == [])
        }
        try await HeadUnitHarness.run({ $0.profile = .coreDefault; $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let client = try await Self.register(headUnit)
            #expect(try await Self.capability(client, "VIDEO_STREAMING", subscribe: true).resultCode == "SUCCESS")
            #expect(try await Self.capability(client, "PHONE_CALL", subscribe: true).resultCode == "SUCCESS")
            #expect(try await headUnit.apps().first?.capabilitySubscriptions == ["VIDEO_STREAMING", "PHONE_CALL"])
            #expect(try await Self.capability(client, "PHONE_CALL", subscribe: false).resultCode == "SUCCESS")
            #expect(try await headUnit.apps().first?.capabilitySubscriptions == ["VIDEO_STREAMING"])
        }
    }

    @Test("DISPLAYS ignores subscribe with Core's info and subscribes nothing; without subscribe there is no info")
    func displaysSubscriptionIgnored() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.register(headUnit)
            for subscribe in [true, false] {
                let answer = try await Self.capability(client, "DISPLAYS", subscribe: subscribe)
                #expect(answer.resultCode == "SUCCESS")
                #expect(answer.parameters["info"] == "Subscribe parameter is ignored. Auto Subscription/Unsubscription is used for DISPLAY capability type.")
            }
            #expect(try await headUnit.apps().first?.capabilitySubscriptions == [])
            let plain = try await Self.capability(client, "DISPLAYS")
            #expect(plain.resultCode == "SUCCESS" && plain.parameters["info"] == nil)
        }
    }

    @Test("core-default's system capabilities keep to the spec's structs; a profile naming another member or an invalid one is refused")
    func profileSystemCapabilities() throws {
        let capabilities = SDLDisplayProfile.coreDefault.systemCapabilities
        #expect(Set(capabilities.keys) == ["navigationCapability", "phoneCapability", "videoStreamingCapability", "remoteControlCapability", "driverDistractionCapability"])
        var strict = SDLDisplayProfile.media4Line.json
        strict.append("systemCapabilities", .object(capabilities))
        let loaded = try SDLDisplayProfile(json: .object(strict))
        // Strict reading puts members in the spec's order and drops what the spec refuses: nothing else may differ.
        #expect(Self.sortedKeys(.object(loaded.systemCapabilities)) == Self.sortedKeys(.object(capabilities)),
                "strict reading drops nothing: every value keeps to the spec")
        for bad: SDLJSONValue in [
            ["seatCapability": [:]],
            ["phoneCapability": ["dialNumberEnabled": "yes"]],
            ["driverDistractionCapability": ["subMenuDepth": 0]],
            "navigation",
        ] {
            var json = SDLDisplayProfile.media4Line.json
            json.append("systemCapabilities", bad)
            #expect(throws: SDLHeadUnitError.self, "\(bad)") { try SDLDisplayProfile(json: .object(json)) }
        }
    }

    /// `value` with every object's members sorted by key (member order is not content).
    private static func sortedKeys(_ value: SDLJSONValue) -> SDLJSONValue {
        switch value {
        case .object(let object):
            var sorted = SDLJSONObject()
            for key in object.keys.sorted() { if let member = object[key] { sorted.append(key, sortedKeys(member)) } }
            return .object(sorted)
        case .array(let elements):
            return .array(elements.map(sortedKeys))
        default:
            return value
        }
    }
}
