import SDLRPCRuntime
import Testing

@Suite("Parameter rules as table lines (what generated types hold)")
struct ParameterRuleTableTests {
    static let rules: [SDLParameterRule] = [
        SDLParameterRule(name: "plain", kind: .string, isMandatory: false, specLine: 1),
        SDLParameterRule(
            name: "every field", kind: .enumeration("Some Enum,%\"\\"), isArray: true, isMandatory: true,
            minValue: -1.5, maxValue: 1e300, minLength: 0, maxLength: 500, minSize: 1, maxSize: 100,
            defaultValue: .string("a b,c%d\"e\\f\nü"), allowedValues: ["A,B", "C D", "É"],
            since: SDLRPCVersion(2, 0, 0), until: SDLRPCVersion(7, 1, 3), isDeprecated: true, specLine: 987_654),
        SDLParameterRule(name: "low only", kind: .integer, isMandatory: false, minValue: 0, defaultValue: .integer(-3), specLine: 2),
        SDLParameterRule(name: "high only", kind: .float, isMandatory: false, maxValue: 359.99, defaultValue: .float(0.1), specLine: 3),
        SDLParameterRule(name: "flag", kind: .boolean, isMandatory: false, defaultValue: .bool(false), specLine: 4),
        SDLParameterRule(name: "nested", kind: .structure("Image"), isMandatory: false, minSize: 0, defaultValue: .null, specLine: 5),
        SDLParameterRule(name: "true default", kind: .boolean, isMandatory: true, defaultValue: .bool(true), specLine: 6),
        SDLParameterRule(name: "", kind: .structure(""), isMandatory: false, defaultValue: .string(""), allowedValues: ["", "x"], specLine: 0),
    ]

    @Test("every field survives the round trip, whatever characters names and texts hold")
    func roundTrip() {
        let lines = Self.rules.map(\.tableLine)
        #expect(SDLParameterRule.table(lines.joined(separator: "\n")) == Self.rules)
        for line in lines {
            #expect(!line.contains("\"") && !line.contains("\\") && !line.contains("\n"), "\(line)")
        }
    }

    @Test("a line sets only what the spec sets")
    func lines() {
        #expect(Self.rules[0].tableLine == "plain s @1")
        #expect(Self.rules[2].tableLine == "low%20only i v=0.0, d=i:-3 @2")
        #expect(Self.rules[3].tableLine == "high%20only f v=,359.99 d=f:0.1 @3")
        #expect(Self.rules[5].tableLine == "nested t:Image n=0, d=null @5")
    }

    @Test("an empty table has no rules; blank lines are skipped")
    func empty() {
        #expect(SDLParameterRule.table("").isEmpty)
        #expect(SDLParameterRule.table("\n\n").isEmpty)
        #expect(SDLParameterRule.table("\nplain s @1\n\n").map(\.name) == ["plain"])
    }

    @Test("what cannot be read is left out, never a trap", arguments: [
        ("bad%G1name s @1", nil as String?),
        ("truncated%4 s @1", nil),
        ("lonely", nil),
        ("x s v=abc,1 @7", "x s v=,1.0 @7"),
        ("x s v=1 @7", "x s @7"),
        ("x s ?weird zz=3 @7", "x s @7"),
        ("x s +not.a.version -8 @x", "x s"),
        ("x e:%ZZ @1", "x e:% @1"),
        ("x s d=q:1 @1", "x s @1"),
    ])
    func malformed(line: String, expected: String?) {
        let rules = SDLParameterRule.table(line)
        #expect(rules.first.map { $0.tableLine.replacingAt() } == expected.map { $0.replacingAt() })
    }
}

private extension String {
    /// The line without a zero spec line's field, which a rule with no `@` reads as.
    func replacingAt() -> String { hasSuffix(" @0") ? String(dropLast(3)) : self }
}
