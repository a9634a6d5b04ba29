import AppleAvailabilityCore
import Testing

/// The scopes SwiftSyntax finds around a use: what `#available`, `guard`, `#unavailable` and `@available` guarantee.
struct AvailabilityScopesTests {
    /// The guarantee at the first `use()` in `source` (line and UTF-8 column found by text).
    private func guarantee(atUseIn source: String) throws -> ScopeGuarantee {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains("use()") })
        let line = lines[index]
        let start = try #require(line.range(of: "use()")).lowerBound
        let utf8Column = line.utf8.distance(from: line.utf8.startIndex, to: start) + 1
        return AvailabilityScopes(source: source, fileName: "t.swift").guarantee(line: index + 1, column: utf8Column)
    }

    @Test func ifAvailableBodyRaisesBothPlatforms() throws {
        let result = try guarantee(atUseIn: """
            func f() {
                if #available(macOS 26, iOS 26.1, *) {
                    use()
                }
            }
            """)
        #expect(result.minimums == [.macOS: AppleVersion(26), .iOS: AppleVersion(26, 1)])
    }

    @Test func elseBranchOfIfAvailableRaisesNothing() throws {
        let result = try guarantee(atUseIn: """
            func f() {
                if #available(macOS 26, iOS 26, *) {
                } else {
                    use()
                }
            }
            """)
        #expect(result == ScopeGuarantee())
    }

    @Test func guardAvailableCoversTheRestOfItsBlockOnly() throws {
        let result = try guarantee(atUseIn: """
            func f() {
                guard #available(macOS 15, iOS 18, *) else { return }
                use()
            }
            """)
        #expect(result.minimums == [.macOS: AppleVersion(15), .iOS: AppleVersion(18)])
        let before = try guarantee(atUseIn: """
            func f() {
                use()
                guard #available(macOS 15, iOS 18, *) else { return }
            }
            """)
        #expect(before == ScopeGuarantee())
    }

    @Test func unavailableElseBranchHasTheVersions() throws {
        let result = try guarantee(atUseIn: """
            func f() {
                if #unavailable(macOS 26, iOS 26) {
                } else {
                    use()
                }
            }
            """)
        #expect(result.minimums == [.macOS: AppleVersion(26), .iOS: AppleVersion(26)])
    }

    @Test func availableAttributesOfEnclosingDeclarationsNest() throws {
        let result = try guarantee(atUseIn: """
            @available(macOS 15, iOS 18, *)
            struct S {
                @available(macOS, introduced: 26)
                @available(iOS, unavailable)
                func f() { use() }
            }
            """)
        #expect(result.minimums == [.macOS: AppleVersion(26), .iOS: AppleVersion(18)])
        #expect(result.unavailable == [.iOS])
    }

    @Test func laterConditionsOfTheSameIfAreCovered() throws {
        let result = try guarantee(atUseIn: """
            func f() {
                if #available(macOS 15, *), let x = use() {}
            }
            """)
        #expect(result.minimums == [.macOS: AppleVersion(15)])
    }

    @Test func nestedGuardsTakeTheHigherVersion() throws {
        let result = try guarantee(atUseIn: """
            @available(macOS 26, iOS 26, *)
            func f() {
                if #available(macOS 15, iOS 18, *) {
                    use()
                }
            }
            """)
        #expect(result.minimums == [.macOS: AppleVersion(26), .iOS: AppleVersion(26)])
    }
}
