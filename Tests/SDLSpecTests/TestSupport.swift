import Foundation
import Testing
@testable import SDLSpec

/// Shared helpers for the SDLSpec tests (no tests here).
enum TestSupport {
    /// The URL of a file in the test target's `Fixtures` folder.
    static func fixtureURL(_ name: String, _ ext: String = "xml") throws -> URL {
        try #require(
            Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fixtures"),
            "fixture Fixtures/\(name).\(ext) is missing from the test bundle")
    }

    /// Parses `text` and returns the thrown error's diagnostics, one string each; records an
    /// issue (and returns []) when the text parses.
    static func diagnostics(
        of text: String, fileName: String = "MOBILE_API.xml", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [String] {
        do {
            let result = try SpecParser.parse(text: text, fileName: fileName)
            Issue.record("expected the spec to be rejected, but it parsed with warnings \(result.warnings)", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A spec whose line 1 opens `<interface>` and declares `FunctionID` (elements `PingID`,
    /// `PongID`); `body` starts on line 2 and `</interface>` follows it.
    static func spec(_ body: String) -> String {
        """
        <interface name="T" version="1.0" minVersion="1.0" date="2024-01-01"><enum name="FunctionID"><element name="PingID" value="1"/><element name="PongID" value="2"/></enum>
        \(body)
        </interface>
        """
    }

    /// The folder holding the official specs: `$SDL_SHARED_SPEC_DIR`, else `<package root>/../shared/spec`.
    static var sharedSpecDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["SDL_SHARED_SPEC_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // SDLSpecTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
        return packageRoot.appendingPathComponent("../shared/spec", isDirectory: true).standardizedFileURL
    }
}
