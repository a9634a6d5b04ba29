import SDLRPC
import Testing

/// What a head unit sends is decoded leniently: unreadable parts are dropped where the message can
/// do without them, every drop is recorded, and only the message's own mandatory parameters can
/// fail it. What the app builds is still decoded strictly.
@Suite("Lenient decoding of what head units send")
struct LenientDecodingTests {
    /// An image field as SDL Core 8.2's default capabilities describe it: no `imageTypeSupported`.
    static let coreImageField = #"{"name": "graphic", "imageResolution": {"resolutionWidth": 35, "resolutionHeight": 35}}"#
    static let goodImageField = #"{"name": "appIcon", "imageTypeSupported": ["GRAPHIC_PNG"]}"#
    static let textField = #"{"name": "mainField1", "characterSet": "UTF_8", "width": 500, "rows": 1}"#

    static func display(imageFields: String) -> String {
        #"{"displayType": "GEN2_8_DMA", "textFields": [\#(textField)], "imageFields": \#(imageFields), "mediaClockFormats": [], "graphicSupported": true}"#
    }

    static func registrationResponse(display: String) -> String {
        #"{"success": true, "resultCode": "SUCCESS", "displayCapabilities": \#(display)}"#
    }

    @Test("an array element missing a mandatory member is dropped; the other elements stay")
    func dropsArrayElement() throws {
        let json = try RPCTestSupport.json(Self.registrationResponse(display: Self.display(imageFields: "[\(Self.coreImageField), \(Self.goodImageField)]")))
        let response = try SDLRegisterAppInterfaceResponse(json: json, policy: .lenient)
        let display = try #require(response.jsonObject["displayCapabilities"]?.objectValue)
        let names = display["imageFields"]?.arrayValue?.compactMap { $0.objectValue?["name"]?.stringValue }
        #expect(names == ["appIcon"])
        #expect(RPCTestSupport.summary(response.decodingIssues) == [
            "$.displayCapabilities.imageFields[0].imageTypeSupported mandatory warning",
            "$.displayCapabilities.imageFields[0] dropped warning",
        ])
        #expect(response.resultCode == .success)
    }

    @Test("the same message decoded strictly fails with the path of the missing member")
    func strictFails() throws {
        let json = try RPCTestSupport.json(Self.registrationResponse(display: Self.display(imageFields: "[\(Self.coreImageField), \(Self.goodImageField)]")))
        let error = try #require(throws: SDLDecodingError.self) { try SDLRegisterAppInterfaceResponse(json: json) }
        #expect(RPCTestSupport.summary(error.issues) == ["$.displayCapabilities.imageFields[0].imageTypeSupported mandatory error"])
    }

    @Test("an optional struct that loses a mandatory member is dropped, the message survives")
    func dropsOptionalStruct() throws {
        // displayCapabilities itself lacks its mandatory displayType → the whole optional struct goes.
        let json = try RPCTestSupport.json(#"{"success": true, "resultCode": "SUCCESS", "displayCapabilities": {"textFields": [\#(Self.textField)], "mediaClockFormats": [], "graphicSupported": true}, "hmiDisplayLanguage": "EN-US"}"#)
        let response = try SDLRegisterAppInterfaceResponse(json: json, policy: .lenient)
        #expect(response.jsonObject["displayCapabilities"] == nil)
        #expect(response.hmiDisplayLanguage == .enUs)
        #expect(RPCTestSupport.summary(response.decodingIssues) == [
            "$.displayCapabilities.displayType mandatory warning",
            "$.displayCapabilities dropped warning",
        ])
    }

    @Test("a nested mandatory member propagates the drop up to the nearest optional or element")
    func propagatesNestedDrop() throws {
        // OnSystemCapabilityUpdated → systemCapability (mandatory) → displayCapabilities[0] →
        // windowCapabilities[0] → imageFields[0] (missing imageTypeSupported): only the image field goes.
        let window = #"{"windowID": 0, "textFields": [\#(Self.textField)], "imageFields": [\#(Self.coreImageField)]}"#
        let json = try RPCTestSupport.json(#"{"systemCapability": {"systemCapabilityType": "DISPLAYS", "displayCapabilities": [{"displayName": "Core", "windowCapabilities": [\#(window)]}]}}"#)
        let notification = try SDLOnSystemCapabilityUpdated(json: json, policy: .lenient)
        let windows = try #require(notification.systemCapability.displayCapabilities?.first?.windowCapabilities)
        #expect(windows.count == 1)
        #expect(windows[0].textFields?.count == 1)
        #expect(windows[0].imageFields == [])
        #expect(RPCTestSupport.summary(notification.decodingIssues) == [
            "$.systemCapability.displayCapabilities[0].windowCapabilities[0].imageFields[0].imageTypeSupported mandatory warning",
            "$.systemCapability.displayCapabilities[0].windowCapabilities[0].imageFields[0] dropped warning",
        ])
    }

    @Test("an optional scalar of the wrong JSON type becomes nil with a type warning and a drop")
    func dropsWrongScalar() throws {
        let json = try RPCTestSupport.json(#"{"success": true, "resultCode": "SUCCESS", "info": 42, "systemSoftwareVersion": ["x"]}"#)
        let response = try SDLRegisterAppInterfaceResponse(json: json, policy: .lenient)
        #expect(response.info == nil)
        #expect(response.jsonObject["systemSoftwareVersion"] == nil)
        #expect(RPCTestSupport.summary(response.decodingIssues) == [
            "$.info type warning", "$.info dropped warning",
            "$.systemSoftwareVersion type warning", "$.systemSoftwareVersion dropped warning",
        ])
    }

    @Test("an unknown enum value stays unrecognized, with no drop")
    func keepsUnknownEnum() throws {
        let json = try RPCTestSupport.json(#"{"hmiLevel": "HALF", "audioStreamingState": "AUDIBLE", "systemContext": "MAIN"}"#)
        let status = try SDLOnHMIStatus(json: json, policy: .lenient)
        #expect(status.hmiLevel == SDLHMILevel(rawValue: "HALF"))
        #expect(!status.hmiLevel.isKnown)
        #expect(status.decodingIssues.isEmpty)
    }

    @Test("a response whose resultCode is unusable fails, with every issue in the error", arguments: [
        #"{"success": true, "resultCode": {"code": 7}, "info": 1}"#,
        #"{"success": true, "info": 1}"#,
        #"{"success": "yes", "resultCode": "SUCCESS", "info": 1}"#,
    ])
    func failsOnUnusableResult(_ text: String) throws {
        let json = try RPCTestSupport.json(text)
        let error = try #require(throws: SDLDecodingError.self) { try SDLShowResponse(json: json, policy: .lenient) }
        #expect(error.issues.contains { $0.severity == .error && ($0.path.description == "$.resultCode" || $0.path.description == "$.success") })
        // The unreadable optional `info` is reported in the same error, as a drop.
        #expect(RPCTestSupport.summary(error.issues).contains("$.info dropped warning"))
    }

    @Test("a notification missing one of its own mandatory parameters fails")
    func failsOnNotificationMandatory() throws {
        let json = try RPCTestSupport.json(#"{"hmiLevel": "FULL", "audioStreamingState": "AUDIBLE"}"#)
        let error = try #require(throws: SDLDecodingError.self) { try SDLOnHMIStatus(json: json, policy: .lenient) }
        #expect(RPCTestSupport.summary(error.issues) == ["$.systemContext mandatory error"])
    }

    @Test("a mandatory array element that cannot be read is dropped from the mandatory array")
    func dropsFromMandatoryArray() throws {
        let json = try RPCTestSupport.json(#"{"permissionItem": [{"rpcName": "Show"}, {"rpcName": "Alert", "hmiPermissions": {"allowed": ["FULL"], "userDisallowed": []}, "parameterPermissions": {"allowed": [], "userDisallowed": []}}]}"#)
        let notification = try SDLOnPermissionsChange(json: json, policy: .lenient)
        #expect(notification.permissionItem.map(\.rpcName) == ["Alert"])
        #expect(RPCTestSupport.summary(notification.decodingIssues) == [
            "$.permissionItem[0].hmiPermissions mandatory warning",
            "$.permissionItem[0].parameterPermissions mandatory warning",
            "$.permissionItem[0] dropped warning",
        ])
    }

    @Test("decoding issues take no part in equality")
    func issuesNotCompared() throws {
        let json = try RPCTestSupport.json(#"{"success": true, "resultCode": "SUCCESS", "info": 42}"#)
        let lenient = try SDLShowResponse(json: json, policy: .lenient)
        #expect(!lenient.decodingIssues.isEmpty)
        #expect(lenient == SDLShowResponse(success: true, resultCode: .success))
    }

    @Test("strict decoding and outgoing JSON are unchanged: a message built in code has no issues")
    func strictUnchanged() throws {
        let show = SDLShow(mainField1: "Hi", alignment: .centered)
        #expect(show.decodingIssues.isEmpty)
        #expect(String(decoding: show.jsonBytes(), as: UTF8.self) == #"{"mainField1":"Hi","alignment":"CENTERED"}"#)
        let bad = try RPCTestSupport.json(#"{"mainField1": 5}"#)
        let error = try #require(throws: SDLDecodingError.self) { try SDLShow(json: bad) }
        #expect(RPCTestSupport.summary(error.issues) == ["$.mainField1 type error"])
        // Validation of what the app sends still reports limits as errors.
        #expect(SDLAlert(alertText1: "Hello", duration: 20_000).validate().map(\.rule) == [.maxValue])
    }
}
