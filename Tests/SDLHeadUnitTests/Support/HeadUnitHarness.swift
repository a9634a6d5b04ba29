import SDLTestSupport
import Logging
import SDLHeadUnit
import SDLRPC
import SDLValidation
import Testing

/// Function IDs used by the tests (MOBILE_API 8.0.0).
enum FID {
    static let registerAppInterface = SDLRegisterAppInterface.rpcFunctionID
    static let unregisterAppInterface = SDLUnregisterAppInterface.rpcFunctionID
    static let addCommand = SDLAddCommand.rpcFunctionID
    static let addSubMenu = SDLAddSubMenu.rpcFunctionID
    static let createInteractionChoiceSet = SDLCreateInteractionChoiceSet.rpcFunctionID
    static let performInteraction = SDLPerformInteraction.rpcFunctionID
    static let alert = SDLAlert.rpcFunctionID
    static let show = SDLShow.rpcFunctionID
    static let performAudioPassThru = SDLPerformAudioPassThru.rpcFunctionID
    static let endAudioPassThru = SDLEndAudioPassThru.rpcFunctionID
    static let subscribeButton = SDLSubscribeButton.rpcFunctionID
    static let scrollableMessage = SDLScrollableMessage.rpcFunctionID
    static let slider = SDLSlider.rpcFunctionID
    static let putFile = SDLPutFile.rpcFunctionID
    static let deleteFile = SDLDeleteFile.rpcFunctionID
    static let listFiles = SDLListFiles.rpcFunctionID
    static let setDisplayLayout = SDLFunctionNames.functionID(named: "SetDisplayLayout") ?? -1
    static let getSystemCapability = SDLGetSystemCapability.rpcFunctionID
    static let cancelInteraction = SDLCancelInteraction.rpcFunctionID
    static let subtleAlert = SDLSubtleAlert.rpcFunctionID
    static let speak = SDLSpeak.rpcFunctionID
    static let setGlobalProperties = SDLSetGlobalProperties.rpcFunctionID
    static let changeRegistration = SDLChangeRegistration.rpcFunctionID
    static let onHMIStatus = SDLOnHMIStatus.rpcFunctionID
    static let onAppInterfaceUnregistered = SDLOnAppInterfaceUnregistered.rpcFunctionID
    static let onButtonEvent = SDLOnButtonEvent.rpcFunctionID
    static let onButtonPress = SDLOnButtonPress.rpcFunctionID
    static let onCommand = SDLOnCommand.rpcFunctionID
    static let onPermissionsChange = SDLOnPermissionsChange.rpcFunctionID
    static let onAudioPassThru = SDLOnAudioPassThru.rpcFunctionID
    static let onLanguageChange = SDLOnLanguageChange.rpcFunctionID
    static let onSystemCapabilityUpdated = SDLOnSystemCapabilityUpdated.rpcFunctionID
    static let onSubtleAlertPressed = SDLOnSubtleAlertPressed.rpcFunctionID
    static let onSystemRequest = SDLOnSystemRequest.rpcFunctionID
    static let onDriverDistraction = SDLOnDriverDistraction.rpcFunctionID
}

enum HeadUnitHarness {
    /// The spec validator, loaded once for all tests.
    static let validator: SDLValidator? = try? SDLValidator.packageDefault()

    /// Runs `body` with a head unit on a free port and a manual clock.
    static func run(
        _ configure: (inout SDLHeadUnitConfiguration) -> Void = { _ in },
        _ body: (SDLHeadUnit, SDLManualClock) async throws -> Void
    ) async throws {
        let clock = SDLManualClock()
        var configuration = SDLHeadUnitConfiguration()
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        configuration.port = 0
        configuration.clock = clock
        configuration.logger.logLevel = .warning
        let loaded = try #require(validator, "spec/MOBILE_API.xml must be available")
        configuration.validator = loaded
        configure(&configuration)
        try await SDLHeadUnit.withRunning(configuration) { headUnit in
            try await body(headUnit, clock)
        }
    }

    /// RegisterAppInterface parameters.
    static func registration(
        appName: String = "Test App",
        isMedia: Bool = true,
        version: (Int, Int, Int) = (8, 0, 0),
        language: String = "EN-US",
        appID: String = "APP-1"
    ) -> SDLJSONValue {
        [
            "syncMsgVersion": ["majorVersion": .integer(version.0), "minorVersion": .integer(version.1), "patchVersion": .integer(version.2)],
            "appName": .string(appName),
            "isMediaApplication": .bool(isMedia),
            "languageDesired": .string(language),
            "hmiDisplayLanguageDesired": .string(language),
            "appID": .string(appID),
        ]
    }
}

extension TestSDLClient {
    /// Connects, starts a v5 session and registers; returns the client and the RAI response.
    static func registered(
        to headUnit: SDLHeadUnit,
        appName: String = "Test App",
        isMedia: Bool = true,
        version: (Int, Int, Int) = (8, 0, 0),
        language: String = "EN-US"
    ) async throws -> (TestSDLClient, TestSDLClient.RPC) {
        let client = try await TestSDLClient.connect(port: headUnit.port)
        try await client.startSession()
        let response = try await client.request(
            FID.registerAppInterface,
            HeadUnitHarness.registration(appName: appName, isMedia: isMedia, version: version, language: language, appID: appName.lowercased())
        )
        return (client, response)
    }

    /// A round trip (ListFiles): everything the head unit sent before it has arrived afterwards.
    func sync() async throws {
        _ = try await request(FID.listFiles)
    }

    /// Waits for OnHMIStatus with `level` (and optionally `context`).
    @discardableResult
    func hmiStatus(_ level: String, context: String? = nil, timeout: Duration = .seconds(10)) async throws -> RPC {
        try await notification(FID.onHMIStatus, timeout: timeout) { rpc in
            rpc.parameters["hmiLevel"]?.stringValue == level && (context == nil || rpc.parameters["systemContext"]?.stringValue == context)
        }
    }
}
