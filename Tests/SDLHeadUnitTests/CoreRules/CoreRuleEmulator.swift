import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// Sends one surveyed case to an emulator that grants every RPC, from a fresh app in FULL (or, for
/// RegisterAppInterface, as the registration itself).
enum CoreRuleEmulator {
    /// What became of the request.
    enum Answer: Sendable {
        /// Answered at once (a refusal, or a handler that answers without waiting for the user).
        case answered(TestSDLClient.RPC)
        /// Accepted and waiting for the user (an overlay is open): no check refused it.
        case waiting
    }

    static func answer(_ rule: CoreRuleCase) async throws -> Answer {
        let parameters = try SDLJSONParser.parse(Array(rule.parameters.utf8))
        let functionID = try #require(SDLFunctionNames.functionID(named: rule.function), "no function \(rule.function)")
        var answer: Answer?
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let client: TestSDLClient
            if functionID == FID.registerAppInterface {
                client = try await TestSDLClient.connect(port: headUnit.port)
                try await client.startSession()
            } else {
                client = try await TestSDLClient.registered(to: headUnit).0
                try await client.hmiStatus("FULL")
            }
            let id = try await client.sendRequest(functionID, parameters, bulk: rule.bulkData)
            // The head unit answers in order: once a later request is answered, an immediate answer
            // to this one has arrived too. (Before registration any request is answered at once.)
            if functionID != FID.registerAppInterface { try await client.sync() }
            if let response = client.pendingRPCs.first(where: { $0.rpcType == 1 && $0.correlationID == id }) {
                answer = .answered(response)
            } else if functionID == FID.registerAppInterface {
                answer = .answered(try await client.response(to: id))
            } else {
                #expect(try await headUnit.overlay() != nil, "\(rule.function) neither answered nor opened an overlay")
                answer = .waiting
            }
            await client.close()
        }
        return try #require(answer)
    }
}
