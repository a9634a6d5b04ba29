/// SDL Core's `CheckSyntax` / `VerifyString` (protocol.md §D.6): the string rules Core applies to
/// chosen fields of chosen RPCs, beyond the schema.
enum CoreStringCheck {
    /// Why Core refuses `text`, or `nil` when it accepts it.
    static func problem(_ text: String) -> String? {
        var onlySpaces = true
        var previousWasBackslash = false
        for byte in text.utf8 {
            if byte == 0x0A { return "contains a newline character" }
            if byte == 0x09 { return "contains a tab character" }
            if previousWasBackslash, byte == UInt8(ascii: "n") || byte == UInt8(ascii: "t") {
                return "contains the escape sequence \\\(Character(Unicode.Scalar(byte)))"
            }
            previousWasBackslash = byte == UInt8(ascii: "\\")
            if byte != 0x20 { onlySpaces = false }
        }
        return onlySpaces ? (text.isEmpty ? "is empty" : "consists only of spaces") : nil
    }
}
