import Foundation
import SDLProtocol
import SDLRPC
import Testing

/// Runs the built `sdl-rpc` binary against the in-process fake head unit.
@Suite("sdl-rpc: the command-line RPC tool")
struct SDLRPCCLITests {
    /// Parses each stdout line as a JSON object.
    func objects(_ result: CLIProcess.Result) throws -> [SDLJSONObject] {
        try result.lines.map { line in
            guard case .object(let object) = try SDLJSONParser.parse(line) else {
                throw CLITestError(message: "not a JSON object line: \(line)")
            }
            return object
        }
    }

    func body(_ object: SDLJSONObject, _ kind: String) -> SDLJSONObject? {
        object[kind]?.objectValue
    }

    static let hmiStatusFull: SDLJSONObject = [
        "hmiLevel": .string("FULL"), "audioStreamingState": .string("NOT_AUDIBLE"), "systemContext": .string("MAIN"),
    ]
    static let hmiStatusNone: SDLJSONObject = [
        "hmiLevel": .string("NONE"), "audioStreamingState": .string("NOT_AUDIBLE"), "systemContext": .string("MAIN"),
    ]

    /// A head unit that registers the app, then sends OnHMIStatus NONE, and answers Show as told.
    func headUnit(show: SDLJSONObject = ["success": .bool(true), "resultCode": .string("SUCCESS")]) async throws -> FakeHeadUnit {
        let headUnit = try await FakeHeadUnit.start()
        headUnit.setResponder { [weak headUnit] rpc in
            guard let headUnit else { return .none }
            switch rpc.functionID {
            case SDLRegisterAppInterface.rpcFunctionID:
                headUnit.respond(to: rpc, with: FakeHeadUnit.success)
                headUnit.sendNotification(functionID: SDLOnHMIStatus.rpcFunctionID, parameters: Self.hmiStatusNone)
                return .none
            case SDLShow.rpcFunctionID:
                return .respond(show)
            default:
                return .respond(FakeHeadUnit.success)
            }
        }
        return headUnit
    }

