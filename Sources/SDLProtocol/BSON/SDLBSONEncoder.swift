public import NIOCore

/// Writes ``SDLBSONDocument``s as BSON bytes (§A.11): little-endian lengths and numbers,
/// NUL-terminated keys, arrays as documents keyed "0", "1", ….
public enum SDLBSONEncoder {
    /// The BSON bytes of `document`.
    ///
    /// - Throws: ``SDLProtocolError`` `badBSON` when a key contains a NUL byte (BSON keys are
    ///   NUL-terminated) or the document would exceed 2 GiB.
    public static func encode(_ document: SDLBSONDocument) throws(SDLProtocolError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(64)
        try write(document, into: &output)
        return output
    }

    /// Appends the BSON bytes of `document` to `buffer`.
    ///
    /// - Throws: as ``encode(_:)``; `buffer` is unchanged then.
    public static func encode(_ document: SDLBSONDocument, into buffer: inout ByteBuffer) throws(SDLProtocolError) {
        buffer.writeBytes(try encode(document))
    }

    private static func write(_ document: SDLBSONDocument, into output: inout [UInt8]) throws(SDLProtocolError) {
        try writeDocument(document.map { ($0.key, $0.value) }, into: &output)
    }

    private static func writeDocument(_ members: [(String, SDLBSONValue)], into output: inout [UInt8]) throws(SDLProtocolError) {
        let start = output.count
        output.append(contentsOf: [0, 0, 0, 0])
        for (key, value) in members {
            output.append(value.typeByte)
            guard !key.utf8.contains(0) else {
                throw SDLProtocolError(code: .badBSON, message: "BSON key \"\(key)\" contains a NUL byte")
            }
            output.append(contentsOf: key.utf8)
            output.append(0)
            try writeValue(value, into: &output)
        }
        output.append(0)
        try patchLength(at: start, in: &output)
    }

    private static func writeValue(_ value: SDLBSONValue, into output: inout [UInt8]) throws(SDLProtocolError) {
        switch value {
        case .double(let number):
            appendLittleEndian(number.bitPattern, to: &output)
        case .string(let text):
            let bytes = text.utf8
            guard bytes.count < Int(Int32.max) else {
                throw SDLProtocolError(code: .badBSON, message: "BSON string of \(bytes.count) bytes is too long")
            }
            appendLittleEndian(UInt32(bytes.count + 1), to: &output)
            output.append(contentsOf: bytes)
            output.append(0)
        case .document(let document):
            try write(document, into: &output)
        case .array(let elements):
            try writeDocument(elements.enumerated().map { (String($0.offset), $0.element) }, into: &output)
        case .bool(let flag):
            output.append(flag ? 1 : 0)
        case .int32(let number):
            appendLittleEndian(UInt32(bitPattern: number), to: &output)
        case .int64(let number):
            appendLittleEndian(UInt64(bitPattern: number), to: &output)
        }
    }

    private static func patchLength(at start: Int, in output: inout [UInt8]) throws(SDLProtocolError) {
        let length = output.count - start
        guard length <= Int(Int32.max) else {
            throw SDLProtocolError(code: .badBSON, message: "BSON document of \(length) bytes is too long")
        }
        let value = UInt32(length)
        for offset in 0..<4 {
            output[start + offset] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(offset)))
        }
    }

    private static func appendLittleEndian<T: FixedWidthInteger>(_ value: T, to output: inout [UInt8]) {
        var remaining = value.littleEndian
        withUnsafeBytes(of: &remaining) { output.append(contentsOf: $0) }
    }
}
