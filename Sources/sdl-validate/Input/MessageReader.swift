import SDLValidation

/// One message of an input, as bytes, with where it came from.
struct RawMessage {
    /// Its position in an array or NDJSON stream; `nil` when the input is one message.
    var index: Int?
    /// The 1-based line of the input it starts on (NDJSON), for syntax errors.
    var line: Int
    /// The UTF-8 JSON.
    var bytes: [UInt8]
}

/// Splits an input into messages. A file holds one message, a JSON array of messages, or NDJSON
/// (one message per line). NDJSON is read line by line, so memory stays flat.
///
/// The format is decided from the first line: an input starting with `[` is an array; a first line
/// that is a complete JSON value starts NDJSON (or is the only message); anything else is one
/// (pretty-printed) message.
struct MessageReader {
    private let source: ByteSource
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private var line = 1
    private var mode: Mode = .undecided
    private var nextIndex = 0
    private var pending: [RawMessage] = []

    private enum Mode { case undecided, lines, finished }

    init(source: ByteSource) {
        self.source = source
    }

    /// The next message, or `nil` at the end.
    mutating func next() -> RawMessage? {
        if !pending.isEmpty { return pending.removeFirst() }
        switch mode {
        case .finished: return nil
        case .undecided: return decide()
        case .lines: return nextLine()
        }
    }

    private mutating func decide() -> RawMessage? {
        skipBlankLines()
        guard let first = peekByte() else {
            mode = .finished
            return nil
        }
        if first == UInt8(ascii: "[") { return wholeArray() }
        let startLine = line
        guard let firstLine = readLine() else {
            mode = .finished
            return nil
        }
        let complete = Self.isCompleteDocument(firstLine)
        skipBlankLines()
        let more = peekByte() != nil
        if complete != false {
            // A complete first line: NDJSON when more follows, else the only message.
            if more {
                mode = .lines
                nextIndex = 1
                return RawMessage(index: 0, line: startLine, bytes: firstLine)
            }
            mode = .finished
            return RawMessage(index: nil, line: startLine, bytes: firstLine)
        }
        // An incomplete first line: one pretty-printed message.
        var whole = firstLine
        whole.append(0x0A)
        whole += readRest()
        mode = .finished
        return RawMessage(index: nil, line: startLine, bytes: whole)
    }

    private mutating func wholeArray() -> RawMessage? {
        let bytes = readRest()
        mode = .finished
        guard case .array(let items)? = try? SDLJSONParser.parse(bytes) else {
            return RawMessage(index: nil, line: 1, bytes: bytes)
        }
        pending = items.enumerated().map { RawMessage(index: $0.offset, line: 1, bytes: SDLJSONSerializer.serialize($0.element)) }
        return pending.isEmpty ? nil : pending.removeFirst()
    }

    private mutating func nextLine() -> RawMessage? {
        skipBlankLines()
        let startLine = line
        guard let bytes = readLine() else {
            mode = .finished
            return nil
        }
        defer { nextIndex += 1 }
        return RawMessage(index: nextIndex, line: startLine, bytes: bytes)
    }

    /// `true` when `bytes` parse, `false` when they stop short (the document goes on), `nil` when
    /// they are broken before their end.
    private static func isCompleteDocument(_ bytes: [UInt8]) -> Bool? {
        do {
            _ = try SDLJSONParser.parse(bytes)
            return true
        } catch {
            var end = bytes.count
            while end > 0, [0x20, 0x09, 0x0D].contains(bytes[end - 1]) { end -= 1 }
            return error.offset >= end ? false : nil
        }
    }

    // MARK: Bytes

    private mutating func fill() -> Bool {
        guard !atEnd else { return false }
        let chunk = source.next()
        if chunk.isEmpty {
            atEnd = true
            return false
        }
        if position > 0 {
            buffer.removeFirst(position)
            position = 0
        }
        buffer += chunk
        return true
    }

    private mutating func peekByte() -> UInt8? {
        while position >= buffer.count {
            guard fill() else { return nil }
        }
        return buffer[position]
    }

    private mutating func skipBlankLines() {
        while let byte = peekByte(), byte == 0x0A || byte == 0x0D || byte == 0x20 || byte == 0x09 {
            if byte == 0x0A { line += 1 }
            position += 1
        }
    }

    /// The next line without its LF (and CR); `nil` at the end.
    private mutating func readLine() -> [UInt8]? {
        var searchFrom = position
        while true {
            if let newline = buffer[searchFrom...].firstIndex(of: 0x0A) {
                var end = newline
                if end > position, buffer[end - 1] == 0x0D { end -= 1 }
                let bytes = Array(buffer[position..<end])
                position = newline + 1
                line += 1
                return bytes
            }
            searchFrom = buffer.count
            let consumed = position
            guard fill() else {
                guard position < buffer.count else { return nil }
                let bytes = Array(buffer[position...])
                position = buffer.count
                return bytes
            }
            searchFrom -= consumed - position
        }
    }

    private mutating func readRest() -> [UInt8] {
        while fill() {}
        let bytes = Array(buffer[position...])
        position = buffer.count
        return bytes
    }
}
