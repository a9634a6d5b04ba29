import SDLRPCRuntime
import Testing

/// One malformed document and the exact error it must produce.
struct MalformedCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let line: Int
    let column: Int
    let message: String

    init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
        self.init(name, Array(text.utf8), line, column, message)
    }

    init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
        self.name = name
        self.bytes = bytes
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { name }
}

@Suite("SDLJSONParser – malformed documents")
struct SDLJSONParserErrorTests {
    static let cases: [MalformedCase] = [
        MalformedCase("empty input", "", 1, 1, "empty input"),
        MalformedCase("whitespace only", "  \n ", 2, 2, "empty input"),
        MalformedCase("unterminated string on line 3", "[\n1,\n\"abc", 3, 1, "unterminated string"),
        MalformedCase("unterminated string after escape", "\"ab\\", 1, 1, "unterminated string"),
        MalformedCase("trailing comma in array", "[1,2,]", 1, 6, "unexpected character ']'"),
        MalformedCase("trailing comma in object", #"{"a":1,}"#, 1, 8, "expected string key in object, got character '}'"),
        MalformedCase("trailing comma on a later line", "{\n  \"a\": [1, 2,\n    ]\n}", 3, 5, "unexpected character ']'"),
        MalformedCase("missing value", #"{"a":}"#, 1, 6, "unexpected character '}'"),
        MalformedCase("leading zero", "01", 1, 1, "leading zeros are not allowed"),
        MalformedCase("leading zero after minus", "[-012]", 1, 3, "leading zeros are not allowed"),
        MalformedCase("plus sign", "+1", 1, 1, "unexpected character '+'"),
        MalformedCase("missing integer part", ".5", 1, 1, "unexpected character '.'"),
        MalformedCase("lone minus", "-", 1, 2, "expected digit after '-'"),
        MalformedCase("minus infinity", "-Infinity", 1, 2, "expected digit after '-'"),
        MalformedCase("missing fraction digits", "1.", 1, 3, "expected digit after decimal point"),
        MalformedCase("missing exponent digits", "[1e+]", 1, 5, "expected digit in exponent"),
        MalformedCase("number out of range", "[1e400]", 1, 2, "number out of range"),
        MalformedCase("bare word", "hello", 1, 1, "invalid literal 'hello'"),
        MalformedCase("capitalised literal", "[True]", 1, 2, "invalid literal 'True'"),
        MalformedCase("NaN", "NaN", 1, 1, "invalid literal 'NaN'"),
        MalformedCase("literal with trailing letters", "nullx", 1, 1, "invalid literal 'nullx'"),
        MalformedCase("single quotes", "'a'", 1, 1, "unexpected character '''"),
        MalformedCase("tab inside string", "\"a\tb\"", 1, 3, "unescaped control character 0x09 in string"),
        MalformedCase("newline inside string", "[\"a\nb\"]", 1, 4, "unescaped control character 0x0A in string"),
        MalformedCase("invalid UTF-8 byte in string", [0x22, 0x61, 0xFF, 0x22], 1, 3, "invalid UTF-8"),
        MalformedCase("overlong UTF-8 in string", [0x22, 0x61, 0x62, 0xC0, 0x80, 0x22], 1, 4, "invalid UTF-8"),
        MalformedCase("UTF-8 encoded surrogate", [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "invalid UTF-8"),
        MalformedCase("truncated UTF-8 before quote", [0x22, 0xE4, 0xB8, 0x22], 1, 2, "invalid UTF-8"),
        MalformedCase(
            "invalid UTF-8 in escaped string", [0x22, 0x5C, 0x6E, 0xF8, 0x22], 1, 4, "invalid UTF-8"
        ),
        MalformedCase("invalid UTF-8 outside strings", [0x5B, 0x80, 0x5D], 1, 2, "invalid UTF-8"),
        MalformedCase("non-ASCII character outside strings", "[é]", 1, 2, "unexpected character U+00E9"),
        MalformedCase("byte order mark", "\u{FEFF}1", 1, 1, "unexpected character U+FEFF"),
        MalformedCase("NUL byte", "\u{0}", 1, 1, "unexpected control character 0x00"),
        MalformedCase("trailing garbage", #"{"a":1} x"#, 1, 9, "trailing characters after JSON value"),
        MalformedCase("two values", "1 2", 1, 3, "trailing characters after JSON value"),
        MalformedCase("missing colon", #"{"a" 1}"#, 1, 6, "expected ':' after object key"),
        MalformedCase("missing comma in array", "[1 2]", 1, 4, "expected ',' or ']' after array element"),
        MalformedCase("missing comma in object", #"{"a":1 "b":2}"#, 1, 8, "expected ',' or '}' after object member"),
        MalformedCase("unclosed array", "[1,2", 1, 5, "expected ',' or ']' after array element"),
        MalformedCase("unclosed object", "{\n\"a\":1\n", 3, 1, "expected ',' or '}' after object member"),
        MalformedCase("unquoted key", "{a:1}", 1, 2, "expected string key in object, got character 'a'"),
        MalformedCase("value expected after comma at end", "[1,", 1, 4, "unexpected end of input"),
        MalformedCase(
            "invalid escape", #""\x""#, 1, 2, "invalid escape sequence: backslash followed by character 'x'"
        ),
        MalformedCase("bad unicode escape", #""\u12G4""#, 1, 2, "invalid \\u escape: expected 4 hexadecimal digits"),
        MalformedCase("lone high surrogate", #""\ud800""#, 1, 2, "unpaired UTF-16 surrogate \\uD800 in string"),
        MalformedCase("lone low surrogate", #""ab\udc00""#, 1, 4, "unpaired UTF-16 surrogate \\uDC00 in string"),
        MalformedCase(
            "high surrogate followed by non-surrogate", #""\ud83d\u0041""#, 1, 2,
            "unpaired UTF-16 surrogate \\uD83D in string"
        ),
        MalformedCase("depth limit", String(repeating: "[", count: 513), 1, 513, "nesting deeper than 512 levels"),
    ]

    @Test("a malformed document reports the exact line, column and message", arguments: cases)
    func malformed(testCase: MalformedCase) {
        let error = #expect(throws: SDLJSONSyntaxError.self) {
            try SDLJSONParser.parse(testCase.bytes)
        }
        #expect(error?.message == testCase.message)
        #expect(error?.line == testCase.line)
        #expect(error?.column == testCase.column)
    }

    @Test("the offset is consistent with line and column")
    func offsetMatchesLineAndColumn() {
        for testCase in Self.cases {
            guard let error = Self.error(parsing: testCase.bytes) else {
                Issue.record("\(testCase.name) parsed without error")
                continue
            }
            let prefix = testCase.bytes.prefix(error.offset)
            let newlines = prefix.filter { $0 == 0x0A }.count
            let lineStart = (prefix.lastIndex(of: 0x0A) ?? -1) + 1
            #expect(error.line == newlines + 1, "\(testCase.name)")
            #expect(error.column == error.offset - lineStart + 1, "\(testCase.name)")
        }
    }

    @Test("the description reads 'line L, column C: message'")
    func description() {
        let error = Self.error(parsing: Array("[\n  1,\n  tru\n]".utf8))
        #expect(error?.description == "line 3, column 3: invalid literal 'tru'")
    }

    @Test("strings as input report positions in UTF-8 bytes")
    func stringPositionsAreBytes() {
        let error = #expect(throws: SDLJSONSyntaxError.self) {
            try SDLJSONParser.parse("[\"é\", x]")
        }
        #expect(error?.column == 8)
        #expect(error?.offset == 7)
    }

    private static func error(parsing bytes: [UInt8]) -> SDLJSONSyntaxError? {
        do {
            _ = try SDLJSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }
}
