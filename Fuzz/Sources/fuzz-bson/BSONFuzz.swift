import FuzzSupport
import NIOCore
import SDLProtocol

/// The BSON decoder and the control payloads built on it. Input: a byte choosing the nesting
/// limit, a byte choosing the control frame (frame info, header version, E bit), a byte choosing the
/// service, then the payload. Besides never trapping:
/// - the array and `ByteBuffer` entry points agree;
/// - a decoded document encodes, and what it encodes to decodes and encodes to the same bytes;
/// - a lower nesting limit only turns success into `bsonTooDeep`;
/// - a control message that parses is written again by this library and parses again (see
///   `ControlRoundTrip`); the head unit's and the app's negotiation take the frame without trapping.
enum BSONFuzz {
    static let infos: [SDLControlFrameInfo] = [
        .heartbeat, .startService, .startServiceACK, .startServiceNAK, .endService, .endServiceACK, .endServiceNAK, .heartbeatACK,
    ]
    static let services: [SDLServiceType] = [.control, .rpc, .audio, .video, .hybrid]

    static func run(_ input: FuzzInput) {
        var input = input
        let depthByte = input.byte()
        let frameByte = input.byte()
        let serviceByte = input.byte()
        let payload = input.rest()
        document(payload, maximumDepth: 1 + Int(depthByte % 40))
        let header = SDLFrameHeader(
            version: 1 + (frameByte >> 3) % 5, isEncrypted: frameByte & 0x80 != 0, frameType: .control,
            serviceType: serviceByte < 0xF0 ? services[Int(serviceByte) % services.count] : SDLServiceType(rawValue: serviceByte & 0x0F),
            frameInfo: infos[Int(frameByte & 0x07)].rawValue, sessionID: serviceByte >> 4, messageID: UInt32(depthByte)
        )
        control(SDLFrame(header: header, payload: ByteBuffer(bytes: payload)))
    }

    static func document(_ bytes: [UInt8], maximumDepth: Int) {
        let decoder = SDLBSONDecoder(maximumDepth: maximumDepth)
        let result = Result { () throws(SDLProtocolError) in try decoder.decode(bytes) }
        let fromBuffer = Result { () throws(SDLProtocolError) in try decoder.decode(ByteBuffer(bytes: bytes)) }
        fuzzExpect(comparable(fromBuffer) == comparable(result), "the ByteBuffer decode differs from the array decode")
        let full = Result { () throws(SDLProtocolError) in try SDLBSONDecoder(maximumDepth: SDLBSONDecoder.depthCeiling).decode(bytes) }
        switch result {
        case .success(let document):
            fuzzExpect(comparable(full) == comparable(result), "a deeper limit changed a decoded document")
            roundTrip(document, decoder: decoder)
        case .failure(let error):
            if error.code != .bsonTooDeep {
                fuzzExpect(comparable(full) == comparable(result), "a deeper limit changed a non-depth error")
            }
        }
    }

    /// A decode result with the document as its encoded bytes (NaN is not equal to itself).
    static func comparable(_ result: Result<SDLBSONDocument, SDLProtocolError>) -> Result<[UInt8]?, SDLProtocolError> {
        result.map { try? SDLBSONEncoder.encode($0) }
    }

    static func roundTrip(_ document: SDLBSONDocument, decoder: SDLBSONDecoder) {
        let encoded: [UInt8]
        do {
            encoded = try SDLBSONEncoder.encode(document)
        } catch {
            fuzzExpect(false, "a decoded document does not encode: \(error)")
            return
        }
        guard let again = try? decoder.decode(encoded) else {
            fuzzExpect(false, "an encoded document does not decode")
            return
        }
        fuzzExpect((try? SDLBSONEncoder.encode(again)) == encoded, "encoding is not stable")
    }

    static func control(_ frame: SDLFrame) {
        if let message = try? SDLControlMessage(frame: frame) {
            ControlRoundTrip.check(message, like: frame.header)
        }
        let headUnit = SDLHeadUnitNegotiation()
        _ = try? headUnit.answer(toStartService: frame, sessionID: 1, hashID: 0x10001)
        _ = try? headUnit.answer(toStartService: frame, sessionID: 1, hashID: 0x10001, negotiatedVersion: .coreMaximum)
        _ = try? headUnit.answer(toEndService: frame, expectedHashID: 0x10001, negotiatedVersion: .coreMaximum)
        _ = try? headUnit.answer(toHeartbeat: frame)
        var app = SDLVersionNegotiation()
        _ = app.startServiceFrame()
        if let session = try? app.receive(frame) {
            fuzzExpect(session.maximumPayloadSize > 0, "a negotiated session with payload limit \(session.maximumPayloadSize)")
            fuzzExpect((1...5).contains(session.frameVersion), "a negotiated session with frame version \(session.frameVersion)")
        }
    }
}
