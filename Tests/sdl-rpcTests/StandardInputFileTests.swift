import Foundation
import SDLProtocol
import SDLRPC
import SDLTestSupport
import Testing

/// `sdl-rpc send < requests.ndjson`: standard input may be a regular file (or /dev/null).
@Suite("sdl-rpc: standard input from a file or /dev/null")
struct StandardInputFileTests {
    @Test("NDJSON requests in a regular file are each sent and answered in order")
    func regularFile() async throws {
        let headUnit = try await SDLRPCCLITests().headUnit()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("requests-\(UUID().uuidString).ndjson").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = #"{"name": "Show", "parameters": {"mainField1": "from a file"}}"# + "\n" + #"{"name": "ListFiles"}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let result = try await TestProcess.run("sdl-rpc", ["--port", "\(headUnit.port)"], input: .file(path))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let names = try result.lines.compactMap { try SDLJSONParser.parse($0).objectValue?["response"]?.objectValue?["name"]?.stringValue }
        #expect(names == ["RegisterAppInterface", "Show", "ListFiles"])
        #expect(headUnit.receivedRPCs(functionID: SDLShow.rpcFunctionID).first?.parameters["mainField1"] == .string("from a file"))
        await headUnit.stop()
    }

    @Test("/dev/null: no request to send, registers, unregisters and exits 0")
    func devNull() async throws {
        let headUnit = try await SDLRPCCLITests().headUnit()
        let result = try await TestProcess.run("sdl-rpc", ["--port", "\(headUnit.port)"], input: .null)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(headUnit.receivedRPCs(functionID: SDLShow.rpcFunctionID).isEmpty)
        await headUnit.stop()
    }
}
