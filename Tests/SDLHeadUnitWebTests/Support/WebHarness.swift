import Logging
import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import SDLValidation
import SDLWebSocket
import Testing

@testable import SDLHeadUnitWeb

/// Function IDs the tests send (MOBILE_API 8.0.0).
enum FID {
    static let registerAppInterface = SDLRegisterAppInterface.rpcFunctionID
    static let show = SDLShow.rpcFunctionID
    static let putFile = SDLPutFile.rpcFunctionID
    static let alert = SDLAlert.rpcFunctionID
    static let subtleAlert = SDLSubtleAlert.rpcFunctionID
    static let scrollableMessage = SDLScrollableMessage.rpcFunctionID
    static let slider = SDLSlider.rpcFunctionID
    static let createInteractionChoiceSet = SDLCreateInteractionChoiceSet.rpcFunctionID
    static let performInteraction = SDLPerformInteraction.rpcFunctionID
    static let performAudioPassThru = SDLPerformAudioPassThru.rpcFunctionID
    static let addCommand = SDLAddCommand.rpcFunctionID
    static let addSubMenu = SDLAddSubMenu.rpcFunctionID
    static let subscribeButton = SDLSubscribeButton.rpcFunctionID
    static let listFiles = SDLListFiles.rpcFunctionID
    static let onHMIStatus = SDLOnHMIStatus.rpcFunctionID
    static let onButtonPress = SDLOnButtonPress.rpcFunctionID
    static let onButtonEvent = SDLOnButtonEvent.rpcFunctionID
    static let onCommand = SDLOnCommand.rpcFunctionID
    static let onAppInterfaceUnregistered = SDLOnAppInterfaceUnregistered.rpcFunctionID
}

enum WebHarness {
    static let validator: SDLValidator? = try? SDLValidator.packageDefault()

    /// Runs `body` with a head unit on a free port, a manual clock and a web view installed (not
    /// serving: the tests read its hub, or start it), whose pages follow `pageSettings`.
    static func run(
        profile: SDLDisplayProfile = .media4Line, pageSettings: SDLWebSocketSettings = WebServerPipeline.pageSettings,
        policyTable: SDLPolicyTable? = nil,
        _ body: (SDLHeadUnit, SDLHeadUnitWeb, SDLManualClock) async throws -> Void
    ) async throws {
        let clock = SDLManualClock()
        var configuration = SDLHeadUnitConfiguration()
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        configuration.port = 0
        configuration.clock = clock
        configuration.profile = profile
        configuration.policyTable = policyTable
        configuration.logger.logLevel = .warning
        configuration.validator = try #require(validator, "spec/MOBILE_API.xml must be available") as SDLValidator
        let web = SDLHeadUnitWeb(logger: configuration.logger, pageSettings: pageSettings)
        web.install(into: &configuration)
        try await SDLHeadUnit.withRunning(configuration) { headUnit in
            try await body(headUnit, web, clock)
            await web.stop()
        }
    }

    /// The `state` message for what the head unit shows now, as JSON.
    static func state(_ headUnit: SDLHeadUnit) async throws -> SDLJSONValue {
        WebStateFeed.state(try await headUnit.snapshot())
    }

    static func registration(appName: String, isMedia: Bool = true) -> SDLJSONValue {
        [
            "syncMsgVersion": ["majorVersion": 8, "minorVersion": 0, "patchVersion": 0],
            "appName": .string(appName),
            "isMediaApplication": .bool(isMedia),
            "languageDesired": "EN-US",
            "hmiDisplayLanguageDesired": "EN-US",
            "appID": .string(String(appName.lowercased().filter { $0 != " " })),
        ]
    }
}

extension TestSDLClient {
    /// Connects, registers and waits for the first OnHMIStatus.
    static func registered(to headUnit: SDLHeadUnit, appName: String = "Web App", isMedia: Bool = true, level: String = "FULL") async throws -> TestSDLClient {
        let client = try await TestSDLClient.connect(port: headUnit.port)
        try await client.startSession()
        let response = try await client.request(FID.registerAppInterface, WebHarness.registration(appName: appName, isMedia: isMedia))
        #expect(response.success == true)
        _ = try await client.notification(FID.onHMIStatus) { $0.parameters["hmiLevel"]?.stringValue == level }
        return client
    }
}

extension SDLJSONValue {
    /// The member `key` of an object (`.null` otherwise), for reading nested feed JSON.
    subscript(key: String) -> SDLJSONValue {
        objectValue?[key] ?? .null
    }

    /// The element at `index` of an array (`.null` otherwise).
    subscript(index: Int) -> SDLJSONValue {
        guard let array = arrayValue, array.indices.contains(index) else { return .null }
        return array[index]
    }
}
