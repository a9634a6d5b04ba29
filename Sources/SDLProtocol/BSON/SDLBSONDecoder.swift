public import NIOCore

/// Reads BSON documents (§A.11), refusing anything malformed with ``SDLProtocolError``.
///
/// Every declared length (document, embedded document, array, string) is checked against the bytes
/// that remain in its enclosing document before it is used, so nothing is ever allocated from a
/// declared size; a document's last byte must be 0x00 and its elements must end exactly there;
/// strings must end with 0x00 and be valid UTF-8, as must keys; Booleans must be 0 or 1; type bytes
/// other than the seven of ``SDLBSONValue`` are refused (as Core's decoder does); nesting deeper than
/// ``maximumDepth`` is refused (`bsonTooDeep`); and the input must hold exactly one document.
public struct SDLBSONDecoder: Sendable {
    /// The nesting limit used when none is given: 32 levels (SDL's documents have at most 2).
    public static let defaultMaximumDepth = 32

    /// The highest nesting limit a decoder takes (decoding recurses once per level).
    public static let depthCeiling = 256

    /// The deepest nesting accepted; the top-level document is level 1.
    public let maximumDepth: Int

    /// Creates a decoder; `maximumDepth` is clamped to 1…``depthCeiling``.
    public init(maximumDepth: Int = defaultMaximumDepth) {
        self.maximumDepth = min(max(maximumDepth, 1), Self.depthCeiling)
    }

    /// Decodes the single document that `bytes` holds.
    ///
    /// - Throws: ``SDLProtocolError`` `badBSON` or `bsonTooDeep`.
    public func decode(_ bytes: some Collection<UInt8>) throws(SDLProtocolError) -> SDLBSONDocument {
        let array = Array(bytes)
        var reader = Reader(bytes: array, maximumDepth: maximumDepth)
        let (document, end) = try reader.document(at: 0, limit: array.count, depth: 1)
        guard end == array.count else {
            throw SDLProtocolError(code: .badBSON, message: "\(array.count - end) bytes after the BSON document")
        }
        return document
    }

    /// Decodes the single document in `buffer`'s readable bytes.
    public func decode(_ buffer: ByteBuffer) throws(SDLProtocolError) -> SDLBSONDocument {
        try decode(buffer.readableBytesView)
    }
}

/// The decoding pass over one input; `limit`s are exclusive end offsets.
private struct Reader {
    let bytes: [UInt8]
    let maximumDepth: Int

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    func fail(_ message: String) -> SDLProtocolError {
        SDLProtocolError(code: .badBSON, message: message)
    }

    func littleEndian<T: FixedWidthInteger>(_ type: T.Type, at offset: Int, limit: Int) throws(SDLProtocolError) -> T {
        let size = MemoryLayout<T>.size
        guard offset >= 0, limit - offset >= size else {
            throw fail("\(size)-byte value at offset \(offset) runs past its document (ends at \(limit))")
        }
        var value: T = 0
        for index in 0..<size {
            value |= T(bytes[offset + index]) << (8 * index)
        }
        return value
    }

    /// Reads the document at `offset`; returns it and the offset just after it.
    mutating func document(at offset: Int, limit: Int, depth: Int) throws(SDLProtocolError) -> (SDLBSONDocument, Int) {
        var document = SDLBSONDocument()
        let end = try elements(at: offset, limit: limit, depth: depth) { key, value in
            document.append(key, value)
        }
        return (document, end)
    }

    mutating func elements(
        at offset: Int,
        limit: Int,
        depth: Int,
        _ body: (String, SDLBSONValue) -> Void
    ) throws(SDLProtocolError) -> Int {
        guard depth <= maximumDepth else {
            throw SDLProtocolError(code: .bsonTooDeep, message: "BSON nests deeper than \(maximumDepth) levels")
        }
        let declared = try littleEndian(Int32.self, at: offset, limit: limit)
        guard declared >= 5 else {
            throw fail("BSON document at offset \(offset) declares length \(declared), below the minimum 5")
        }
        guard Int(declared) <= limit - offset else {
            throw fail("BSON document at offset \(offset) declares \(declared) bytes; only \(limit - offset) remain")
        }
        let end = offset + Int(declared)
        guard bytes[end - 1] == 0 else {
            throw fail("BSON document at offset \(offset) does not end with 0x00")
        }
        var position = offset + 4
        let elementsEnd = end - 1
        while position < elementsEnd {
            let type = bytes[position]
            guard type != 0 else {
                throw fail("BSON document at offset \(offset) ends at \(position), before its declared length \(declared)")
            }
            let (key, afterKey) = try cString(at: position + 1, limit: elementsEnd)
            let (value, afterValue) = try value(type: type, key: key, at: afterKey, limit: elementsEnd, depth: depth)
            body(key, value)
            position = afterValue
        }
        return end
    }

    func cString(at offset: Int, limit: Int) throws(SDLProtocolError) -> (String, Int) {
        var end = offset
        while end < limit && bytes[end] != 0 { end += 1 }
        guard end < limit else {
            throw fail("BSON key at offset \(offset) has no terminating 0x00 inside its document")
        }
        return (try utf8(offset..<end), end + 1)
    }

    func utf8(_ range: Range<Int>) throws(SDLProtocolError) -> String {
        var iterator = bytes[range].makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: throw fail("BSON text at offset \(range.lowerBound) is not valid UTF-8")
            }
        }
    }

    mutating func value(
        type: UInt8,
        key: String,
        at offset: Int,
        limit: Int,
        depth: Int
    ) throws(SDLProtocolError) -> (SDLBSONValue, Int) {
        switch type {
        case 0x01:
            let bits = try littleEndian(UInt64.self, at: offset, limit: limit)
            return (.double(Double(bitPattern: bits)), offset + 8)
        case 0x02:
            let declared = try littleEndian(Int32.self, at: offset, limit: limit)
            guard declared >= 1 else {
                throw fail("BSON string \"\(key)\" declares length \(declared), below the minimum 1")
            }
            guard Int(declared) <= limit - offset - 4 else {
                throw fail("BSON string \"\(key)\" declares \(declared) bytes; only \(limit - offset - 4) remain")
            }
            let end = offset + 4 + Int(declared)
            guard bytes[end - 1] == 0 else {
                throw fail("BSON string \"\(key)\" does not end with 0x00")
            }
            return (.string(try utf8(offset + 4..<end - 1)), end)
        case 0x03:
            let (document, end) = try document(at: offset, limit: limit, depth: depth + 1)
            return (.document(document), end)
        case 0x04:
            var elements: [SDLBSONValue] = []
            let end = try self.elements(at: offset, limit: limit, depth: depth + 1) { _, value in
                elements.append(value)
            }
            return (.array(elements), end)
        case 0x08:
            guard offset < limit else {
                throw fail("BSON Boolean \"\(key)\" runs past its document")
            }
            switch bytes[offset] {
            case 0: return (.bool(false), offset + 1)
            case 1: return (.bool(true), offset + 1)
            default: throw fail("BSON Boolean \"\(key)\" is \(bytes[offset]), not 0 or 1")
            }
        case 0x10:
            return (.int32(try littleEndian(Int32.self, at: offset, limit: limit)), offset + 4)
        case 0x12:
            return (.int64(try littleEndian(Int64.self, at: offset, limit: limit)), offset + 8)
        default:
            throw fail("BSON element \"\(key)\" has unsupported type 0x\(String(type, radix: 16))")
        }
    }
}
