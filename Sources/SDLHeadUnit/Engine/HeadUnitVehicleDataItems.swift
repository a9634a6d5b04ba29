import SDLRPC

/// The vehicle data items of MOBILE_API 8.0.0 (the parameters of GetVehicleData and OnVehicleData),
/// with the `VehicleDataType` Core reports for each (`MessageHelper::vehicle_data()`) and the value
/// the emulated vehicle starts with — a parked, cold car with a full tank, every value valid for the
/// spec's OnVehicleData (`VehicleDataTests.defaultsFollowTheSpec`).
enum HeadUnitVehicleDataItems {
    struct Item: Sendable {
        var name: String
        var dataType: String
        var initial: SDLJSONValue
    }

    /// Every item, in the spec's order.
    static let all: [Item] = [
        Item(name: "gps", dataType: "VEHICLEDATA_GPS", initial: [
            "longitudeDegrees": -83.0458, "latitudeDegrees": 42.3314, "utcYear": 2024, "utcMonth": 1, "utcDay": 1,
            "utcHours": 12, "utcMinutes": 0, "utcSeconds": 0, "compassDirection": "NORTH", "pdop": 0.5, "hdop": 0.5,
            "vdop": 0.5, "actual": true, "satellites": 12, "dimension": "3D", "altitude": 190, "heading": 0, "speed": 0,
        ]),
        Item(name: "speed", dataType: "VEHICLEDATA_SPEED", initial: 0.0),
        Item(name: "rpm", dataType: "VEHICLEDATA_RPM", initial: 0),
        Item(name: "fuelLevel", dataType: "VEHICLEDATA_FUELLEVEL", initial: 80.0),
        Item(name: "fuelLevel_State", dataType: "VEHICLEDATA_FUELLEVEL_STATE", initial: "NORMAL"),
        Item(name: "instantFuelConsumption", dataType: "VEHICLEDATA_FUELCONSUMPTION", initial: 0.0),
        Item(name: "fuelRange", dataType: "VEHICLEDATA_FUELRANGE", initial: [
            ["type": "GASOLINE", "range": 500.0, "level": 80.0, "levelState": "NORMAL", "capacity": 50.0, "capacityUnit": "LITERS"],
        ]),
        Item(name: "climateData", dataType: "VEHICLEDATA_CLIMATEDATA", initial: [
            "externalTemperature": ["unit": "CELSIUS", "value": 20.0], "cabinTemperature": ["unit": "CELSIUS", "value": 21.0],
            "atmosphericPressure": 1013.0,
        ]),
        Item(name: "externalTemperature", dataType: "VEHICLEDATA_EXTERNTEMP", initial: 20.0),
        Item(name: "turnSignal", dataType: "VEHICLEDATA_TURNSIGNAL", initial: "OFF"),
        Item(name: "vin", dataType: "VEHICLEDATA_VIN", initial: "1SDLEMU0000000001"),
        Item(name: "gearStatus", dataType: "VEHICLEDATA_GEARSTATUS", initial: [
            "userSelectedGear": "PARK", "actualGear": "PARK", "transmissionType": "AUTOMATIC",
        ]),
        Item(name: "prndl", dataType: "VEHICLEDATA_PRNDL", initial: "PARK"),
        Item(name: "tirePressure", dataType: "VEHICLEDATA_TIREPRESSURE", initial: [
            "pressureTelltale": "OFF",
            "leftFront": ["status": "NORMAL", "tpms": "SYSTEM_ACTIVE", "pressure": 240.0],
            "rightFront": ["status": "NORMAL", "tpms": "SYSTEM_ACTIVE", "pressure": 240.0],
            "leftRear": ["status": "NORMAL", "tpms": "SYSTEM_ACTIVE", "pressure": 240.0],
            "rightRear": ["status": "NORMAL", "tpms": "SYSTEM_ACTIVE", "pressure": 240.0],
        ]),
        Item(name: "odometer", dataType: "VEHICLEDATA_ODOMETER", initial: 12345),
        Item(name: "beltStatus", dataType: "VEHICLEDATA_BELTSTATUS", initial: object([
            "driverBeltDeployed", "passengerBeltDeployed", "passengerBuckleBelted", "driverBuckleBelted",
            "leftRow2BuckleBelted", "passengerChildDetected", "rightRow2BuckleBelted", "middleRow2BuckleBelted",
            "middleRow3BuckleBelted", "leftRow3BuckleBelted", "rightRow3BuckleBelted", "leftRearInflatableBelted",
            "rightRearInflatableBelted", "middleRow1BeltDeployed", "middleRow1BuckleBelted",
        ].map { ($0, SDLJSONValue.string($0 == "driverBuckleBelted" ? "YES" : "NO")) })),
        Item(name: "bodyInformation", dataType: "VEHICLEDATA_BODYINFO", initial: [
            "parkBrakeActive": true, "ignitionStableStatus": "IGNITION_SWITCH_STABLE", "ignitionStatus": "RUN",
        ]),
        Item(name: "deviceStatus", dataType: "VEHICLEDATA_DEVICESTATUS", initial: [
            "voiceRecOn": false, "btIconOn": true, "callActive": false, "phoneRoaming": false, "textMsgAvailable": false,
            "battLevelStatus": "FOUR_LEVEL_BARS", "stereoAudioOutputMuted": false, "monoAudioOutputMuted": false,
            "signalLevelStatus": "FOUR_LEVEL_BARS", "primaryAudioSource": "MOBILE_APP", "eCallEventActive": false,
        ]),
        Item(name: "driverBraking", dataType: "VEHICLEDATA_BRAKING", initial: "NO"),
        Item(name: "wiperStatus", dataType: "VEHICLEDATA_WIPERSTATUS", initial: "OFF"),
        Item(name: "headLampStatus", dataType: "VEHICLEDATA_HEADLAMPSTATUS", initial: [
            "lowBeamsOn": false, "highBeamsOn": false, "ambientLightSensorStatus": "DAY",
        ]),
        Item(name: "engineTorque", dataType: "VEHICLEDATA_ENGINETORQUE", initial: 0.0),
        Item(name: "accPedalPosition", dataType: "VEHICLEDATA_ACCPEDAL", initial: 0.0),
        Item(name: "steeringWheelAngle", dataType: "VEHICLEDATA_STEERINGWHEEL", initial: 0.0),
        Item(name: "engineOilLife", dataType: "VEHICLEDATA_ENGINEOILLIFE", initial: 90.0),
        Item(name: "electronicParkBrakeStatus", dataType: "VEHICLEDATA_ELECTRONICPARKBRAKESTATUS", initial: "CLOSED"),
        Item(name: "cloudAppVehicleID", dataType: "VEHICLEDATA_CLOUDAPPVEHICLEID", initial: "sdl-headunit-vehicle"),
        Item(name: "stabilityControlsStatus", dataType: "VEHICLEDATA_STABILITYCONTROLSSTATUS", initial: [
            "escSystem": "ON", "trailerSwayControl": "OFF",
        ]),
        Item(name: "eCallInfo", dataType: "VEHICLEDATA_ECALLINFO", initial: [
            "eCallNotificationStatus": "NORMAL", "auxECallNotificationStatus": "NORMAL", "eCallConfirmationStatus": "NORMAL",
        ]),
        Item(name: "airbagStatus", dataType: "VEHICLEDATA_AIRBAGSTATUS", initial: object([
            "driverAirbagDeployed", "driverSideAirbagDeployed", "driverCurtainAirbagDeployed", "passengerAirbagDeployed",
            "passengerCurtainAirbagDeployed", "driverKneeAirbagDeployed", "passengerSideAirbagDeployed",
            "passengerKneeAirbagDeployed",
        ].map { ($0, SDLJSONValue.string("NO")) })),
        Item(name: "emergencyEvent", dataType: "VEHICLEDATA_EMERGENCYEVENT", initial: [
            "emergencyEventType": "NO_EVENT", "fuelCutoffStatus": "NORMAL_OPERATION", "rolloverEvent": "NO",
            "maximumChangeVelocity": 0, "multipleEvents": "NO",
        ]),
        Item(name: "clusterModeStatus", dataType: "VEHICLEDATA_CLUSTERMODESTATUS", initial: [
            "powerModeActive": true, "powerModeQualificationStatus": "POWER_MODE_OK", "carModeStatus": "NORMAL",
            "powerModeStatus": "RUNNING_2",
        ]),
        Item(name: "myKey", dataType: "VEHICLEDATA_MYKEY", initial: ["e911Override": "NO_DATA_EXISTS"]),
        Item(name: "windowStatus", dataType: "VEHICLEDATA_WINDOWSTATUS", initial: [
            ["location": ["col": 0, "row": 0], "state": ["approximatePosition": 0, "deviation": 0]],
            ["location": ["col": 2, "row": 0], "state": ["approximatePosition": 0, "deviation": 0]],
        ]),
        Item(name: "handsOffSteering", dataType: "VEHICLEDATA_HANDSOFFSTEERING", initial: false),
        Item(name: "seatOccupancy", dataType: "VEHICLEDATA_SEATOCCUPANCY", initial: [
            "seatsOccupied": [["seatLocation": ["grid": ["col": 0, "row": 0]], "conditionActive": true]],
            "seatsBelted": [["seatLocation": ["grid": ["col": 0, "row": 0]], "conditionActive": true]],
        ]),
    ]

