import SDLHeadUnit
import Testing

/// Control lines as standard input and the control port both split them.
@Suite("Splitting control lines")
struct ControlLineSplitterTests {
    func split(_ text: String, chunk: Int = .max) -> [SDLControlLineSplitter.Piece] {
        var splitter = SDLControlLineSplitter()
        let bytes = Array(text.utf8)
        var pieces: [SDLControlLineSplitter.Piece] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + chunk, bytes.count)
            pieces += splitter.append(bytes[start..<end])
            start = end
        }
        return pieces + splitter.finish()
    }

    @Test("LF ends a line, a CR before it is dropped, the unterminated rest is a line", arguments: [1, 2, 5, Int.max])
    func lines(chunk: Int) {
        #expect(split("a\r\nb\n\nc", chunk: chunk) == [.line("a"), .line("b"), .line(""), .line("c")])
        #expect(split("a\n", chunk: chunk) == [.line("a")])
        #expect(split("", chunk: chunk) == [])
    }

    @Test("a CR at the end of the unterminated last line is dropped too (found by fuzz-control: a final \\r alone is a blank line)")
    func finalCarriageReturn() {
        #expect(split("{\"action\":\"help\"}\n\r") == [.line("{\"action\":\"help\"}"), .line("")])
        #expect(split("x\r") == [.line("x")])
        #expect(split("x\r\r") == [.line("x\r")])
    }

    @Test("a line over the limit is refused once and skipped to its newline")
    func tooLong() {
        let long = String(repeating: "x", count: SDLControlLineSplitter.maximumLineLength + 1)
        #expect(split(long + "\nok", chunk: 65_536) == [.tooLong, .line("ok")])
        #expect(split(String(repeating: "y", count: SDLControlLineSplitter.maximumLineLength) + "\n") == [.line(String(repeating: "y", count: SDLControlLineSplitter.maximumLineLength))])
    }
}
