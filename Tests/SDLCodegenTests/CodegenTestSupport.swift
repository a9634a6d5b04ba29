import Foundation
@testable import SDLCodegen
import SDLSpec
import Testing

/// Paths and helpers the generator tests share.
enum CodegenTestSupport {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The package's real `Templates/` folder.
    static var templatesDirectory: String { packageRoot.appendingPathComponent("Templates").path }

    /// This target's fixtures folder in the source tree (where references are re-recorded).
    static var fixturesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    /// Parses spec text or fails the test with the diagnostics.
    static func parse(_ text: String, fileName: String = "Test.xml") throws -> SpecInterface {
        try SpecParser.parse(text: text, fileName: fileName).interface
    }

    /// A minimal spec around `body`: FunctionID, messageType and Result enums are provided.
    static func spec(_ body: String) -> String {
        """
        <?xml version="1.0"?>
        <interface name="T" version="1.0.0" minVersion="1.0">
        <enum name="FunctionID" since="1.0"><element name="PingID" value="7" hexvalue="7"/></enum>
        <enum name="Result" since="1.0"><element name="SUCCESS"/><element name="REJECTED"/></enum>
        \(body)
        </interface>
        """
    }

    /// Translates spec text into render files.
    static func translate(_ text: String) throws -> [RenderFile] {
        var translator = Translator(interface: try parse(text))
        return try translator.translate()
    }

    /// A readable diff of two texts: the first differing line with a little context.
    static func diff(expected: String, actual: String, name: String) -> String? {
        if expected == actual { return nil }
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < min(left.count, right.count), left[index] == right[index] { index += 1 }
        var lines = ["\(name) differs from its reference at line \(index + 1):"]
        for offset in max(0, index - 2)..<min(max(left.count, right.count), index + 3) {
            let expectedLine = offset < left.count ? String(left[offset]) : "<end of file>"
            let actualLine = offset < right.count ? String(right[offset]) : "<end of file>"
            if expectedLine == actualLine {
                lines.append("    \(offset + 1)   \(expectedLine)")
            } else {
                lines.append("  - \(offset + 1)   \(expectedLine)")
                lines.append("  + \(offset + 1)   \(actualLine)")
            }
        }
        lines.append("(re-record with SDL_RECORD_REFERENCES=1 swift test --filter ReferenceOutputTests)")
        return lines.joined(separator: "\n")
    }
}
