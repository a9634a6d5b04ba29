import SDLTestSupport
import NIOCore
import SDLHeadUnit
import SDLProtocol
import SDLRPC
import Testing

@Suite("Control frames answered as SDL Core 8.2 answers them")
struct ProtocolConformanceTests {
    @Test("a v5 StartService gets a v5 ACK with protocolVersion 5.4.0, mtu and Core's hashId")
    func startServiceVersion5() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            let answer = try await client.startSession(protocolVersion: "5.4.1")
            #expect(answer.header.controlFrameInfo == .startServiceACK)
            #expect(answer.header.version == 5)
            #expect(answer.header.sessionID == 1)
            let ack = try SDLStartServiceACK(frame: answer)
            #expect(ack.protocolVersion == SDLProtocolVersion(5, 4, 0))
            #expect(ack.mtu == 131_072)
            // Core's key: connection handle | session id << 16 (first connection is 1).
            #expect(ack.hashID == SDLHeadUnitNegotiation.coreHashID(connectionHandle: 1, sessionID: 1))
            #expect(ack.make == "SDL")
        }
    }

    @Test("a StartService without payload gets a v4 ACK carrying the 4-byte hash id")
    func startServiceWithoutPayload() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            let answer = try await client.startSession(protocolVersion: nil)
            #expect(answer.header.controlFrameInfo == .startServiceACK)
            #expect(answer.header.version == 4)
            #expect(answer.payload.readableBytes == 4)
            // RPCs then travel in v4 frames and work as usual.
            let response = try await client.request(FID.registerAppInterface, HeadUnitHarness.registration())
            #expect(response.resultCode == "SUCCESS")
        }
    }

    @Test("a StartService whose BSON has a protocolVersion below 5 gets a v1 NAK")
    func startServiceOldVersionNAK() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            let answer = try await client.startSession(protocolVersion: "4.9.0")
            #expect(answer.header.controlFrameInfo == .startServiceNAK)
            #expect(answer.header.version == 1)
        }
    }

    @Test("a Heartbeat is answered with a HeartbeatACK echoing its message id")
    func heartbeat() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            try await client.startSession()
            try await client.send(SDLHeartbeat().frame(version: 5, sessionID: client.sessionID, messageID: 77))
            let ack = try await client.nextControl("HeartbeatACK") { $0.header.controlFrameInfo == .heartbeatACK }
            #expect(ack.header.messageID == 77)
            #expect(ack.header.sessionID == client.sessionID)
        }
    }

    @Test("EndService with the wrong hash id is NAKed naming hashId; with the right one it is ACKed and the app is gone")
    func endService() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.send(SDLEndService(serviceType: .rpc, hashID: client.hashID + 1).frame(version: 5, sessionID: client.sessionID, messageID: 5))
            let nak = try await client.nextControl("EndServiceNAK") { $0.header.controlFrameInfo == .endServiceNAK }
            #expect(try SDLEndServiceNAK(frame: nak).rejectedParams == ["hashId"])
            #expect(try await headUnit.apps().count == 1)
            try await client.send(SDLEndService(serviceType: .rpc, hashID: client.hashID).frame(version: 5, sessionID: client.sessionID, messageID: 6))
            _ = try await client.nextControl("EndServiceACK") { $0.header.controlFrameInfo == .endServiceACK }
            _ = try await headUnit.nextEvent { event in
                if case .appUnregistered = event { return true }
                return false
            }
            #expect(try await headUnit.apps().isEmpty)
        }
    }

    @Test("an audio StartService before RegisterAppInterface is NAKed, after it ACKed")
    func audioServiceNeedsRegistration() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            try await client.startSession()
            try await client.send(SDLStartService(serviceType: .audio).frame(version: 5, sessionID: client.sessionID, messageID: 3))
            let nak = try await client.nextControl("audio NAK") { $0.header.serviceType == .audio }
            #expect(nak.header.controlFrameInfo == .startServiceNAK)
            _ = try await client.request(FID.registerAppInterface, HeadUnitHarness.registration())
            try await client.send(SDLStartService(serviceType: .audio).frame(version: 5, sessionID: client.sessionID, messageID: 9))
            let ack = try await client.nextControl("audio ACK") { $0.header.serviceType == .audio }
            #expect(ack.header.controlFrameInfo == .startServiceACK)
        }
    }

    @Test("a negative correlation id is INVALID_ID with Core's info")
    func negativeCorrelationID() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.sendRequest(FID.listFiles, [:], correlationID: -5)
            let response = try await client.response(to: -5)
            #expect(response.resultCode == "INVALID_ID")
            #expect(response.info == "Invalid Correlation ID for RPC Request")
        }
    }

    @Test("reusing the correlation id of a pending request is INVALID_ID, the first stays pending")
    func duplicatePendingCorrelationID() async throws {
        try await HeadUnitHarness.run { headUnit, clock in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            try await client.sendRequest(FID.alert, ["alertText1": "First"], correlationID: 40)
            _ = try await headUnit.nextOverlay(.alert)
            try await client.sendRequest(FID.listFiles, [:], correlationID: 40)
            let duplicate = try await client.response(to: 40)
            #expect(duplicate.functionID == FID.listFiles)
            #expect(duplicate.resultCode == "INVALID_ID")
            #expect(duplicate.info == "Duplicate correlation_id")
            try await headUnit.advanceClock(by: .seconds(5))
            let alert = try await client.response(to: 40)
            #expect(alert.functionID == FID.alert)
            #expect(alert.resultCode == "SUCCESS")
        }
    }

    @Test("an unknown function id is answered UNSUPPORTED_REQUEST, echoing the id")
    func unsupportedRequest() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let response = try await client.request(4242, [:])
            #expect(response.functionID == 4242)
            #expect(response.resultCode == "UNSUPPORTED_REQUEST")
            #expect(response.info == "Module does not recognize this function id")
        }
    }

    @Test("JSON that does not parse is INVALID_DATA")
    func invalidJSON() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.sendRPC(functionID: FID.show, correlationID: 99, jsonBytes: Array("{\"mainField1\":".utf8))
            let response = try await client.response(to: 99)
            #expect(response.resultCode == "INVALID_DATA")
        }
    }

    @Test("JSON that does not parse under an unknown function id is UNSUPPORTED_REQUEST, echoing the id (found by fuzzing)")
    func invalidJSONUnknownFunction() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.sendRPC(functionID: 117_506_048, correlationID: 98, jsonBytes: Array("{\"mainField1\":".utf8))
            let response = try await client.response(to: 98)
            #expect(response.functionID == 117_506_048)
            #expect(response.resultCode == "UNSUPPORTED_REQUEST")
            #expect(response.info == "Module does not recognize this function id")
            // A notification's ID sent as a request names no request either.
            try await client.sendRPC(functionID: 32_781, correlationID: 97, jsonBytes: Array("{\"requestType\":".utf8))
            let notificationID = try await client.response(to: 97)
            #expect(notificationID.functionID == 32_781)
            #expect(notificationID.resultCode == "UNSUPPORTED_REQUEST")
            // And a negative correlation ID under function ID 0 (no function) too.
            try await client.sendRPC(functionID: 0, correlationID: -5, jsonBytes: Array("{}".utf8))
            let zero = try await client.response(to: -5)
            #expect(zero.functionID == 0)
            #expect(zero.resultCode == "UNSUPPORTED_REQUEST")
        }
    }

    @Test("a PutFile larger than one frame arrives in several frames and is reassembled")
    func multiFrameRequest() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let response = try await client.request(FID.putFile, ["syncFileName": "big.bin", "fileType": "BINARY"], bulk: bytes)
            #expect(response.resultCode == "SUCCESS")
            let app = try #require(try await headUnit.apps().first)
            #expect(app.files["big.bin"]?.bytes == bytes)
        }
    }
}
