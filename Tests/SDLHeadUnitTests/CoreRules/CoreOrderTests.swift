import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import SDLValidation
import Testing

/// Core's order (§D.1): the schema, then the policy table, then the command's own checks.
@Suite("Core's order: schema, policy, then the command's checks")
struct CoreOrderTests {
    /// Schema-valid, but its TEXT soft button has no text: a command check refuses it.
    static let alertManeuver: SDLJSONValue = ["softButtons": [["type": "TEXT", "softButtonID": 1]]]

    @Test("an AlertManeuver that breaks a command rule is DISALLOWED for the default app (Base-4 lacks it), INVALID_DATA once the policy allows it")
    func policyBeforeCommandChecks() async throws {
        let validator = try #require(HeadUnitHarness.validator)
        let schemaOnly = validator.validate(parameters: Self.alertManeuver, function: "AlertManeuver", messageKind: .request)
        #expect(schemaOnly.result == .success)
        // sdl-validate has no policy table: it reports the command check.
        let core = validator.validate(parameters: Self.alertManeuver, function: "AlertManeuver", messageKind: .request,
                                      options: SDLValidationOptions(coreRules: true))
        #expect(core.result == .invalidData)

        let functionID = try #require(SDLFunctionNames.functionID(named: "AlertManeuver"))
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            #expect(try await client.request(functionID, Self.alertManeuver).resultCode == "DISALLOWED")
        }
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            #expect(try await client.request(functionID, Self.alertManeuver).resultCode == "INVALID_DATA")
        }
    }

    @Test("a Show that breaks the schema is INVALID_DATA even in NONE, where the policy would say DISALLOWED")
    func schemaBeforePolicy() async throws {
        try await HeadUnitHarness.run({ $0.autoActivate = false }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("NONE")
            #expect(try await client.request(FID.show, ["mainField1": 5]).resultCode == "INVALID_DATA")
            #expect(try await client.request(FID.show, ["mainField1": "a\nb"]).resultCode == "DISALLOWED")
        }
    }
}
