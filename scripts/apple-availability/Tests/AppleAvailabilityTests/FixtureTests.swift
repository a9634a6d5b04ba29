import AppleAvailabilityCore
import Foundation
import Testing

/// The check on real builds of the fixtures: the index store's resolved references against the
/// toolchain's symbol graphs. Every marked use in MustFail is reported, at its line; nothing in MustPass.
@Suite(.serialized)
struct FixtureTests {
    private func failingFindings() throws -> [Finding] {
        try FixtureBuild.failing.get()
        return try PackageCheck(options: FixtureBuild.options("AvailabilityFixture")).run().findings
    }

    @Test func everyMarkedUseIsReportedAtItsLineAndNothingElse() throws {
        let findings = try failingFindings()
        let reported = Set(findings.map { "\($0.file):\($0.line)" })
        let expected = try FixtureBuild.expectedFindings("AvailabilityFixture")
        #expect(expected.count == 10)
        #expect(reported == expected)
        #expect(!findings.contains { $0.file.contains("/MustPass/") })
    }

    /// The first finding at `file`:`line`, as text.
    private func message(_ findings: [Finding], _ file: String, _ line: Int) -> String {
        findings.filter { $0.file.hasSuffix("/MustFail/\(file)") && $0.line == line }.map(\.description).joined(separator: "\n")
    }

    @Test func messagesNameTheAPIAndItsVersions() throws {
        let findings = try failingFindings()
        let immediate = message(findings, "ImmediateTask.swift", 3)
        #expect(immediate.contains("ImmediateTask.swift:3:10: error: 'Task.immediate(name:priority:executorPreference:operation:)' is only available in macOS 26 / iOS 26 or newer; the package supports macOS 14 / iOS 17"))
        #expect(message(findings, "ImmediateTask.swift", 9).contains("(the enclosing availability scope guarantees macOS 15 / iOS 18)"))
        #expect(message(findings, "Synchronization.swift", 5).contains("'Mutex' is only available in macOS 15 / iOS 18 or newer"))
        #expect(message(findings, "Synchronization.swift", 6).contains("'Atomic' is only available in macOS 15 / iOS 18 or newer"))
        #expect(message(findings, "FoundationAPIs.swift", 5).contains("'Calendar.RecurrenceRule' is only available in macOS 15 / iOS 18 or newer"))
        #expect(message(findings, "FoundationAPIs.swift", 11).contains("'FileManager.homeDirectoryForCurrentUser' is unavailable in iOS"))
    }

    @Test func theMinimumsComeFromTheManifest() throws {
        try FixtureBuild.failing.get()
        let result = try PackageCheck(options: FixtureBuild.options("AvailabilityFixture")).run()
        #expect(result.minimums == [.macOS: AppleVersion(14), .iOS: AppleVersion(17)])
        #expect(result.modules.contains("Synchronization"))
    }

    @Test func cleanFixtureHasNoFinding() throws {
        try FixtureBuild.clean.get()
        let result = try PackageCheck(options: FixtureBuild.options("CleanFixture")).run()
        #expect(result.findings.isEmpty)
        #expect(result.fileCount == 1)
        #expect(result.unindexedFiles.isEmpty)
        #expect(result.referenceCount > 0)
    }

    @Test func aScratchPathWithoutABuildIsAnError() throws {
        var options = FixtureBuild.options("CleanFixture")
        options.scratchPath = FileManager.default.temporaryDirectory.appendingPathComponent("no-build-\(UUID().uuidString)")
        #expect(throws: CheckError.self) { try PackageCheck(options: options).run() }
    }
}
