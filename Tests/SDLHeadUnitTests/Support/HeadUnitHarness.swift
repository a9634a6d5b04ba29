import SDLTestSupport
import Logging
import SDLHeadUnit
import SDLRPC
import SDLValidation
import Testing

/// Function IDs used by the tests (MOBILE_API 8.0.0).
enum FID {
    static let registerAppInterface = 1
    static let unregisterAppInterface = 2
    static let addCommand = 5
    static let addSubMenu = 7
    static let createInteractionChoiceSet = 9
    static let performInteraction = 10
    static let alert = 12
    static let show = 13
    static let performAudioPassThru = 16
    static let endAudioPassThru = 17
    static let subscribeButton = 18
    static let scrollableMessage = 25
    static let slider = 26
    static let putFile = 32
    static let deleteFile = 33
    static let listFiles = 34
    static let setDisplayLayout = 36
    static let getSystemCapability = 48
    static let cancelInteraction = 57
    static let subtleAlert = 64
    static let onHMIStatus = 32768
    static let onAppInterfaceUnregistered = 32769
    static let onButtonEvent = 32770
    static let onButtonPress = 32771
    static let onCommand = 32773
    static let onPermissionsChange = 32776
    static let onAudioPassThru = 32777
    static let onLanguageChange = 32778
    static let onSystemCapabilityUpdated = 32787
    static let onSubtleAlertPressed = 32788
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
