import Foundation
import SDLHeadUnit
import SDLProtocol
import SDLRPC
import SDLSession
import SDLTestSupport
import Testing

/// The emulator's capture of a session that came over WebSocket: the SDL frames inside the
/// binary messages, as over TCP.
@Suite("Captures of WebSocket connections", .timeLimit(.minutes(TestTime.minutes(1))))
struct WebSocketCaptureTests {
    @Test("a session registers and shows over ws://: connection-1.sdl reads back as its StartService and RPCs, without an error")
    func capturesWebSocketSession() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-capture-ws-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try await Emulator.run({ $0.captureDirectory = directory }) { headUnit, _ in
            let port = try await headUnit.startWebSocketServer()
            var configuration = SDLSessionConfiguration.forTests()
            configuration.transport = .webSocket()
            let session = try await SDLSession.connect(host: "127.0.0.1", port: port, configuration: configuration)
            try await Emulator.register(session)
            _ = try await session.send(SDLShow(mainField1: "Captured"))
            await session.close()
        }
        let capture = try Array(Data(contentsOf: URL(fileURLWithPath: directory + "/connection-1.sdl")))
        let events = SDLCaptureReader.events(in: capture)
        #expect(!events.contains { if case .error = $0 { true } else { false } }, "\(events)")
        let controls = events.compactMap { if case .control(let frame, _) = $0 { frame.header.controlFrameInfo } else { nil } }
        #expect(Array(controls.prefix(2)) == [.startService, .startServiceACK])
        let rpcs = events.compactMap { event -> String? in
            guard case .rpc(let rpc) = event, [SDLRegisterAppInterface.rpcFunctionID, SDLShow.rpcFunctionID].contains(Int(rpc.payload.functionID)) else { return nil }
            return "\(rpc.payload.rpcType) \(rpc.payload.functionID)"
        }
        let (register, show) = (SDLRegisterAppInterface.rpcFunctionID, SDLShow.rpcFunctionID)
        #expect(rpcs == ["\(SDLRPCType.request) \(register)", "\(SDLRPCType.response) \(register)", "\(SDLRPCType.request) \(show)", "\(SDLRPCType.response) \(show)"])
    }
}
