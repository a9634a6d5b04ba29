import Testing
@testable import SDLSpec

/// Number literals in minvalue/maxvalue: exact integers, finite decimals, nothing else.
@Suite("Parsing number bounds")
struct SpecNumberTests {
    static let valid: [(String, SpecNumber)] = [
        ("0", .integer(0)),
        ("-12", .integer(-12)),
        ("-0", .integer(0)),
        ("+5", .integer(5)),
        ("100000000000", .integer(100_000_000_000)),
        ("9223372036854775807", .integer(Int.max)),
        ("9223372036854775808", .float(9_223_372_036_854_775_808)),
        ("359.99", .float(359.99)),
        ("-1.5", .float(-1.5)),
        ("1e3", .float(1000)),
        ("1.5E+2", .float(150)),
        ("2e-1", .float(0.2)),
        (".5", .float(0.5)),
        ("5.", .float(5)),
        ("5.0", .float(5)),
    ]

    static let invalid = ["", "-", "+", ".", "0x10", "inf", "-inf", "Infinity", "nan", "NaN", "1O", "1e", "e3", "1e400", " 5", "5 ", "1_000", "1,5", "--1"]

    @Test("decimal literals are read, integers exactly", arguments: valid)
    func accepts(_ text: String, _ expected: SpecNumber) {
        #expect(SpecNumber(parsing: text) == expected)
    }

    @Test("hex, infinities, NaN, out-of-range exponents and stray characters are rejected", arguments: invalid)
    func rejects(_ text: String) {
        #expect(SpecNumber(parsing: text) == nil)
    }

    @Test("integers print without a fraction and decimals as Swift prints doubles")
    func spelling() {
        #expect(SpecNumber.integer(100_000_000_000).description == "100000000000")
        #expect(SpecNumber.float(359.99).description == "359.99")
        #expect(SpecNumber.float(1000).description == "1000.0")
        #expect(SpecNumber.integer(-5).doubleValue == -5)
        #expect(SpecNumber.float(0.5).doubleValue == 0.5)
    }
}