    @Test("send Show registers, prints the responses and notifications as JSON lines, and closes in order")
    func sendShow() async throws {
        let headUnit = try await headUnit()
        let result = try await CLIProcess.run([
            "--host", "127.0.0.1", "--port", "\(headUnit.port)", "--app-name", "CLI App", "--app-id", "cli-42",
            "send", "Show", #"{"mainField1":"Hi"}"#,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = try objects(result)
        let responses = lines.compactMap { body($0, "response") }
        #expect(responses.map { $0["name"]?.stringValue } == ["RegisterAppInterface", "Show"])
        let show = try #require(responses.last)
        #expect(show["parameters"]?.objectValue?["success"] == .bool(true))
        let showRequest = try #require(headUnit.receivedRPCs(functionID: SDLShow.rpcFunctionID).first)
        #expect(show["correlationID"] == .integer(Int(showRequest.correlationID)))
        #expect(showRequest.parameters["mainField1"] == .string("Hi"))
        let notifications = lines.compactMap { body($0, "notification") }
        #expect(notifications.contains { $0["name"] == .string("OnHMIStatus") && $0["parameters"]?.objectValue?["hmiLevel"] == .string("NONE") })

        let registration = try #require(headUnit.receivedRPCs(functionID: SDLRegisterAppInterface.rpcFunctionID).first)
        #expect(registration.parameters["appName"] == .string("CLI App"))
        #expect(registration.parameters["appID"] == .string("cli-42"))
        #expect(registration.parameters["isMediaApplication"] == .bool(false))
        #expect(registration.parameters["languageDesired"] == .string("EN-US"))
        #expect(registration.parameters["syncMsgVersion"]?.objectValue?["majorVersion"] == .integer(8))
        let steps = headUnit.log.compactMap { event -> String? in
            switch event {
            case .rpc(let rpc): SDLFunctionIDName(rpc.functionID)
            case .endService: "EndService"
            default: nil
            }
        }
        #expect(steps == ["RegisterAppInterface", "Show", "UnregisterAppInterface", "EndService"])
        await headUnit.stop()
    }

    @Test("without an RPC argument it reads NDJSON RPCs from standard input and answers each in order")
    func ndjsonFromStandardInput() async throws {
        let headUnit = try await headUnit()
        let input = """
            {"name": "Show", "parameters": {"mainField1": "one"}}

            {"name": "SetMediaClockTimer", "parameters": {"updateMode": "CLEAR"}}
            {"name": "ListFiles"}

            """
        let result = try await CLIProcess.run(["--port", "\(headUnit.port)"], input: input)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let names = try objects(result).compactMap { body($0, "response")?["name"]?.stringValue }
        #expect(names == ["RegisterAppInterface", "Show", "SetMediaClockTimer", "ListFiles"])
        #expect(headUnit.receivedRPCs(functionID: SDLShow.rpcFunctionID).first?.parameters["mainField1"] == .string("one"))
        await headUnit.stop()
    }

    @Test("a negative response is printed and exits 1")
    func negativeResponse() async throws {
        let headUnit = try await headUnit(show: ["success": .bool(false), "resultCode": .string("REJECTED"), "info": .string("busy")])
        let result = try await CLIProcess.run(["--port", "\(headUnit.port)", "send", "Show", #"{"mainField1":"x"}"#])
        #expect(result.status == 1)
        let show = try objects(result).compactMap { body($0, "response") }.last
        #expect(show?["parameters"]?.objectValue?["resultCode"] == .string("REJECTED"))
        await headUnit.stop()
    }

    @Test("usage errors exit 64 before connecting", arguments: [
        ["send", "NoSuchFunction"],
        ["send", "Show", "{not json"],
        ["send", "Show", "[1, 2]"],
        ["send", "OnHMIStatus", "{}"],
        ["--port", "70000", "send", "Show"],
        ["--timeout", "-1", "send", "Show"],
    ])
    func usageErrors(arguments: [String]) async throws {
        let result = try await CLIProcess.run(["--port", "1"] + arguments)
        #expect(result.status == 64, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.isEmpty)
    }

    @Test("a bad NDJSON line exits 64 and names the line")
    func badInputLine() async throws {
        let headUnit = try await headUnit()
        let result = try await CLIProcess.run(["--port", "\(headUnit.port)"], input: "{\"name\": \"Show\"}\n{\"parameters\": {}}\n")
        #expect(result.status == 64)
        #expect(result.stderr.contains("line 2"))
        #expect(headUnit.receivedRPCs(functionID: SDLShow.rpcFunctionID).count == 1)
        await headUnit.stop()
    }

    @Test("a refused connection exits 2 with one line on standard error")
    func connectionRefused() async throws {
        let refusing = try RefusingPort()
        let port = refusing.port
        let result = try await CLIProcess.run(["--port", "\(port)", "send", "Show", "{}"])
        withExtendedLifetime(refusing) {}
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("\(port)"))
    }

    @Test("a refused StartService exits 2")
    func startServiceRefused() async throws {
        let headUnit = try await FakeHeadUnit.start(negotiation: .reject(reason: "full"))
        let result = try await CLIProcess.run(["--port", "\(headUnit.port)", "send", "Show", "{}"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("full"))
        await headUnit.stop()
    }

    @Test("--wait-for-full sends nothing until OnHMIStatus FULL arrives")
    func waitForFull() async throws {
        let headUnit = try await headUnit()
        let process = try CLIProcess(["--port", "\(headUnit.port)", "--wait-for-full", "send", "Show", #"{"mainField1":"after full"}"#])
        _ = try await headUnit.waitForRequests(functionID: SDLRegisterAppInterface.rpcFunctionID)
        try await process.waitForOutput(containing: "\"NONE\"")
        try await Task.sleep(for: .milliseconds(300))
        #expect(headUnit.receivedRPCs(functionID: SDLShow.rpcFunctionID).isEmpty)
        headUnit.sendNotification(functionID: SDLOnHMIStatus.rpcFunctionID, parameters: Self.hmiStatusFull)
        let result = try await process.finish()
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(headUnit.receivedRPCs(functionID: SDLShow.rpcFunctionID).count == 1)
        await headUnit.stop()
    }

    @Test("--stay keeps printing notifications after the response until end of input")
    func stay() async throws {
        let headUnit = try await headUnit()
        let process = try CLIProcess(["--port", "\(headUnit.port)", "--stay", "send", "Show", #"{"mainField1":"stay"}"#])
        try await process.waitForOutput(containing: #""name":"Show""#)
        headUnit.sendNotification(functionID: SDLOnHMIStatus.rpcFunctionID, parameters: Self.hmiStatusFull)
        try await process.waitForOutput(containing: "\"FULL\"")
        #expect(headUnit.receivedRPCs(functionID: SDLUnregisterAppInterface.rpcFunctionID).isEmpty)
        process.closeInput()
        let result = try await process.finish()
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(headUnit.receivedRPCs(functionID: SDLUnregisterAppInterface.rpcFunctionID).count == 1)
        await headUnit.stop()
    }

    @Test("--stay ends in order on Ctrl-C")
    func stayInterrupted() async throws {
        let headUnit = try await headUnit()
        let process = try CLIProcess(["--port", "\(headUnit.port)", "--stay", "send", "Show", "{}"])
        try await process.waitForOutput(containing: #""name":"Show""#)
        try await Task.sleep(for: .milliseconds(100))
        process.interrupt()
        let result = try await process.finish()
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(headUnit.receivedRPCs(functionID: SDLUnregisterAppInterface.rpcFunctionID).count == 1)
        await headUnit.stop()
    }

    @Test("--stay exits 2 when the head unit hangs up")
    func stayHeadUnitHangsUp() async throws {
        let headUnit = try await headUnit()
        let process = try CLIProcess(["--port", "\(headUnit.port)", "--stay", "send", "Show", "{}"])
        try await process.waitForOutput(containing: #""name":"Show""#)
        headUnit.disconnect()
        let result = try await process.finish()
        #expect(result.status == 2)
        #expect(result.stderr.contains("closed"))
        await headUnit.stop()
    }
}

/// The spec name of a function ID, for readable expectations.
func SDLFunctionIDName(_ functionID: Int) -> String {
    switch functionID {
    case SDLRegisterAppInterface.rpcFunctionID: "RegisterAppInterface"
    case SDLUnregisterAppInterface.rpcFunctionID: "UnregisterAppInterface"
    case SDLShow.rpcFunctionID: "Show"
    default: "function \(functionID)"
    }
}
