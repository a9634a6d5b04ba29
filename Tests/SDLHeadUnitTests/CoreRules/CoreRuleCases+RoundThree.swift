/// Cases for the message rules of issue 41 (docs/core-rules.md, "Round three"): requests Core
/// refuses as a whole though each parameter is valid (SubscribeVehicleData asking for nothing, a
/// parameter the request type does not have), blank image names in the RPC 7.1 menu parameters, and
/// SendLocation's address, which Core drops before it looks for a location; and the handlers the
/// survey of the four plugins found with a message check not yet made (DiagnosticMessage's mode).
extension CoreRuleCase {
    static let roundThree: [CoreRuleCase] = subscribeVehicleData + menuSecondaryImages + sendLocationAddress + diagnosticMessage

    private static let noData = "No data in the request"

    static let subscribeVehicleData: [CoreRuleCase] = [
        .refuses("SubscribeVehicleData.noData", "SubscribeVehicleData", "{}", info: noData),
        .refuses("SubscribeVehicleData.noData", "SubscribeVehicleData", #"{"speed": false, "rpm": false}"#, info: noData),
        // `vin` is GetVehicleData's only: the schema drops it and nothing is left.
        .refuses("SubscribeVehicleData.noData", "SubscribeVehicleData", #"{"vin": true}"#, info: noData),
        .accepts("SubscribeVehicleData.noData", "SubscribeVehicleData", #"{"speed": true, "rpm": false}"#),
        .refuses("UnsubscribeVehicleData.noData", "UnsubscribeVehicleData", #"{"vin": true}"#, info: "No data in the request."),
        .refuses("GetVehicleData.noData", "GetVehicleData", #"{"speed": false}"#),
    ]

    /// An image of `value` (JSON text of a string).
    private static func image(_ value: String) -> String {
        #"{"value": "# + value + #", "imageType": "STATIC"}"#
    }

    static let menuSecondaryImages: [CoreRuleCase] = [
        .refuses("AddCommand.secondaryImage", "AddCommand",
                 #"{"cmdID": 1, "menuParams": {"menuName": "Play"}, "secondaryImage": "# + image(#""  ""#) + "}"),
        .refuses("AddCommand.secondaryImage", "AddCommand",
                 #"{"cmdID": 1, "menuParams": {"menuName": "Play"}, "secondaryImage": "# + image(#""a\\nb""#) + "}"),
        .accepts("AddCommand.secondaryImage", "AddCommand",
                 #"{"cmdID": 1, "menuParams": {"menuName": "Play", "secondaryText": "Now"}, "secondaryImage": "# + image(#"" 0x11""#) + "}"),
        .refuses("AddSubMenu.secondaryImage", "AddSubMenu", #"{"menuID": 10, "menuName": "More", "secondaryImage": "# + image(#"" ""#) + "}"),
        .accepts("AddSubMenu.secondaryImage", "AddSubMenu",
                 #"{"menuID": 10, "menuName": "More", "secondaryText": "Two", "tertiaryText": "Three", "secondaryImage": "#
                    + image(#""0x12""#) + "}"),
    ]

    static let sendLocationAddress: [CoreRuleCase] = [
        // An address alone is no location for Core: it erases the object before the check.
        .refuses("SendLocation.coordinates", "SendLocation", #"{"address": {"locality": "Berlin", "countryCode": "DE"}}"#),
        .refuses("SendLocation.coordinates", "SendLocation", #"{"address": {"locality": "Berlin"}, "addressLines": ["Unter den Linden 1"]}"#),
        .accepts("SendLocation.coordinates", "SendLocation",
                 #"{"latitudeDegrees": 52.5, "longitudeDegrees": 13.4, "address": {"locality": "Berlin"}}"#, emulator: "UNSUPPORTED_RESOURCE"),
    ]

    /// A DiagnosticMessage of `bytes` (JSON text of the array).
    private static func diagnostic(_ bytes: String) -> String {
        #"{"targetID": 2024, "messageLength": 3, "messageData": "# + bytes + "}"
    }

    private static let unsupportedMode = "Received diagnostic mode is not supported."

    /// Core's default `SupportedDiagModes` are 0x01–0x03, 0x05–0x07, 0x09, 0x0A, 0x18, 0x19, 0x22 and
    /// 0x3E; the emulator has no VehicleInfo HMI, so a supported mode ends UNSUPPORTED_RESOURCE there.
    static let diagnosticMessage: [CoreRuleCase] = [
        .refuses("DiagnosticMessage.mode", "DiagnosticMessage", diagnostic("[0, 1, 2]"), result: "REJECTED", info: unsupportedMode),
        .refuses("DiagnosticMessage.mode", "DiagnosticMessage", diagnostic("[4, 1, 2]"), result: "REJECTED", info: unsupportedMode),
        .refuses("DiagnosticMessage.mode", "DiagnosticMessage", diagnostic("[63]"), result: "REJECTED", info: unsupportedMode),
        .accepts("DiagnosticMessage.mode", "DiagnosticMessage", diagnostic("[1, 0, 4]"), emulator: "UNSUPPORTED_RESOURCE"),
        .accepts("DiagnosticMessage.mode", "DiagnosticMessage", diagnostic("[62]"), emulator: "UNSUPPORTED_RESOURCE"),
    ]
}
