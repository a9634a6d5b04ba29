import AppleAvailabilityCore
import Foundation

/// The fixture packages under Fixtures/, built (debug, so with an index store) into this package's
/// `.build/fixtures/NAME`: once per test run, incrementally after the first.
enum FixtureBuild {
    /// This package's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fixture package `name`.
    static func packagePath(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// Where the fixture `name` is built.
    static func scratchPath(_ name: String) -> URL {
        packageRoot.appendingPathComponent(".build/fixtures").appendingPathComponent(name)
    }

    /// The symbol-graph cache the tests share.
    static let cacheDirectory = packageRoot.appendingPathComponent(".build/fixtures/availability-cache")

    /// The check's options for the fixture `name`.
    static func options(_ name: String) -> PackageCheck.Options {
        PackageCheck.Options(packagePath: packagePath(name), scratchPath: scratchPath(name), cacheDirectory: cacheDirectory)
    }

    struct BuildFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// Builds each fixture once per process (a static `let` runs once, whichever test asks first).
    static let failing: Result<Void, BuildFailed> = build("AvailabilityFixture")
    static let clean: Result<Void, BuildFailed> = build("CleanFixture")

    private static func build(_ name: String) -> Result<Void, BuildFailed> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "build", "--package-path", packagePath(name).path, "--scratch-path", scratchPath(name).path,
        ]
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        do {
            try process.run()
        } catch {
            return .failure(BuildFailed(description: "cannot run swift build: \(error)"))
        }
        let output = log.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(BuildFailed(description: "swift build of \(name) failed:\n\(String(decoding: output, as: UTF8.self))"))
        }
        return .success(())
    }

    /// The lines of the fixture `name`'s sources marked `// expected-finding`, as `path:line`.
    static func expectedFindings(_ name: String) throws -> Set<String> {
        let sources = packagePath(name).appendingPathComponent("Sources")
        var expected: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("// expected-finding") {
                expected.insert("\(file.standardizedFileURL.path):\(index + 1)")
            }
        }
        return expected
    }
}
