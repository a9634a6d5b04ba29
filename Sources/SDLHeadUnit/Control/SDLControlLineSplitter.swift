/// Splits a byte stream into control lines: LF ends a line, a CR before it is dropped, and a line
/// longer than ``maximumLineLength`` is refused (reported once, then skipped up to its newline)
/// instead of growing without bound.
///
/// ```swift
/// var splitter = SDLControlLineSplitter()
/// splitter.append(Array("{\"action\":\"help\"}\r\n{\"act".utf8))   // [.line("{\"action\":\"help\"}")]
/// splitter.finish()                                                // [.line("{\"act")]
/// ```
public struct SDLControlLineSplitter: Sendable {
    /// One piece of the stream.
    public enum Piece: Sendable, Hashable {
        /// A complete line, without its line end.
        case line(String)
        /// A line longer than the limit, skipped.
        case tooLong
    }

    /// The longest line accepted (1 MiB, as on control connections).
    public static let maximumLineLength = 1 << 20

    private var pending: [UInt8] = []
    private var skipping = false

    /// A splitter with nothing read yet.
    public init() {}

    /// Adds `bytes` and returns the lines they complete.
    public mutating func append(_ bytes: some Sequence<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        for byte in bytes {
            if byte == 0x0A {
                if skipping {
                    skipping = false
                } else {
                    pieces.append(.line(Self.text(pending)))
                }
                pending.removeAll(keepingCapacity: true)
                continue
            }
            guard !skipping else { continue }
            pending.append(byte)
            if pending.count > Self.maximumLineLength {
                pending.removeAll()
                skipping = true
                pieces.append(.tooLong)
            }
        }
        return pieces
    }

    /// The end of the stream: the last line, when it had no line end.
    public mutating func finish() -> [Piece] {
        defer { pending.removeAll() }
        return pending.isEmpty || skipping ? [] : [.line(Self.text(pending))]
    }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.last == 0x0D ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
