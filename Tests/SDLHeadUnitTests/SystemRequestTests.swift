import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// SystemRequest as SDL Core's `system_request.cc` takes it, and OnSystemRequest sent to an app.
@Suite("System requests in the emulator")
struct SystemRequestTests {
    static let systemRequest = SDLSystemRequest.rpcFunctionID
    static let onSystemRequest = SDLOnSystemRequest.rpcFunctionID

    @Test("with bulk data: SUCCESS and the data kept under the file name (SYNC without one)")
    func bulkDataTaken() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let update = Array(#"{"policy_table":{}}"#.utf8)
            let http = try await client.request(Self.systemRequest, ["requestType": "HTTP", "fileName": "PolicyTableUpdate"], bulk: update)
            #expect(http.resultCode == "SUCCESS")
            #expect(try await client.request(Self.systemRequest, ["requestType": "PROPRIETARY", "requestSubType": "oem"], bulk: [1, 2]).resultCode == "SUCCESS")
            let taken = try await headUnit.systemRequests()
            #expect(taken.map(\.requestType) == ["HTTP", "PROPRIETARY"])
            #expect(taken.first?.fileName == "PolicyTableUpdate" && taken.first?.data == update)
            #expect(taken.last?.fileName == "SYNC" && taken.last?.requestSubType == "oem" && taken.last?.data == [1, 2])
        }
    }

    @Test("without bulk data the app's uploaded file of that name is moved out of its storage; none is REJECTED")
    func uploadedFileUsed() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            #expect(try await client.request(Self.systemRequest, ["requestType": "PROPRIETARY", "fileName": "update.json"]).resultCode == "REJECTED")
            #expect(try await headUnit.systemRequests().isEmpty)
            let put = try await client.request(FID.putFile, ["syncFileName": "update.json", "fileType": "JSON"], bulk: Array("{}".utf8))
            #expect(put.resultCode == "SUCCESS")
            #expect(try await client.request(Self.systemRequest, ["requestType": "PROPRIETARY", "fileName": "update.json"]).resultCode == "SUCCESS")
            #expect(try await headUnit.systemRequests().first?.data == Array("{}".utf8))
            let files = try await client.request(FID.listFiles)
            #expect(files.parameters["filenames"]?.arrayValue?.contains("update.json") != true, "Core moved the file away")
        }
    }

    @Test("a file name with a slash, a tab or newline (escaped too) or only spaces is INVALID_DATA", arguments: [
        ("../etc/passwd", "Sync file name contains forbidden symbols."), ("a\tb", nil), ("a\\nb", nil), ("   ", nil),
    ])
    func fileNameRules(fileName: String, info: String?) async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let answer = try await client.request(Self.systemRequest, ["requestType": "HTTP", "fileName": .string(fileName)], bulk: [1])
            #expect(answer.resultCode == "INVALID_DATA")
            #expect(answer.parameters["info"]?.stringValue == info)
            #expect(try await headUnit.systemRequests().isEmpty)
        }
    }

    @Test("QUERY_APPS: a response member is SUCCESS, without one GENERIC_ERROR; JSON that does not parse gets no answer")
    func queryApps() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            #expect(try await client.request(Self.systemRequest, ["requestType": "QUERY_APPS"], bulk: Array(#"{"response":[]}"#.utf8)).resultCode == "SUCCESS")
            #expect(try await client.request(Self.systemRequest, ["requestType": "QUERY_APPS"], bulk: Array(#"{"apps":[]}"#.utf8)).resultCode == "GENERIC_ERROR")
            let unanswered = try await client.sendRequest(Self.systemRequest, ["requestType": "QUERY_APPS"], bulk: Array("{not json".utf8))
            try await client.sync()
            #expect(!client.pendingRPCs.contains { $0.correlationID == unanswered && $0.functionID == Self.systemRequest })
            #expect(try await headUnit.systemRequests().count == 1)
        }
    }

    @Test("sendSystemRequest: the app gets OnSystemRequest with the type, URL, file type and bulk data; an unknown type is refused")
    func onSystemRequest() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await headUnit.sendSystemRequest(requestType: "PROPRIETARY", url: "https://policies.example/update", fileType: "JSON", data: [7, 8, 9])
            let notice = try await client.notification(Self.onSystemRequest) { $0.parameters["requestType"] == "PROPRIETARY" }
            #expect(notice.parameters["url"] == "https://policies.example/update")
            #expect(notice.parameters["fileType"] == "JSON")
            #expect(notice.bulk == [7, 8, 9])
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.sendSystemRequest(requestType: "TELEPATHY") }
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.sendSystemRequest(requestType: "HTTP", fileType: "SCROLL") }
        }
    }

    @Test("the control lines send OnSystemRequest with text as bulk data and list the SystemRequests taken")
    func controlLines() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let sent = try await headUnit.execute(controlLine: #"{"action":"sendSystemRequest","requestType":"HTTP","url":"https://x.example/","data":"abc"}"#)
            #expect(try SDLJSONValue(parsing: Array(sent.utf8)).objectValue?["ok"] == true, "\(sent)")
            let notice = try await client.notification(Self.onSystemRequest) { $0.parameters["requestType"] == "HTTP" }
            #expect(notice.bulk == Array("abc".utf8))
            _ = try await client.request(Self.systemRequest, ["requestType": "HTTP", "fileName": "PolicyTableUpdate"], bulk: [1, 2, 3])
            let listed = try await headUnit.execute(controlLine: #"{"action":"systemRequests"}"#)
            let entries = try SDLJSONValue(parsing: Array(listed.utf8)).objectValue?["result"]?.arrayValue
            #expect(entries == [["app": .integer(try #require(try await headUnit.apps().first?.id)), "requestType": "HTTP",
                                 "fileName": "PolicyTableUpdate", "size": 3]])
            let refused = try await headUnit.execute(controlLine: #"{"action":"sendSystemRequest"}"#)
            #expect(try SDLJSONValue(parsing: Array(refused.utf8)).objectValue?["ok"] == false)
        }
    }
}
