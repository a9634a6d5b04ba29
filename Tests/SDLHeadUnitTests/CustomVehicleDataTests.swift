import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import SDLValidation
import Testing

/// OEM custom vehicle data items (SDL-0173): a profile's `customVehicleData` are items the head
/// unit's policy schema adds; Core keeps them in the vehicle data messages, answers them with
/// `dataType` VEHICLEDATA_OEM_CUSTOM_DATA and the item's `oemCustomDataType`, and drops any other
/// unknown name.
@Suite("Custom (OEM) vehicle data in the emulator")
struct CustomVehicleDataTests {
    static let custom: SDLJSONObject = ["oemCabinHumidity": 40.5, "oemSeatMassage": "OFF"]

    static func withCustomItems(_ configuration: inout SDLHeadUnitConfiguration) {
        configuration.permissionPolicy = .allowAll
        configuration.profile.customVehicleData = custom
    }

    @Test("subscribe, get and receive a custom item like a spec item, answered VEHICLEDATA_OEM_CUSTOM_DATA with its type")
    func customItemsServed() async throws {
        try await HeadUnitHarness.run(Self.withCustomItems) { headUnit, _ in
            let app = try await VehicleDataTestApp.inFull(headUnit)
            let subscribed = try await app.request(SDLSubscribeVehicleData.rpcFunctionID, ["oemCabinHumidity": true, "speed": true])
            #expect(subscribed.parameters["resultCode"] == "SUCCESS")
            #expect(subscribed.parameters["oemCabinHumidity"] == [
                "dataType": "VEHICLEDATA_OEM_CUSTOM_DATA", "resultCode": "SUCCESS", "oemCustomDataType": "Float",
            ])
            #expect(subscribed.parameters["speed"]?.objectValue?["oemCustomDataType"] == nil, "a spec item has no OEM type")
            let read = try await app.request(SDLGetVehicleData.rpcFunctionID, ["oemSeatMassage": true])
            #expect(read.parameters["resultCode"] == "SUCCESS")
            #expect(read.parameters["oemSeatMassage"] == "OFF")

            try await headUnit.setVehicleData(["oemCabinHumidity": 55.0])
            #expect(try await app.notification(SDLOnVehicleData.rpcFunctionID).parameters == ["oemCabinHumidity": 55.0])
            #expect(try await headUnit.vehicleData()["oemCabinHumidity"] == 55.0)
            // An integer is a Float item's value too; another type is refused, naming the item and type.
            try await headUnit.setVehicleData(["oemCabinHumidity": 60])
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.setVehicleData(["oemCabinHumidity": "wet"]) }
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.setVehicleData(["oemSeatMassage": 1]) }

            let unsubscribed = try await app.request(SDLUnsubscribeVehicleData.rpcFunctionID, ["oemCabinHumidity": true])
            #expect(unsubscribed.parameters["resultCode"] == "SUCCESS")
            #expect(unsubscribed.parameters["oemCabinHumidity"]?.objectValue?["dataType"] == "VEHICLEDATA_OEM_CUSTOM_DATA")
        }
    }

    @Test("a name the profile does not declare is dropped as unknown: a request asking only for it has no data")
    func undeclaredNamesDropped() async throws {
        try await HeadUnitHarness.run(Self.withCustomItems) { headUnit, _ in
            let app = try await VehicleDataTestApp.inFull(headUnit)
            let read = try await app.request(SDLGetVehicleData.rpcFunctionID, ["oemWindshieldFog": true])
            #expect(read.parameters["resultCode"] == "INVALID_DATA")
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.setVehicleData(["oemWindshieldFog": true]) }
        }
    }

    @Test("without custom items in the profile, the same request has no data")
    func noCustomItemsByDefault() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let app = try await VehicleDataTestApp.inFull(headUnit)
            let read = try await app.request(SDLGetVehicleData.rpcFunctionID, ["oemCabinHumidity": true])
            #expect(read.parameters["resultCode"] == "INVALID_DATA")
        }
    }

    @Test("a profile's customVehicleData round-trips through JSON; a spec item's name, an empty name or a null value is refused")
    func profileLoading() throws {
        var profile = SDLDisplayProfile.media4Line
        profile.customVehicleData = Self.custom
        let loaded = try SDLDisplayProfile(json: .object(profile.json))
        #expect(loaded.customVehicleData == Self.custom)
        #expect(try SDLDisplayProfile(json: .object(SDLDisplayProfile.media4Line.json)).customVehicleData.isEmpty)
        for bad: SDLJSONValue in [["speed": 1.0], ["": 1.0], ["oemThing": .null], "oemThing"] {
            var json = SDLDisplayProfile.media4Line.json
            json.append("customVehicleData", bad)
            #expect(throws: SDLHeadUnitError.self, "\(bad)") { try SDLDisplayProfile(json: .object(json)) }
        }
    }
}

/// The validator's option behind it: custom items kept at the top level of vehicle data messages only.
@Suite("Validator: custom vehicle data items")
struct CustomVehicleDataValidationTests {
    @Test("kept at the top level of GetVehicleData and OnVehicleData, with no unknown-parameter issue; dropped elsewhere and without the option")
    func keptWhereCoreKeepsThem() throws {
        let validator = try #require(HeadUnitHarness.validator)
        var options = SDLValidationOptions()
        options.customVehicleData = ["oemCabinHumidity"]
        let get = validator.validate(parameters: ["oemCabinHumidity": true, "speed": true], function: "GetVehicleData", messageKind: .request, options: options)
        #expect(get.parameters == ["speed": true, "oemCabinHumidity": true])
        #expect(!get.issues.contains { $0.rule == .unknownParameter })
        let notification = validator.validate(parameters: ["oemCabinHumidity": 41.0], function: "OnVehicleData", messageKind: .notification, options: options)
        #expect(notification.parameters == ["oemCabinHumidity": 41.0])
        #expect(notification.result == .success)

        let show = validator.validate(parameters: ["mainField1": "Hi", "oemCabinHumidity": true], function: "Show", messageKind: .request, options: options)
        #expect(show.parameters["oemCabinHumidity"] == nil)
        #expect(show.issues.contains { $0.rule == .unknownParameter })
        let nested = validator.validate(parameters: ["gps": ["oemCabinHumidity": 1.0, "longitudeDegrees": 1.0, "latitudeDegrees": 1.0]],
                                        function: "OnVehicleData", messageKind: .notification, options: options)
        #expect(nested.parameters["gps"]?.objectValue?["oemCabinHumidity"] == nil, "only the top level holds items")
        let without = validator.validate(parameters: ["oemCabinHumidity": true, "speed": true], function: "GetVehicleData", messageKind: .request)
        #expect(without.parameters == ["speed": true])
        #expect(without.issues.contains { $0.rule == .unknownParameter })
    }
}
