import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The state checks of the second half's handlers (docs/core-rules.md), and their place before the
/// message checks Core makes after them.
@Suite("Core's state checks before message checks: SetMediaClockTimer and RegisterAppInterface")
struct CoreRuleStateTestsSecondHalf {
    @Test("SetMediaClockTimer from a non-media app is REJECTED without info, before the startTime check")
    func mediaClockNeedsMediaApp() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit, isMedia: false)
            try await client.hmiStatus("FULL")
            let invalid = try await client.request(try #require(SDLFunctionNames.functionID(named: "SetMediaClockTimer")), ["updateMode": "COUNTUP"])
            #expect(invalid.resultCode == "REJECTED")
            #expect(invalid.info == nil)
            let valid = try await client.request(try #require(SDLFunctionNames.functionID(named: "SetMediaClockTimer")), ["updateMode": "CLEAR"])
            #expect(valid.resultCode == "REJECTED")
        }
    }

    @Test("SetMediaClockTimer from a media app reaches the startTime check")
    func mediaClockChecksMediaApp() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit, isMedia: true)
            try await client.hmiStatus("FULL")
            let invalid = try await client.request(try #require(SDLFunctionNames.functionID(named: "SetMediaClockTimer")), ["updateMode": "COUNTDOWN"])
            #expect(invalid.resultCode == "INVALID_DATA")
            #expect(invalid.info == nil)
        }
    }

    @Test("RegisterAppInterface: DUPLICATE_NAME is answered before the string checks, which come before success")
    func registrationDuplicateNameFirst() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            _ = try await TestSDLClient.registered(to: headUnit, appName: "Radio")
            let second = try await TestSDLClient.connect(port: headUnit.port)
            try await second.startSession()
            var parameters = try #require(HeadUnitHarness.registration(appName: "Radio", appID: "radio-2").objectValue)
            parameters["hashID"] = " "
            let duplicate = try await second.request(FID.registerAppInterface, .object(parameters))
            #expect(duplicate.resultCode == "DUPLICATE_NAME")
            parameters["appName"] = "Radio Two"
            let spaces = try await second.request(FID.registerAppInterface, .object(parameters))
            #expect(spaces.resultCode == "INVALID_DATA")
            #expect(spaces.info == nil)
            parameters["hashID"] = nil
            let registered = try await second.request(FID.registerAppInterface, .object(parameters))
            #expect(registered.resultCode == "SUCCESS")
        }
    }

    @Test("PutFile without bulk data is INVALID_DATA \"Binary data empty\", before the file-name check")
    func putFileBulkDataFirst() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let empty = try await client.request(FID.putFile, ["syncFileName": "a/b.png", "fileType": "GRAPHIC_PNG"])
            #expect(empty.resultCode == "INVALID_DATA")
            #expect(empty.info == "Binary data empty")
            let named = try await client.request(FID.putFile, ["syncFileName": "a/b.png", "fileType": "GRAPHIC_PNG"], bulk: [1])
            #expect(named.info == "Sync file name contains forbidden symbols.")
        }
    }
}
