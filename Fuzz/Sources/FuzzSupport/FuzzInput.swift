/// The fuzzer's bytes, read from the front: a few bytes choose what to do, the rest is the data.
///
/// ```swift
/// var input = FuzzInput(bytes)
/// let mode = input.byte()          // 0 when the input is empty
/// let payload = input.rest()
/// ```
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Wraps the bytes libFuzzer passed.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Copies libFuzzer's buffer (`data` may be `nil` when `count` is 0).
    public init(data: UnsafePointer<UInt8>?, count: Int) {
        guard let data, count > 0 else {
            self.init([])
            return
        }
        self.init(Array(UnsafeBufferPointer(start: data, count: count)))
    }

    /// Whether every byte has been taken.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 at the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// Up to `count` next bytes.
    public mutating func bytes(_ count: Int) -> ArraySlice<UInt8> {
        let end = min(bytes.count, position + max(count, 0))
        defer { position = end }
        return bytes[position..<end]
    }

    /// Every byte not taken yet.
    public mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return Array(bytes[min(position, bytes.count)...])
    }

    /// Every byte, including those already taken.
    public var all: [UInt8] { bytes }
}
