/// A JSON document that is not valid RFC 8259 JSON, with the position of the first problem.
///
/// Positions are in bytes of the UTF-8 input: ``offset`` is 0-based; ``line`` and ``column`` are 1-based,
/// lines are separated by LF (`0x0A`) only, and ``column`` counts **bytes** from the start of the line (a
/// two-byte character such as `é` advances the column by two).
public struct SDLJSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem, in bytes from the start of the line.
    public var column: Int
    /// The 0-based byte offset of the problem in the input.
    public var offset: Int
    /// What is wrong, e.g. `"unterminated string"` or `"expected ',' or ']' after array element"`.
    public var message: String

    /// Creates an error at an explicit position.
    public init(line: Int, column: Int, offset: Int, message: String) {
        self.line = line
        self.column = column
        self.offset = offset
        self.message = message
    }

    /// `"line L, column C: message"`.
    public var description: String {
        "line \(line), column \(column): \(message)"
    }

    /// Creates an error at byte `offset` of `bytes`, computing line and column.
    init(message: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let clamped = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var position = 0
        while position < clamped {
            if bytes[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
        self.init(line: line, column: clamped - lineStart + 1, offset: clamped, message: message)
    }
}
