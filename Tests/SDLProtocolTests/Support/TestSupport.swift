import NIOCore
import Testing
@testable import SDLProtocol

/// A small deterministic generator (SplitMix64) so hostile-input tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) }
    }
}

/// Bytes from a hex string; spaces are ignored. Test-only: traps on bad hex.
func hex(_ text: String) -> [UInt8] {
    let digits = Array(text.filter { !$0.isWhitespace })
    precondition(digits.count % 2 == 0, "odd hex string")
    return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
}

extension ByteBuffer {
    var bytes: [UInt8] { Array(readableBytesView) }
}

/// A payload of `count` bytes with a recognisable pattern.
func patternBytes(_ count: Int, seed: UInt8 = 0) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
}

/// Runs `body` and returns the ``SDLProtocolError`` it threw, or nil when it did not throw.
/// Any other error is recorded as a test failure (and returned as a code no API uses).
func protocolError(_ body: () throws -> Void) -> SDLProtocolError? {
    do {
        try body()
        return nil
    } catch let error as SDLProtocolError {
        return error
    } catch {
        Issue.record("expected SDLProtocolError, got \(error)")
        return SDLProtocolError(code: SDLProtocolError.Code(rawValue: "notAnSDLProtocolError"), message: "\(error)")
    }
}
