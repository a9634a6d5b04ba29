import Foundation

/// The Swift toolchain that built the package: where its tools, libraries and platform modules are.
public struct Toolchain: Sendable {
    /// The folder of `swiftc`, `swift-symbolgraph-extract` and friends.
    public var binDirectory: URL
    /// The target triple of the build, e.g. `x86_64-unknown-linux-gnu`.
    public var triple: String
    /// The folder of the platform's modules (the standard library, `_Concurrency`, Foundation, …).
    public var platformModulesDirectory: URL
    /// The compiler's version line, part of every cache key.
    public var compilerVersion: String

    /// `libIndexStore.so` of the toolchain.
    public var indexStoreLibrary: URL {
        binDirectory.deletingLastPathComponent().appendingPathComponent("lib/libIndexStore.so")
    }

    /// `swift-symbolgraph-extract` of the toolchain.
    public var symbolGraphExtractor: URL { binDirectory.appendingPathComponent("swift-symbolgraph-extract") }

    /// The toolchain whose `swiftc` is first on `PATH` (or in `binDirectory` when given).
    public static func find(binDirectory: String? = nil) throws(CheckError) -> Toolchain {
        let swiftc: String
        if let binDirectory {
            swiftc = URL(fileURLWithPath: binDirectory).appendingPathComponent("swiftc").path
        } else {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
            guard let found = path.split(separator: ":").map({ "\($0)/swiftc" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
            else { throw CheckError.toolchain("no swiftc on PATH") }
            swiftc = found
        }
        // The driver acts on the name it is run by (swiftc is a link to swift-driver): run it by its own
        // name, and find its neighbours (swift-symbolgraph-extract, ../lib) where the link leads.
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        let output: ProcessRunner.Output
        do {
            output = try ProcessRunner.run(swiftc, ["-print-target-info"])
        } catch {
            throw CheckError.toolchain("cannot run \(swiftc): \(error)")
        }
        guard output.status == 0 else {
            throw CheckError.toolchain("\(swiftc) -print-target-info failed: \(output.standardError)")
        }
        struct TargetInfo: Decodable {
            struct Target: Decodable { var triple: String }
            struct Paths: Decodable { var runtimeLibraryPaths: [String] }
            var compilerVersion: String
            var target: Target
            var paths: Paths
        }
        let info: TargetInfo
        do {
            info = try JSONDecoder().decode(TargetInfo.self, from: output.standardOutput)
        } catch {
            throw CheckError.toolchain("cannot read swiftc -print-target-info: \(error)")
        }
        guard let modules = info.paths.runtimeLibraryPaths.first else {
            throw CheckError.toolchain("swiftc -print-target-info names no runtime library path")
        }
        return Toolchain(
            binDirectory: resolved.deletingLastPathComponent(), triple: info.target.triple,
            platformModulesDirectory: URL(fileURLWithPath: modules), compilerVersion: info.compilerVersion)
    }
}
