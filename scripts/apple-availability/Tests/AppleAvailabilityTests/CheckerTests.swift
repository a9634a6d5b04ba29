import AppleAvailabilityCore
import Foundation
import Testing

/// The verdict on one use, the message of a finding and the manifest's minimums.
struct CheckerTests {
    private let minimums: [ApplePlatform: AppleVersion] = [.macOS: AppleVersion(14), .iOS: AppleVersion(17)]
    private let immediate = APIAvailability(
        name: "Task.immediate", platforms: [.macOS: PlatformAvailability(introduced: AppleVersion(26)),
                                            .iOS: PlatformAvailability(introduced: AppleVersion(26))])

    @Test func newerAPIViolatesUnlessTheScopeCoversBothPlatforms() {
        let checker = AvailabilityChecker(minimums: minimums, table: AvailabilityTable())
        #expect(checker.violates(immediate, under: ScopeGuarantee()))
        #expect(checker.violates(immediate, under: ScopeGuarantee(minimums: [.macOS: AppleVersion(15), .iOS: AppleVersion(18)])))
        #expect(checker.violates(immediate, under: ScopeGuarantee(minimums: [.macOS: AppleVersion(26)])))
        #expect(!checker.violates(immediate, under: ScopeGuarantee(minimums: [.macOS: AppleVersion(26), .iOS: AppleVersion(26)])))
    }

    @Test func olderAPIAndPlatformsTheDeclarationSkipsDoNotViolate() {
        let checker = AvailabilityChecker(minimums: minimums, table: AvailabilityTable())
        let old = APIAvailability(name: "Old", platforms: [.macOS: PlatformAvailability(introduced: AppleVersion(10, 15))])
        #expect(!checker.violates(old, under: ScopeGuarantee()))
    }

    @Test func unavailableOnIOSViolatesOutsideAnIOSUnavailableDeclaration() {
        let checker = AvailabilityChecker(minimums: minimums, table: AvailabilityTable())
        let macOnly = APIAvailability(name: "Home", platforms: [.iOS: PlatformAvailability(unavailable: true)])
        #expect(checker.violates(macOnly, under: ScopeGuarantee()))
        #expect(!checker.violates(macOnly, under: ScopeGuarantee(unavailable: [.iOS])))
    }

    @Test func newerRequirementWithAnOldDefaultImplementationDoesNotViolate() {
        let checker = AvailabilityChecker(minimums: minimums, table: AvailabilityTable())
        var requirement = APIAvailability(
            name: "FixedWidthInteger.&*", platforms: [.macOS: PlatformAvailability(introduced: AppleVersion(15))])
        #expect(checker.violates(requirement, under: ScopeGuarantee()))
        requirement.defaultImplementations = [[:]]
        #expect(!checker.violates(requirement, under: ScopeGuarantee()))
        requirement.defaultImplementations = [[.macOS: PlatformAvailability(introduced: AppleVersion(15))]]
        #expect(checker.violates(requirement, under: ScopeGuarantee()))
    }

    @Test func findingReadsLikeACompilerError() {
        let finding = Finding(
            file: "/p/Sources/A/F.swift", line: 3, column: 10, api: immediate, minimums: minimums,
            guarantee: ScopeGuarantee(minimums: [.macOS: AppleVersion(15), .iOS: AppleVersion(18)]))
        #expect(finding.description == "/p/Sources/A/F.swift:3:10: error: 'Task.immediate' is only available in macOS 26 / iOS 26 or newer; the package supports macOS 14 / iOS 17 (the enclosing availability scope guarantees macOS 15 / iOS 18)")
    }

    @Test func manifestMinimumsComeFromPlatforms() throws {
        let json = Data(#"{"platforms":[{"platformName":"macos","version":"14.0","options":[]},{"platformName":"ios","version":"17.0","options":[]}],"targets":[{"name":"A"}]}"#.utf8)
        let manifest = try PackageManifest.parse(dumpPackageJSON: json)
        #expect(manifest.minimums == minimums)
        #expect(manifest.targetNames == ["A"])
        let none = try PackageManifest.parse(dumpPackageJSON: Data(#"{"platforms":[],"targets":[]}"#.utf8))
        #expect(none.minimums == [.macOS: AppleVersion(10, 13), .iOS: AppleVersion(12)])
    }

    @Test func versionsParseAndCompare() {
        #expect(AppleVersion(parsing: "26.0") == AppleVersion(26))
        #expect(AppleVersion(parsing: "15.4.1") == AppleVersion(15, 4, 1))
        #expect(AppleVersion(parsing: "x") == nil)
        #expect(AppleVersion(parsing: "1.2.3.4") == nil)
        #expect(AppleVersion(15, 4) > AppleVersion(15))
        #expect(AppleVersion(15, 4).description == "15.4")
    }
}
