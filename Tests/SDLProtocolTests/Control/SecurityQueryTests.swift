import NIOCore
import SDLRPCRuntime
import Testing
@testable import SDLProtocol

@Suite("Security queries (§A.12): the 12-byte header, JSON, binary, in a single frame on the control service")
struct SecurityQueryTests {
    @Test("a handshake response: known bytes of frame and payload, and back")
    func handshakeResponseBytes() throws {
        let query = SDLSecurityQuery.handshake(.response, sequenceNumber: 0x0102_0304, data: [0x16, 0x03, 0x03])
        let bytes = hex("51 00 00 03 0000000F 00000007") + hex("10 000001 01020304 00000000 160303")
        let frame = query.frame(version: 5, sessionID: 3, messageID: 7)
        #expect(frame.encodedBytes() == bytes)
        #expect(try SDLSecurityQuery(frame: SDLFrame(decoding: bytes)) == query)
    }

    @Test("Core's request with a 24-bit query ID, JSON and binary split at the JSON size")
    func requestWithJSONAndBinary() throws {
        let payload = ByteBuffer(bytes: hex("00 ABCDEF 00000009 00000002") + Array("{}".utf8) + [0xAA, 0xBB])
        let query = try SDLSecurityQuery(payload: payload)
        #expect(query.queryType == .request)
        #expect(query.queryID.rawValue == 0xAB_CDEF)
        #expect(query.sequenceNumber == 9)
        #expect(query.json == Array("{}".utf8))
        #expect(query.binary == [0xAA, 0xBB])
        #expect(query.payload == payload)
    }

    @Test("an internal error as Core sends it: JSON id and text, then the code byte", arguments: [nil, "Invalid certificate"])
    func internalErrorRoundTrip(text: String?) throws {
        let error = SDLSecurityInternalError(code: .invalidCertificate, text: text)
        let query = SDLSecurityQuery.internalError(error, sequenceNumber: 4)
        #expect(query.queryType == .notification && query.queryID == .sendInternalError)
        #expect(query.binary == [0x0A])
        let json = try SDLJSONParser.parse(query.json).objectValue
        #expect(json?["id"]?.intValue == 10)
        #expect(json?["text"]?.stringValue == text)
        let parsed = try SDLSecurityQuery(payload: query.payload)
        #expect(parsed.internalError == error)
        #expect(SDLSecurityQuery.handshake(.request, sequenceNumber: 1, data: [1]).internalError == nil)
    }

    @Test("an internal error read leniently: code from the JSON when no byte follows; bad JSON gives no text")
    func internalErrorLenient() {
        let fromJSON = SDLSecurityQuery(queryType: .notification, queryID: .sendInternalError, sequenceNumber: 0, json: Array(#"{"id":9,"text":"x"}"#.utf8))
        #expect(fromJSON.internalError == SDLSecurityInternalError(code: .handshakeFailed, text: "x"))
        let broken = SDLSecurityQuery(queryType: .notification, queryID: .sendInternalError, sequenceNumber: 0, json: Array("{".utf8))
        #expect(broken.internalError == SDLSecurityInternalError(code: .unknown))
        let outOfRange = SDLSecurityQuery(queryType: .notification, queryID: .sendInternalError, sequenceNumber: 0, json: Array(#"{"id":256}"#.utf8))
        #expect(outOfRange.internalError?.code == .unknown)
    }

    @Test("the header alone (12 bytes) is a query; 11 bytes is truncated", arguments: [0, 1, 11])
    func shortHeader(length: Int) {
        let bytes = Array(hex("00 000001 00000001 00000000").prefix(length))
        #expect(throws: SDLProtocolError.self) { try SDLSecurityQuery(payload: ByteBuffer(bytes: bytes)) }
        #expect((try? SDLSecurityQuery(payload: ByteBuffer(bytes: hex("00 000001 00000001 00000000"))))?.binary == [])
    }

    @Test("a JSON size one past the payload is truncated, exactly the payload is not; 0xFFFFFFFF never traps")
    func jsonSizeBounds() throws {
        let exact = hex("10 000001 00000001 00000002 7B7D")
        #expect(try SDLSecurityQuery(payload: ByteBuffer(bytes: exact)).json == Array("{}".utf8))
        for size in ["00000003", "FFFFFFFF", "80000000"] {
            let error = #expect(throws: SDLProtocolError.self) {
                try SDLSecurityQuery(payload: ByteBuffer(bytes: hex("10 000001 00000001 \(size) 7B7D")))
            }
            #expect(error?.code == .truncated)
        }
    }

    @Test("only an unencrypted single frame on the control service carries a query")
    func wrongFrames() {
        let payload = SDLSecurityQuery.handshake(.request, sequenceNumber: 1, data: [1]).payload
        let cases: [(SDLFrame, SDLProtocolError.Code)] = [
            (SDLFrame(version: 5, frameType: .single, serviceType: .rpc, sessionID: 1, messageID: 1, payload: payload.readableBytesView), .unexpectedFrame),
            (SDLFrame(version: 5, frameType: .control, serviceType: .control, sessionID: 1, messageID: 1, payload: payload.readableBytesView), .unexpectedFrame),
            (SDLFrame(version: 5, isEncrypted: true, frameType: .single, serviceType: .control, sessionID: 1, messageID: 1, payload: payload.readableBytesView), .encryptedPayload),
        ]
        for (frame, code) in cases {
            let error = #expect(throws: SDLProtocolError.self) { try SDLSecurityQuery(frame: frame) }
            #expect(error?.code == code)
        }
    }

    @Test("unknown query types, IDs and codes are kept and named by number")
    func openSets() {
        #expect(SDLSecurityQueryType(rawValue: 0x33).description == "query type 0x33")
        #expect(SDLSecurityQueryID(rawValue: 0x1234_5678).rawValue == 0x34_5678)
        #expect(SDLSecurityErrorCode(rawValue: 0x0C).description == "error 0xC")
        #expect(SDLSecurityErrorCode.invalidCertificate.description == "invalidCertificate")
    }
}
