import NIOCore

extension SDLFrame {
    /// A control frame (frame type 0) with the given frame info.
    static func control(
        _ info: SDLControlFrameInfo,
        serviceType: SDLServiceType,
        version: UInt8,
        sessionID: UInt8,
        messageID: UInt32,
        isEncrypted: Bool = false,
        payload: ByteBuffer = ByteBuffer()
    ) -> SDLFrame {
        SDLFrame(
            header: SDLFrameHeader(
                version: version, isEncrypted: isEncrypted, frameType: .control, serviceType: serviceType,
                frameInfo: info.rawValue, sessionID: sessionID, messageID: version >= 2 ? messageID : 0
            ),
            payload: payload
        )
    }

    /// Throws unless this is a control frame with frame info `info`.
    func requireControl(_ info: SDLControlFrameInfo) throws(SDLProtocolError) {
        guard header.frameType == .control else {
            throw SDLProtocolError(code: .unexpectedFrame, message: "expected a \(info) control frame, got a \(header.frameType) frame")
        }
        guard header.controlFrameInfo == info else {
            throw SDLProtocolError(code: .unexpectedFrame, message: "expected \(info), got \(header.controlFrameInfo)")
        }
    }

    /// The payload as a BSON document, or `nil` when the payload is empty.
    func bsonPayload() throws(SDLProtocolError) -> SDLBSONDocument? {
        guard payload.readableBytes > 0 else { return nil }
        return try SDLBSONDecoder().decode(payload)
    }

    /// The payload's first four bytes as a big-endian hash ID (the v2–v4 form, §A.6), or `nil` when
    /// there are fewer than four.
    func rawHashID() -> Int32? {
        guard payload.readableBytes >= 4 else { return nil }
        return payload.getInteger(at: payload.readerIndex, endianness: .big, as: Int32.self)
    }

    /// A payload of the BSON bytes of `document`, or an empty one when it has no members.
    static func bsonBuffer(_ document: SDLBSONDocument) -> ByteBuffer {
        guard !document.isEmpty, let bytes = try? SDLBSONEncoder.encode(document) else { return ByteBuffer() }
        return ByteBuffer(bytes: bytes)
    }

    /// A 4-byte big-endian hash ID payload.
    static func rawHashBuffer(_ hashID: Int32) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.writeInteger(hashID, endianness: .big)
        return buffer
    }
}

extension SDLBSONDocument {
    /// The array under `key` as strings, or `nil` when absent or not an array of strings only.
    func strings(_ key: String) -> [String]? {
        guard let elements = self[key]?.arrayValue else { return nil }
        let strings = elements.compactMap(\.stringValue)
        return strings.count == elements.count ? strings : nil
    }

    /// The array under `key` as int32s, or `nil` when absent or not an array of int32s only.
    func int32s(_ key: String) -> [Int32]? {
        guard let elements = self[key]?.arrayValue else { return nil }
        let numbers = elements.compactMap(\.int32Value)
        return numbers.count == elements.count ? numbers : nil
    }

    mutating func set(_ key: String, _ value: String?) {
        if let value { self[key] = .string(value) }
    }

    mutating func set(_ key: String, _ value: Int32?) {
        if let value { self[key] = .int32(value) }
    }

    mutating func set(_ key: String, _ value: Int64?) {
        if let value { self[key] = .int64(value) }
    }

    mutating func set(_ key: String, _ value: [String]?) {
        if let value { self[key] = .array(value.map { .string($0) }) }
    }

    mutating func set(_ key: String, _ value: [Int32]?) {
        if let value { self[key] = .array(value.map { .int32($0) }) }
    }
}