    /// Every item's name, in the spec's order.
    static let names: [String] = all.map(\.name)

    private static let byName: [String: Item] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// Whether `name` is a vehicle data item of the spec.
    static func isItem(_ name: String) -> Bool { byName[name] != nil }

    /// The `VehicleDataType` of item `name` (`VEHICLEDATA_OEM_CUSTOM_DATA` for any other name, as Core
    /// reports a custom item).
    static func dataType(of name: String) -> String { byName[name]?.dataType ?? "VEHICLEDATA_OEM_CUSTOM_DATA" }

    /// The key of item `name` in a (Un)SubscribeVehicleData response: `clusterModeStatus` answers as
    /// `clusterModes` (MOBILE_API; Core's `ConvertRequestToResponseName`).
    static func responseKey(of name: String) -> String { name == "clusterModeStatus" ? "clusterModes" : name }

    /// The schema type Core names for an OEM custom item (`oemCustomDataType`; the policy's
    /// `vehicle_data` schema types), read from the item's value.
    static func customDataType(of value: SDLJSONValue) -> String {
        switch value {
        case .array(let elements): elements.first.map(customDataType(of:)) ?? "String"
        case .object: "Struct"
        default: value.typeName
        }
    }

    /// The vehicle's starting values for the items it has.
    static func initialValues(available: Set<String>) -> SDLJSONObject {
        var values = SDLJSONObject()
        for item in all where available.contains(item.name) { values.append(item.name, item.initial) }
        return values
    }

    /// A JSON object of `members`, in their order.
    private static func object(_ members: [(String, SDLJSONValue)]) -> SDLJSONValue {
        var object = SDLJSONObject()
        for (key, value) in members { object.append(key, value) }
        return .object(object)
    }
}
