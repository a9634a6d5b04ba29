import FuzzHeadUnitSupport
import FuzzSupport
import SDLRPCRuntime

/// The emulator's control channel: arbitrary bytes into the line decoder and the control actions,
/// on an emulator where an app registered, showed a screen and (chosen by the input) opened an
/// overlay. Input: a byte choosing the overlay (low 3 bits) and the chunk size, then the lines.
/// Checks: one reply per line that is not blank, each a JSON object with a Boolean `ok`; what the
/// emulator sends the app meanwhile, and after its clock moves, passes `SentCheck`.
enum ControlFuzz {
    static let setUps: [[UInt8]] = AppScript.overlays.map { AppScript.bytes(AppScript.registration + AppScript.screen + $0) }

    static func run(_ input: FuzzInput) {
        var input = input
        let choice = input.byte()
        let lines = input.rest()
        let rig = HeadUnitRig()
        rig.receive(setUps[Int(choice & 0x07)])
        _ = rig.takeSent()
        guard let replies = rig.control(lines, chunkSize: Int(choice >> 3) + 1) else {
            fuzzExpect(false, "the control channel refused \(lines.count) bytes")
            return
        }
        fuzzExpect(replies.count == expectedReplies(lines), "\(replies.count) replies for \(expectedReplies(lines)) lines")
        for reply in replies {
            let object = (try? SDLJSONParser.parse(reply))?.objectValue
            fuzzExpect(object?["ok"]?.boolValue != nil, "a reply that is not {\"ok\": …}: \(reply)")
        }
        SentCheck.check(rig.takeSent())
        rig.advanceClock(by: .seconds(30))
        SentCheck.check(rig.takeSent())
        rig.close()
    }

    /// The lines the control handler answers: LF-separated (the text after the last LF is a line
    /// too), one CR at a line's end dropped (also at the end of that last line, as
    /// `SDLControlLineSplitter` does for standard input and the control port alike), except those of
    /// spaces and tabs only.
    static func expectedReplies(_ bytes: [UInt8]) -> Int {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if bytes.last == 0x0A || bytes.isEmpty { lines.removeLast() }
        return lines.filter { line in
            let text = line.last == 0x0D ? line.dropLast() : line
            return !text.allSatisfy { $0 == 0x20 || $0 == 0x09 }
        }.count
    }
}
