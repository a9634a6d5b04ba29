import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// SendHapticData as Core's `send_haptic_data_request.cc` answers it, the policy granting it.
@Suite("SendHapticData: only navigation and projection apps")
struct HapticDataTests {
    private static func register(_ headUnit: SDLHeadUnit, _ name: String, appHMITypes: [String]) async throws -> TestSDLClient {
        let client = try await TestSDLClient.connect(port: headUnit.port)
        try await client.startSession()
        var parameters = try #require(HeadUnitHarness.registration(appName: name, appID: name.lowercased()).objectValue)
        if !appHMITypes.isEmpty { parameters["appHMIType"] = .array(appHMITypes.map { .string($0) }) }
        #expect(try await client.request(FID.registerAppInterface, .object(parameters)).resultCode == "SUCCESS")
        return client
    }

    private static let areas: SDLJSONValue = .object(["hapticRectData": .array([.object([
        "id": 1, "rect": .object(["x": 0, "y": 0, "width": 100, "height": 50]),
    ])])])

    @Test("an app neither NAVIGATION nor PROJECTION is DISALLOWED with Core's text; a NAVIGATION or PROJECTION app reaches the HMI",
          arguments: [([String](), "DISALLOWED"), (["MEDIA"], "DISALLOWED"), (["NAVIGATION"], "UNSUPPORTED_RESOURCE"),
                      (["PROJECTION"], "UNSUPPORTED_RESOURCE"), (["MEDIA", "PROJECTION"], "UNSUPPORTED_RESOURCE")])
    func appType(types: [String], expected: String) async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let client = try await Self.register(headUnit, "Haptic", appHMITypes: types)
            let answer = try await client.request(SDLSendHapticData.rpcFunctionID, Self.areas)
            #expect(answer.resultCode == expected, "\(types)")
            if expected == "DISALLOWED" {
                #expect(answer.info == "Application is not of type Navigation or Mobile Projection")
            }
        }
    }
}
