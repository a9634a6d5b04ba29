public import NIOCore

/// A security query (§A.12): TLS handshake bytes or an internal error, carried in a single frame on
/// the control service (frame type 1, service 0x00, never encrypted).
///
/// Its payload is a 12-byte big-endian header — query type (1 byte), query ID (3 bytes), sequence
/// number (4 bytes), JSON size (4 bytes) — then that many bytes of JSON, then binary data to the
/// end of the payload:
///
/// ```swift
/// let hello = try SDLSecurityQuery(frame: frame)          // Core's ClientHello, a request
/// let answer = SDLSecurityQuery.handshake(.response, sequenceNumber: hello.sequenceNumber, data: serverHello)
/// connection.write(answer.frame(version: 5, sessionID: id, messageID: next))
/// ```
public struct SDLSecurityQuery: Hashable, Sendable {
    /// The header's size in bytes.
    public static let headerSize = 12

    /// Request, response or notification.
    public var queryType: SDLSecurityQueryType
    /// What the query carries: handshake data or an internal error.
    public var queryID: SDLSecurityQueryID
    /// The sender's number for the query; a response repeats its request's.
    public var sequenceNumber: UInt32
    /// The JSON part (empty for handshake data).
    public var json: [UInt8]
    /// The binary part: handshake bytes, or an internal error's code byte.
    public var binary: [UInt8]

    /// Creates a query.
    public init(
        queryType: SDLSecurityQueryType, queryID: SDLSecurityQueryID, sequenceNumber: UInt32,
        json: [UInt8] = [], binary: [UInt8] = []
    ) {
        self.queryType = queryType
        self.queryID = queryID
        self.sequenceNumber = sequenceNumber
        self.json = json
        self.binary = binary
    }

    /// A query carrying TLS handshake bytes: a ``SDLSecurityQueryType/request`` from the TLS
    /// client, a ``SDLSecurityQueryType/response`` (same sequence number) from the TLS server.
    public static func handshake(_ queryType: SDLSecurityQueryType, sequenceNumber: UInt32, data: [UInt8]) -> SDLSecurityQuery {
        SDLSecurityQuery(queryType: queryType, queryID: .sendHandshakeData, sequenceNumber: sequenceNumber, binary: data)
    }

    /// An internal-error notification as SDL Core sends it: JSON `{"id": code, "text": text}`,
    /// then the code as the one binary byte.
    public static func internalError(_ error: SDLSecurityInternalError, sequenceNumber: UInt32 = 0) -> SDLSecurityQuery {
        SDLSecurityQuery(
            queryType: .notification, queryID: .sendInternalError, sequenceNumber: sequenceNumber,
            json: error.json, binary: [error.code.rawValue]
        )
    }

    /// The internal error this query reports, or `nil` when its query ID is not
    /// ``SDLSecurityQueryID/sendInternalError``. Read leniently: the code is the last binary byte,
    /// else the JSON's `id`, else ``SDLSecurityErrorCode/unknown``; the text is the JSON's `text`.
    public var internalError: SDLSecurityInternalError? {
        guard queryID == .sendInternalError else { return nil }
        return SDLSecurityInternalError(json: json, codeByte: binary.last)
    }

    // MARK: Bytes

    /// The payload: header, JSON, binary.
    public var payload: ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(Self.headerSize + json.count + binary.count)
        buffer.writeInteger(queryType.rawValue)
        buffer.writeInteger(UInt8(truncatingIfNeeded: queryID.rawValue >> 16))
        buffer.writeInteger(UInt16(truncatingIfNeeded: queryID.rawValue), endianness: .big)
        buffer.writeInteger(sequenceNumber, endianness: .big)
        buffer.writeInteger(UInt32(truncatingIfNeeded: json.count), endianness: .big)
        buffer.writeBytes(json)
        buffer.writeBytes(binary)
        return buffer
    }

    /// Parses a query payload (the frame's payload).
    /// - Throws: ``SDLProtocolError`` `truncated` when it is shorter than the header, or shorter
    ///   than the header plus the JSON size it declares.
    public init(payload: ByteBuffer) throws(SDLProtocolError) {
        var buffer = payload
        guard let type = buffer.readInteger(as: UInt8.self),
              let idHigh = buffer.readInteger(as: UInt8.self),
              let idLow = buffer.readInteger(endianness: .big, as: UInt16.self),
              let sequenceNumber = buffer.readInteger(endianness: .big, as: UInt32.self),
              let jsonSize = buffer.readInteger(endianness: .big, as: UInt32.self)
        else {
            throw SDLProtocolError(
                code: .truncated,
                message: "a security query needs a \(Self.headerSize)-byte header; got \(payload.readableBytes) bytes"
            )
        }
        guard UInt64(jsonSize) <= UInt64(buffer.readableBytes), let json = buffer.readBytes(length: Int(jsonSize)) else {
            throw SDLProtocolError(
                code: .truncated,
                message: "a security query declares \(jsonSize) JSON bytes; only \(buffer.readableBytes) follow its header"
            )
        }
        self.init(
            queryType: SDLSecurityQueryType(rawValue: type), queryID: SDLSecurityQueryID(rawValue: UInt32(idHigh) << 16 | UInt32(idLow)),
            sequenceNumber: sequenceNumber, json: json, binary: buffer.readBytes(length: buffer.readableBytes) ?? []
        )
    }

    /// Whether `frame` is where security queries travel: a single frame on the control service.
    public static func isCarried(by frame: SDLFrameHeader) -> Bool {
        frame.frameType == .single && frame.serviceType == .control
    }

    /// The single, unencrypted frame on the control service that carries the query. Use a
    /// non-zero `messageID` in v2+ headers (Core rejects 0 on non-control frames, §A.2).
    public func frame(version: UInt8, sessionID: UInt8, messageID: UInt32) -> SDLFrame {
        SDLFrame(
            header: SDLFrameHeader(
                version: version, frameType: .single, serviceType: .control, sessionID: sessionID, messageID: messageID
            ),
            payload: payload
        )
    }

    /// Parses the query a frame carries.
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` when `frame` is not a single frame on the
    ///   control service, `encryptedPayload` when it is marked encrypted (queries never are),
    ///   `truncated` as ``init(payload:)``.
    public init(frame: SDLFrame) throws(SDLProtocolError) {
        guard Self.isCarried(by: frame.header) else {
            throw SDLProtocolError(
                code: .unexpectedFrame,
                message: "a security query travels in a single frame on the control service, not a \(frame.header.frameType) frame on \(frame.header.serviceType)"
            )
        }
        guard !frame.header.isEncrypted else {
            throw SDLProtocolError(code: .encryptedPayload, message: "a security query is marked encrypted; queries never are")
        }
        try self.init(payload: frame.payload)
    }
}
