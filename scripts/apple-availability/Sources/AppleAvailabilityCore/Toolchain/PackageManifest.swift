import Foundation

/// What the check needs of the package's manifest, as SwiftPM evaluates it (`swift package dump-package`).
public struct PackageManifest: Sendable {
    /// The oldest macOS and iOS the package supports (its `platforms:`).
    public var minimums: [ApplePlatform: AppleVersion]
    /// The names of the package's own targets (their modules are not dependencies).
    public var targetNames: Set<String>

    /// Creates a manifest's summary.
    public init(minimums: [ApplePlatform: AppleVersion], targetNames: Set<String>) {
        self.minimums = minimums
        self.targetNames = targetNames
    }

    /// SwiftPM's own minimums for a platform a manifest does not name (tools versions 5.9 and later).
    static let swiftPMDefaults: [ApplePlatform: AppleVersion] = [.macOS: AppleVersion(10, 13), .iOS: AppleVersion(12)]

    /// Reads the manifest of the package at `packagePath` with the toolchain's `swift package dump-package`;
    /// `scratchPath` is SwiftPM's scratch folder for it (its own, so another build's lock never blocks it).
    public static func read(packagePath: String, scratchPath: String, toolchain: Toolchain) throws(CheckError) -> PackageManifest {
        let swift = toolchain.binDirectory.appendingPathComponent("swift").path
        let output: ProcessRunner.Output
        do {
            output = try ProcessRunner.run(
                swift, ["package", "--package-path", packagePath, "--scratch-path", scratchPath, "dump-package"])
        } catch {
            throw CheckError.package("cannot run \(swift) package dump-package: \(error)")
        }
        guard output.status == 0 else {
            throw CheckError.package("swift package dump-package failed: \(output.standardError)")
        }
        return try parse(dumpPackageJSON: output.standardOutput)
    }

    /// Reads the output of `swift package dump-package`.
    public static func parse(dumpPackageJSON data: Data) throws(CheckError) -> PackageManifest {
        struct Dump: Decodable {
            struct Platform: Decodable {
                var platformName: String
                var version: String
            }
            struct Target: Decodable { var name: String }
            var platforms: [Platform]?
            var targets: [Target]
        }
        let dump: Dump
        do {
            dump = try JSONDecoder().decode(Dump.self, from: data)
        } catch {
            throw CheckError.package("cannot read swift package dump-package: \(error)")
        }
        var minimums = swiftPMDefaults
        for platform in dump.platforms ?? [] {
            guard let name = ApplePlatform(availabilityName: platform.platformName) else { continue }
            guard let version = AppleVersion(parsing: platform.version) else {
                throw CheckError.package("cannot read the \(platform.platformName) version \(platform.version) of platforms:")
            }
            minimums[name] = version
        }
        return PackageManifest(minimums: minimums, targetNames: Set(dump.targets.map(\.name)))
    }
}
