import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The emulator's touches (control lines and API) as OnTouchEvent to the app in FULL, and the
/// refusals of values outside the spec's ranges.
@Suite("Touch injection: touch, touchEvent and pinch control lines send OnTouchEvent; bad values are refused")
struct TouchInjectionTests {
    private func reply(_ headUnit: SDLHeadUnit, _ line: String) async throws -> SDLJSONObject {
        try #require(try SDLJSONValue(parsing: Array(await headUnit.execute(controlLine: line).utf8)).objectValue)
    }

    /// The next OnTouchEvent's type and its fingers as (id, x, y).
    private func touch(_ client: TestSDLClient) async throws -> (String?, [[Int?]]) {
        let rpc = try await client.notification(SDLOnTouchEvent.rpcFunctionID)
        let fingers = (rpc.parameters["event"]?.arrayValue ?? []).map { finger -> [Int?] in
            let coordinate = finger.objectValue?["c"]?.arrayValue?.first?.objectValue
            return [finger.objectValue?["id"]?.intValue, coordinate?["x"]?.intValue, coordinate?["y"]?.intValue]
        }
        return (rpc.parameters["type"]?.stringValue, fingers)
    }

    @Test("touch x y: BEGIN then END of finger 0 at that point, with a timestamp each")
    func tapLine() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            #expect(try await reply(headUnit, #"{"action":"touch","x":10,"y":10000}"#)["ok"] == true)
            let begin = try await touch(client)
            #expect(begin.0 == "BEGIN" && begin.1 == [[0, 10, 10000]])
            let end = try await touch(client)
            #expect(end.0 == "END" && end.1 == [[0, 10, 10000]])
        }
    }

    @Test("pinch: two fingers side by side, MOVEs to the new distance, END of both")
    func pinchLine() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            #expect(try await reply(headUnit, #"{"action":"pinch","x":400,"y":240,"from":100,"to":300,"steps":2}"#)["ok"] == true)
            var received: [(String?, [[Int?]])] = []
            for _ in 0..<4 { received.append(try await touch(client)) }
            #expect(received.map(\.0) == ["BEGIN", "MOVE", "MOVE", "END"])
            #expect(received.map(\.1) == [
                [[0, 350, 240], [1, 450, 240]], [[0, 300, 240], [1, 500, 240]], [[0, 250, 240], [1, 550, 240]], [[0, 250, 240], [1, 550, 240]],
            ])
        }
    }

    @Test("touchEvent sends the fingers as given; out-of-range values, duplicate ids, unknown types are refused; NONE gets none",
          arguments: [
              (#"{"action":"touchEvent","type":"MOVE","fingers":[{"id":9,"x":0,"y":0},{"id":3,"x":5,"y":6}]}"#, nil),
              (#"{"action":"touchEvent","type":"SWIPE","fingers":[{"x":0,"y":0}]}"#, "invalidCommand"),
              (#"{"action":"touchEvent","type":"BEGIN","fingers":[]}"#, "invalidCommand"),
              (#"{"action":"touchEvent","type":"BEGIN","fingers":[{"id":10,"x":0,"y":0}]}"#, "invalidCommand"),
              (#"{"action":"touchEvent","type":"BEGIN","fingers":[{"id":1,"x":0,"y":0},{"id":1,"x":2,"y":2}]}"#, "invalidCommand"),
              (#"{"action":"touch","x":10001,"y":0}"#, "invalidCommand"),
              (#"{"action":"touch","x":-1,"y":0}"#, "invalidCommand"),
              (#"{"action":"pinch","x":1,"y":1,"from":-5,"to":5}"#, "invalidCommand"),
              (#"{"action":"pinch","x":1,"y":1,"from":5,"to":5,"steps":101}"#, "invalidCommand"),
          ] as [(String, String?)])
    func touchEventLine(_ line: String, error: String?) async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let answer = try await reply(headUnit, line)
            if let error {
                #expect(answer["ok"] == false)
                #expect(answer["error"]?.objectValue?["code"]?.stringValue == error)
            } else {
                #expect(answer["ok"] == true)
                let move = try await touch(client)
                #expect(move.0 == "MOVE" && move.1 == [[9, 0, 0], [3, 5, 6]])
            }
        }
    }

    @Test("an app not in FULL gets no touch: notApplicable")
    func notInFull() async throws {
        try await HeadUnitHarness.run({ $0.autoActivate = false }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("NONE")
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.tap(x: 1, y: 1) }
            let answer = try await reply(headUnit, #"{"action":"touch","x":1,"y":1}"#)
            #expect(answer["error"]?.objectValue?["code"]?.stringValue == "notApplicable")
        }
    }

    @Test("hapticRects lists the app's areas")
    func hapticRectsLine() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            try await client.startSession()
            var parameters = try #require(HeadUnitHarness.registration(appName: "Nav", appID: "nav").objectValue)
            parameters["appHMIType"] = ["NAVIGATION"]
            _ = try await client.request(FID.registerAppInterface, .object(parameters))
            #expect(try await reply(headUnit, #"{"action":"hapticRects"}"#)["result"] == .array([]))
            _ = try await client.request(SDLSendHapticData.rpcFunctionID, ["hapticRectData": [["id": 4, "rect": ["x": 1, "y": 2, "width": 3, "height": 4]]]])
            let areas = try await reply(headUnit, #"{"action":"hapticRects"}"#)["result"]?.arrayValue ?? []
            #expect(areas.count == 1)
            let area = areas.first?.objectValue
            #expect(["id", "x", "y", "width", "height"].map { area?[$0]?.doubleValue } == [4, 1, 2, 3, 4])
        }
    }
}
