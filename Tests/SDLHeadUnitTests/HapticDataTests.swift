import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// SendHapticData as Core's `send_haptic_data_request.cc` answers it, the policy granting it.
@Suite("SendHapticData: only navigation and projection apps; their areas are kept, replaced and cleared")
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

    @Test("an app neither NAVIGATION nor PROJECTION is DISALLOWED with Core's text; a NAVIGATION or PROJECTION app's areas are kept",
          arguments: [([String](), "DISALLOWED"), (["MEDIA"], "DISALLOWED"), (["NAVIGATION"], "SUCCESS"),
                      (["PROJECTION"], "SUCCESS"), (["MEDIA", "PROJECTION"], "SUCCESS")])
    func appType(types: [String], expected: String) async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let client = try await Self.register(headUnit, "Haptic", appHMITypes: types)
            let answer = try await client.request(SDLSendHapticData.rpcFunctionID, Self.areas)
            #expect(answer.resultCode == expected, "\(types)")
            let kept = try await headUnit.apps().first?.hapticRects
            if expected == "DISALLOWED" {
                #expect(answer.info == "Application is not of type Navigation or Mobile Projection")
                #expect(kept == [])
            } else {
                #expect(kept == [SDLHeadUnitHapticRect(id: 1, x: 0, y: 0, width: 100, height: 50)])
            }
        }
    }

    @Test("a second SendHapticData replaces the areas; one without hapticRectData clears them (as Core does)")
    func replaceAndClear() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let client = try await Self.register(headUnit, "Haptic", appHMITypes: ["NAVIGATION"])
            _ = try await client.request(SDLSendHapticData.rpcFunctionID, Self.areas)
            let two: SDLJSONValue = .object(["hapticRectData": .array([
                .object(["id": 7, "rect": .object(["x": 10.5, "y": 20, "width": 30, "height": 40])]),
                .object(["id": 8, "rect": .object(["x": 0, "y": 0, "width": 1, "height": 1])]),
            ])])
            #expect(try await client.request(SDLSendHapticData.rpcFunctionID, two).resultCode == "SUCCESS")
            #expect(try await headUnit.apps().first?.hapticRects.map(\.id) == [7, 8])
            #expect(try await headUnit.apps().first?.hapticRects.first?.x == 10.5)
            #expect(try await client.request(SDLSendHapticData.rpcFunctionID, .object([:])).resultCode == "SUCCESS")
            #expect(try await headUnit.apps().first?.hapticRects == [])
        }
    }
}
