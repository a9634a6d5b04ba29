import NIOCore
import SDLRPCRuntime
import Testing
@testable import SDLProtocol

@Suite("SDLRPCPayload: the 12-byte binary header of §B.1")
struct RPCPayloadTests {
    @Test("RegisterAppInterface request, correlation 1, JSON {}: known bytes both ways")
    func requestVector() throws {
        let bytes = hex("00000001 00000001 00000002 7B7D")
        let payload = SDLRPCPayload(rpcType: .request, functionID: 1, correlationID: 1, jsonBytes: Array("{}".utf8))
        #expect(payload.encoded().bytes == bytes)
        let decoded = try SDLRPCPayload(decoding: bytes)
        #expect(decoded == payload)
        #expect(decoded.jsonBytes == Array("{}".utf8))
        #expect(decoded.bulkBytes.isEmpty)
    }

    @Test("OnHMIStatus notification (0x8000): type nibble 2, correlation 0")
    func notificationVector() throws {
        let json = Array(#"{"hmiLevel":"FULL"}"#.utf8)
        let bytes = hex("20008000 00000000 00000013") + json
        let payload = SDLRPCPayload(rpcType: .notification, functionID: 0x8000, correlationID: 0, jsonBytes: json)
        #expect(payload.encoded().bytes == bytes)
        #expect(try SDLRPCPayload(decoding: bytes) == payload)
        #expect(try payload.jsonValue() == .object(["hmiLevel": .string("FULL")]))
    }

    @Test("PutFile response with a negative correlation ID and bulk data, top function-ID bits in byte 0")
    func responseWithBulk() throws {
        let bytes = hex("1A345678 FFFFFFFE 00000002 7B7D DEADBEEF")
        let decoded = try SDLRPCPayload(decoding: bytes)
        #expect(decoded.rpcType == .response)
        #expect(decoded.functionID == 0x0A34_5678)
        #expect(decoded.correlationID == -2)
        #expect(decoded.jsonBytes == Array("{}".utf8))
        #expect(decoded.bulkBytes == hex("DEADBEEF"))
        #expect(decoded.encoded().bytes == bytes)
    }

    @Test("function IDs are written in 28 bits")
    func functionIDMasked() {
        let payload = SDLRPCPayload(rpcType: .request, functionID: 0xFFFF_FFFF, correlationID: 0, jsonBytes: [UInt8]())
        #expect(payload.encoded().bytes.prefix(4) == [0x0F, 0xFF, 0xFF, 0xFF])
    }

    @Test("JSON size equal to the rest is fine; one more is invalidJSONSize")
    func jsonSizeFits() throws {
        #expect(try SDLRPCPayload(decoding: hex("00000001 00000001 00000002 7B7D")).bulkData.readableBytes == 0)
        #expect(protocolError { _ = try SDLRPCPayload(decoding: hex("00000001 00000001 00000003 7B7D")) }?.code == .invalidJSONSize)
        #expect(protocolError { _ = try SDLRPCPayload(decoding: hex("00000001 00000001 FFFFFFFF 7B7D")) }?.code == .invalidJSONSize)
    }

    @Test("fewer than 12 bytes is truncated; RPC types 3–15 are invalidRPCType")
    func headerErrors() {
        for count in 0..<12 {
            #expect(protocolError { _ = try SDLRPCPayload(decoding: hex("00000001 00000001 00000000").prefix(count)) }?.code == .truncated)
        }
        for type in UInt8(3)...15 {
            #expect(protocolError { _ = try SDLRPCPayload(decoding: [type << 4, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0]) }?.code == .invalidRPCType)
        }
    }

    @Test("empty JSON (Core's OnAudioPassThru) parses as {}; bad JSON is invalidJSON")
    func jsonParsing() throws {
        let empty = SDLRPCPayload(rpcType: .notification, functionID: 32777, correlationID: 0, jsonBytes: [UInt8](), bulkData: [1, 2])
        #expect(try empty.jsonValue() == .object(SDLJSONObject()))
        let bad = SDLRPCPayload(rpcType: .request, functionID: 1, correlationID: 1, jsonBytes: Array("{".utf8))
        #expect(protocolError { _ = try bad.jsonValue() }?.code == .invalidJSON)
    }

    @Test("message(): bulk data goes on the hybrid service, plain RPCs on the RPC service")
    func serviceChoice() throws {
        let plain = SDLRPCPayload(rpcType: .request, functionID: 13, correlationID: 4, jsonBytes: Array("{}".utf8))
        #expect(plain.message(version: 5, sessionID: 1, messageID: 2).serviceType == .rpc)
        let bulk = SDLRPCPayload(rpcType: .request, functionID: 32, correlationID: 5, jsonBytes: Array("{}".utf8), bulkData: [9])
        let message = bulk.message(version: 5, sessionID: 1, messageID: 3)
        #expect(message.serviceType == .hybrid)
        #expect(try SDLRPCPayload(decoding: message.payload) == bulk)
    }
}

@Suite("SDLRPCEnvelopeV1: v1 plain JSON RPCs (§B.2)")
struct RPCEnvelopeV1Tests {
    @Test("encodes the envelope with name, correlationID and parameters")
    func encodes() {
        let envelope = SDLRPCEnvelopeV1(rpcType: .response, name: "RegisterAppInterface", correlationID: 1,
                                        parameters: ["success": .bool(false), "resultCode": .string("UNSUPPORTED_VERSION")])
        let text = String(decoding: envelope.encodedBytes(), as: UTF8.self)
        #expect(text == #"{"response":{"name":"RegisterAppInterface","correlationID":1,"parameters":{"success":false,"resultCode":"UNSUPPORTED_VERSION"}}}"#)
        #expect(envelope.encodedBytes(appendingNUL: true).last == 0)
    }

    @Test("decodes what it encodes, with Core's trailing NUL")
    func roundTrip() throws {
        let envelope = SDLRPCEnvelopeV1(rpcType: .notification, name: "OnHMIStatus", correlationID: nil, parameters: ["hmiLevel": .string("NONE")])
        #expect(try SDLRPCEnvelopeV1(decoding: envelope.encodedBytes(appendingNUL: true)) == envelope)
        let request = try SDLRPCEnvelopeV1(decoding: Array(#"{"request":{"name":"Show","correlationID":7}}"#.utf8))
        #expect(request.rpcType == .request)
        #expect(request.correlationID == 7)
        #expect(request.parameters.isEmpty)
    }

    @Test("refuses envelopes of the wrong shape", arguments: [
        "", "[]", "{}", #"{"request":{}}"#, #"{"query":{"name":"X"}}"#, #"{"request":{"name":1}}"#,
        #"{"request":{"name":"X","correlationID":"1"}}"#, #"{"request":{"name":"X","parameters":[]}}"#,
        #"{"request":{"name":"X"},"response":{"name":"X"}}"#,
    ])
    func refusesBadShapes(text: String) {
        #expect(protocolError { _ = try SDLRPCEnvelopeV1(decoding: Array(text.utf8)) }?.code == .invalidJSON)
    }
}
