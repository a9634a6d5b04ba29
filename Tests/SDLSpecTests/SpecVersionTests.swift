import Testing
@testable import SDLSpec

/// "X.Y" / "X.Y.Z" version parsing, ordering and availability ranges.
@Suite("Parsing and comparing spec versions")
struct SpecVersionTests {
    static let valid: [(String, SpecVersion)] = [
        ("5.0", SpecVersion(5, 0, 0)),
        ("5.0.0", SpecVersion(5, 0, 0)),
        ("4.5.1", SpecVersion(4, 5, 1)),
        ("10.20.30", SpecVersion(10, 20, 30)),
        ("007.01", SpecVersion(7, 1, 0)),
    ]

    static let invalid = ["5", "5.0.0.0", "a.b", "", "-1.0", "5.", ".5", "5..0", "5.0.", " 5.0", "5.0 ", "+5.0", "5.x", "99999999999999999999.0"]

    @Test("two or three non-negative decimal components are accepted", arguments: valid)
    func accepts(_ text: String, _ expected: SpecVersion) {
        #expect(SpecVersion(parsing: text) == expected)
    }

    @Test("anything else is rejected", arguments: invalid)
    func rejects(_ text: String) {
        #expect(SpecVersion(parsing: text) == nil)
    }

    @Test("X.Y means X.Y.0 and prints with three components")
    func twoComponents() throws {
        let short = try #require(SpecVersion(parsing: "5.0"))
        #expect(short == SpecVersion(parsing: "5.0.0"))
        #expect(short.description == "5.0.0")
        #expect(!(short < SpecVersion(5, 0, 0)) && !(SpecVersion(5, 0, 0) < short))
    }

    @Test("versions compare numerically, component by component")
    func ordering() {
        #expect(SpecVersion(4, 5, 1) < SpecVersion(5, 0))
        #expect(SpecVersion(5, 0) < SpecVersion(5, 0, 1))
        #expect(SpecVersion(1, 9) < SpecVersion(1, 10))
        #expect(SpecVersion(9, 9, 9) < SpecVersion(10, 0))
        #expect(!(SpecVersion(6, 0) < SpecVersion(5, 9, 99)))
        #expect([SpecVersion(7, 1), SpecVersion(4, 5, 1), SpecVersion(7, 0, 1)].sorted() == [
            SpecVersion(4, 5, 1), SpecVersion(7, 0, 1), SpecVersion(7, 1),
        ])
    }

    @Test("availability includes since and excludes until")
    func availabilityBounds() {
        let range = Availability(since: SpecVersion(5, 0), until: SpecVersion(6, 0))
        #expect(!range.contains(SpecVersion(4, 9, 9)))
        #expect(range.contains(SpecVersion(5, 0)))
        #expect(range.contains(SpecVersion(5, 99, 99)))
        #expect(!range.contains(SpecVersion(6, 0)))
        #expect(Availability().contains(SpecVersion(0, 0)))
        #expect(Availability(since: SpecVersion(2, 0)).contains(SpecVersion(100, 0)))
        #expect(!Availability(until: SpecVersion(2, 0)).contains(SpecVersion(2, 0, 0)))
    }
}
