import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// CloseApplication as Core 8.2 answers it (docs/core-rules.md, "Round three"): the app goes to NONE,
/// then SUCCESS; the policy (`Base-4`: FULL, LIMITED, BACKGROUND) refuses it in NONE.
@Suite("Core's CloseApplication: the app to NONE, then SUCCESS")
struct CoreCloseApplicationTests {
    static let close = SDLCloseApplication.rpcFunctionID

    @Test("from FULL: OnHMIStatus NONE before the SUCCESS; in NONE the policy says DISALLOWED")
    func closeFromFull() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(Self.close, [:])
            let status = try await client.notification(FID.onHMIStatus) { $0.parameters["hmiLevel"] == "NONE" }
            #expect(status.parameters["audioStreamingState"] == "NOT_AUDIBLE")
            let response = try await client.response(to: id)
            #expect(response.resultCode == "SUCCESS")
            #expect(try await client.request(Self.close, [:]).resultCode == "DISALLOWED")
        }
    }
}
