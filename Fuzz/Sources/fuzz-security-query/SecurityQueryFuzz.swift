import FuzzSupport
import NIOCore
import SDLProtocol

/// The security-query codec (§A.12). Input: a byte choosing the carrying frame (bits 0–1 frame
/// type, bit 2 the E bit, bits 3–7 the service: 0 control, else RPC), then the query payload.
/// Besides never trapping:
/// - a payload that parses is written again byte for byte, and one that does not is shorter than
///   the header or than the header plus its declared JSON size;
/// - the frame entry point agrees with the payload entry point for a single unencrypted frame on
///   the control service, and refuses every other frame;
/// - an internal error read from the query survives being written as Core writes one and read again.
enum SecurityQueryFuzz {
    static let frameTypes: [SDLFrameType] = [.single, .control, .first, .consecutive]

    static func run(_ input: FuzzInput) {
        var input = input
        let frameByte = input.byte()
        let bytes = input.rest()
        let fromPayload = Result { () throws(SDLProtocolError) in try SDLSecurityQuery(payload: ByteBuffer(bytes: bytes)) }
        switch fromPayload {
        case .success(let query):
            fuzzExpect(Array(query.payload.readableBytesView) == bytes, "a parsed query is not written back byte for byte")
            if let error = query.internalError {
                let again = SDLSecurityQuery.internalError(error, sequenceNumber: query.sequenceNumber)
                fuzzExpect((try? SDLSecurityQuery(payload: again.payload))?.internalError == error, "an internal error does not round-trip")
            }
        case .failure(let error):
            fuzzExpect(error.code == .truncated, "a payload failed with \(error.code), not truncated")
            fuzzExpect(bytes.count < SDLSecurityQuery.headerSize || declaredEnd(bytes) > bytes.count, "a complete payload was refused")
        }
        let frame = SDLFrame(
            version: 5, isEncrypted: frameByte & 0x04 != 0, frameType: frameTypes[Int(frameByte & 0x03)],
            serviceType: frameByte >> 3 == 0 ? .control : .rpc, sessionID: 1, messageID: 1, payload: bytes
        )
        let fromFrame = Result { () throws(SDLProtocolError) in try SDLSecurityQuery(frame: frame) }
        if SDLSecurityQuery.isCarried(by: frame.header), !frame.header.isEncrypted {
            fuzzExpect(fromFrame == fromPayload, "the frame and payload entry points disagree")
        } else {
            fuzzExpect((try? fromFrame.get()) == nil, "a query was read from a frame that cannot carry one")
        }
    }

    /// Header plus the JSON size the header declares.
    static func declaredEnd(_ bytes: [UInt8]) -> Int {
        SDLSecurityQuery.headerSize + bytes[8..<12].reduce(0) { $0 << 8 | Int($1) }
    }
}
