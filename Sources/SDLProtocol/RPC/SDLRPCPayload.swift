public import NIOCore
public import SDLRPCRuntime

/// The payload of an RPC message in protocol v2+ (§B.1): a 12-byte binary header, the JSON
/// parameters, then optional bulk data.
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 bits | RPC type (0 request, 1 response, 2 notification) |
/// | 0 | 28 bits | function ID |
/// | 4 | 4 | correlation ID (signed) |
/// | 8 | 4 | JSON size |
/// | 12 | JSON size | UTF-8 JSON object |
/// | 12 + JSON size | rest | bulk data |
///
/// All integers are big-endian.
public struct SDLRPCPayload: Hashable, Sendable, CustomStringConvertible {
    /// Size of the binary header.
    public static let headerSize = 12
    /// The largest function ID the 28-bit field holds.
    public static let maximumFunctionID: UInt32 = 0x0FFF_FFFF

    /// Request, response or notification.
    public var rpcType: SDLRPCType
    /// The function ID (the `FunctionID` enum value, e.g. 1 for RegisterAppInterface). Only its low
    /// 28 bits are written.
    public var functionID: UInt32
    /// The correlation ID: chosen by the requester, echoed in the response, 0 in notifications (§C.6).
    public var correlationID: Int32
    /// The JSON parameters, as UTF-8 bytes.
    public var json: ByteBuffer
    /// The bulk data after the JSON (empty when there is none).
    public var bulkData: ByteBuffer

    /// Creates a payload from buffers.
    public init(rpcType: SDLRPCType, functionID: UInt32, correlationID: Int32, json: ByteBuffer, bulkData: ByteBuffer = ByteBuffer()) {
        self.rpcType = rpcType
        self.functionID = functionID
        self.correlationID = correlationID
        self.json = json
        self.bulkData = bulkData
    }

    /// Creates a payload from byte sequences (e.g. `SDLStructure.jsonBytes()` and a file's bytes).
    public init(
        rpcType: SDLRPCType,
        functionID: UInt32,
        correlationID: Int32,
        jsonBytes: some Sequence<UInt8>,
        bulkData: some Sequence<UInt8> = [UInt8]()
    ) {
        self.init(
            rpcType: rpcType, functionID: functionID, correlationID: correlationID,
            json: ByteBuffer(bytes: jsonBytes), bulkData: ByteBuffer(bytes: bulkData)
        )
    }

    /// Reads a payload: the binary header, then the JSON and the bulk data as slices of `payload`.
    ///
    /// - Throws: ``SDLProtocolError`` `truncated` when `payload` is shorter than 12 bytes,
    ///   `invalidRPCType` for RPC types 3–15 (Core drops them), and `invalidJSONSize` when the JSON
    ///   size is more than the bytes after the header.
    public init(decoding payload: ByteBuffer) throws(SDLProtocolError) {
        let start = payload.readerIndex
        guard payload.readableBytes >= Self.headerSize,
              let word0 = payload.getInteger(at: start, endianness: .big, as: UInt32.self),
              let correlation = payload.getInteger(at: start + 4, endianness: .big, as: Int32.self),
              let jsonSize = payload.getInteger(at: start + 8, endianness: .big, as: UInt32.self)
        else {
            throw SDLProtocolError(
                code: .truncated,
                message: "RPC payload of \(payload.readableBytes) bytes is shorter than the 12-byte binary header"
            )
        }
        let type = SDLRPCType(rawValue: UInt8(truncatingIfNeeded: word0 >> 28))
        guard type.isKnown else {
            throw SDLProtocolError(code: .invalidRPCType, message: "RPC type \(type.rawValue) is not request, response or notification")
        }
        let available = payload.readableBytes - Self.headerSize
        guard UInt64(jsonSize) <= UInt64(available),
              let json = payload.getSlice(at: start + Self.headerSize, length: Int(jsonSize)),
              let bulk = payload.getSlice(at: start + Self.headerSize + Int(jsonSize), length: available - Int(jsonSize))
        else {
            throw SDLProtocolError(
                code: .invalidJSONSize,
                message: "JSON size \(jsonSize) is more than the \(available) bytes after the binary header"
            )
        }
        self.init(rpcType: type, functionID: word0 & Self.maximumFunctionID, correlationID: correlation, json: json, bulkData: bulk)
    }

    /// Reads a payload from bytes; see ``init(decoding:)-(ByteBuffer)``.
    public init(decoding bytes: some Sequence<UInt8>) throws(SDLProtocolError) {
        try self.init(decoding: ByteBuffer(bytes: bytes))
    }

    /// The number of bytes ``encode(into:)`` writes.
    public var encodedSize: Int { Self.headerSize + json.readableBytes + bulkData.readableBytes }

    /// Writes the binary header, the JSON and the bulk data.
    public func encode(into buffer: inout ByteBuffer) {
        let word0 = UInt32(rpcType.rawValue & 0x0F) << 28 | (functionID & Self.maximumFunctionID)
        buffer.writeInteger(word0, endianness: .big)
        buffer.writeInteger(correlationID, endianness: .big)
        buffer.writeInteger(UInt32(truncatingIfNeeded: json.readableBytes), endianness: .big)
        buffer.writeImmutableBuffer(json)
        buffer.writeImmutableBuffer(bulkData)
    }

    /// The encoded payload in a new buffer.
    public func encoded() -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(encodedSize)
        encode(into: &buffer)
        return buffer
    }

    /// The JSON as a byte array.
    public var jsonBytes: [UInt8] { Array(json.readableBytesView) }

    /// The bulk data as a byte array (empty when there is none).
    public var bulkBytes: [UInt8] { Array(bulkData.readableBytesView) }

    /// Parses the JSON.
    ///
    /// An empty JSON part (Core's OnAudioPassThru, §B.1) parses as an empty object.
    /// - Throws: ``SDLProtocolError`` `invalidJSON` when it is not valid JSON.
    public func jsonValue() throws(SDLProtocolError) -> SDLJSONValue {
        guard json.readableBytes > 0 else { return .object(SDLJSONObject()) }
        do {
            return try SDLJSONParser.parse(json.readableBytesView)
        } catch {
            throw SDLProtocolError(code: .invalidJSON, message: "RPC JSON: \(error)")
        }
    }

    /// A message carrying this payload: on the bulk service (0x0F) when there is bulk data, otherwise
    /// on the RPC service (0x07), as Core and iOS choose (§B.1).
    public func message(version: UInt8, sessionID: UInt8, messageID: UInt32) -> SDLMessage {
        SDLMessage(
            version: version,
            serviceType: bulkData.readableBytes > 0 ? .hybrid : .rpc,
            sessionID: sessionID,
            messageID: messageID,
            payload: encoded()
        )
    }

    public var description: String {
        "SDLRPCPayload(\(rpcType) function=\(functionID) correlation=\(correlationID) json=\(json.readableBytes) bulk=\(bulkData.readableBytes))"
    }
}
