import NIOCore
import SDLHeadUnit
import SDLProtocol
import SDLRPC
import SDLTestSupport
import Testing

@Suite("Protocol v1 RPCs are answered UNSUPPORTED_VERSION (§B.2, §D.1 stage 2)")
struct UnsupportedVersionTests {
    /// Sends `envelope` as a v1 frame on the client's session.
    private func sendV1(_ bytes: [UInt8], on client: TestSDLClient) async throws {
        let message = SDLMessage(version: 1, serviceType: .rpc, sessionID: client.sessionID, messageID: 0, payload: ByteBuffer(bytes: bytes))
        for frame in SDLMessageFragmenter.frames(for: message, maximumPayloadSize: 1488) {
            try await client.send(frame)
        }
    }

    @Test("a v1 request gets a v1 response of the same name and correlation ID, success false, UNSUPPORTED_VERSION, NUL-terminated")
    func v1RequestAnswered() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let captured = try await V1FrameCapture.install(on: client)
            let request = SDLRPCEnvelopeV1(rpcType: .request, name: "Show", correlationID: 77, parameters: ["mainField1": "v1 text"])
            try await sendV1(request.encodedBytes(), on: client)
            let frame = try await captured.next("v1 answer", timeout: .seconds(5)) { _ in true }
            #expect(frame.header.version == 1)
            #expect(frame.header.sessionID == client.sessionID)
            #expect(frame.header.serviceType == .rpc)
            let bytes = Array(frame.payload.readableBytesView)
            #expect(bytes.last == 0)
            let answer = try SDLRPCEnvelopeV1(decoding: bytes)
            #expect(answer.rpcType == .response)
            #expect(answer.name == "Show")
            #expect(answer.correlationID == 77)
            #expect(answer.parameters == ["success": false, "resultCode": "UNSUPPORTED_VERSION"])
            // The v1 Show never reached the engine: the screen is unchanged and v2 still works.
            try await client.sync()
            #expect(try await headUnit.snapshot().visibleApp?.screen.textFields["mainField1"] == nil)
        }
    }

    @Test("a v1 notification is answered too; bytes that are no v1 envelope are dropped and the session goes on")
    func v1NotificationAndGarbage() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            try await client.startSession()
            let captured = try await V1FrameCapture.install(on: client)
            try await sendV1(Array(#"{"not":"an envelope"}"#.utf8), on: client)
            let notification = SDLRPCEnvelopeV1(rpcType: .notification, name: "OnHMIStatus", correlationID: nil)
            try await sendV1(notification.encodedBytes(), on: client)
            let frame = try await captured.next("v1 answer", timeout: .seconds(5)) { _ in true }
            let answer = try SDLRPCEnvelopeV1(decoding: frame.payload.readableBytesView)
            #expect(answer.name == "OnHMIStatus")
            #expect(answer.correlationID == nil)
            #expect(answer.parameters["resultCode"] == "UNSUPPORTED_VERSION")
            let response = try await client.request(FID.registerAppInterface, HeadUnitHarness.registration())
            #expect(response.resultCode == "SUCCESS")
            #expect(captured.pending.isEmpty)
        }
    }
}
