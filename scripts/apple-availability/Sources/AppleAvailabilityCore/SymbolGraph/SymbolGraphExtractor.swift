import Foundation

/// Learns modules' Apple availability from their symbol graphs (`swift-symbolgraph-extract`, which reads
/// the compiled module or its `.swiftinterface`), keeping a digest per module in a cache folder.
public struct SymbolGraphExtractor {
    /// Where a module is found and what else loading it needs.
    public struct SearchPaths: Sendable {
        /// `-I` folders: the build's `Modules` folder, C targets' include folders.
        public var importPaths: [String] = []
        /// `-fmodule-map-file=` module maps of the build's C targets.
        public var moduleMaps: [String] = []
        /// Folders holding built dependency modules (`NAME.swiftmodule`).
        public var builtModuleDirectories: [String] = []

        /// Creates search paths.
        public init(importPaths: [String] = [], moduleMaps: [String] = [], builtModuleDirectories: [String] = []) {
            self.importPaths = importPaths
            self.moduleMaps = moduleMaps
            self.builtModuleDirectories = builtModuleDirectories
        }
    }

    private let toolchain: Toolchain
    private let searchPaths: SearchPaths
    private let cacheDirectory: URL

    /// Creates an extractor for `toolchain`'s modules and those found through `searchPaths`.
    public init(toolchain: Toolchain, searchPaths: SearchPaths, cacheDirectory: URL) {
        self.toolchain = toolchain
        self.searchPaths = searchPaths
        self.cacheDirectory = cacheDirectory
    }

    /// The compiled module `name` (a `.swiftmodule` file or folder) in the toolchain or the build, if any.
    public func moduleFile(named name: String) -> URL? {
        let folders = [toolchain.platformModulesDirectory.path] + searchPaths.builtModuleDirectories
        for folder in folders {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("\(name).swiftmodule")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The availability table of module `name`, from the cache when its module file has not changed.
    /// Throws when the module cannot be found or read.
    public func table(forModule name: String) throws(CheckError) -> AvailabilityTable {
        guard let module = moduleFile(named: name) else {
            throw CheckError.toolchain("no module \(name) in \(toolchain.platformModulesDirectory.path) or the build")
        }
        let key = cacheKey(module: module)
        let cached = cacheDirectory.appendingPathComponent("\(name).availability.json")
        if let data = try? Data(contentsOf: cached), let entry = try? JSONDecoder().decode(CacheEntry.self, from: data),
            entry.key == key
        {
            return entry.table
        }
        let table = try extract(module: name)
        do {
            try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
            try JSONEncoder().encode(CacheEntry(key: key, table: table)).write(to: cached, options: .atomic)
        } catch {
            throw CheckError.package("cannot write the cache \(cached.path): \(error)")
        }
        return table
    }

    private struct CacheEntry: Codable {
        var key: String
        var table: AvailabilityTable
    }

    /// The compiler, the module's path and every file of it with its size and modification time.
    private func cacheKey(module: URL) -> String {
        var files = [module]
        if let contents = try? FileManager.default.contentsOfDirectory(at: module, includingPropertiesForKeys: nil) {
            files = contents.sorted { $0.path < $1.path }
        }
        let stamps = files.map { file -> String in
            let attributes = (try? FileManager.default.attributesOfItem(atPath: file.path)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            return "\(file.path):\(size):\(modified)"
        }
        return ([toolchain.compilerVersion, "format 2"] + stamps).joined(separator: "\n")
    }

    private func extract(module name: String) throws(CheckError) -> AvailabilityTable {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-apple-availability-\(name)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var arguments = [
            "-module-name", name, "-target", toolchain.triple, "-output-dir", output.path,
            "-minimum-access-level", "public", "-skip-synthesized-members",
        ]
        for path in searchPaths.importPaths { arguments += ["-I", path] }
        for map in searchPaths.moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        let result: ProcessRunner.Output
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            result = try ProcessRunner.run(toolchain.symbolGraphExtractor.path, arguments)
        } catch {
            throw CheckError.toolchain("cannot run \(toolchain.symbolGraphExtractor.path): \(error)")
        }
        guard result.status == 0 else {
            throw CheckError.toolchain(
                "swift-symbolgraph-extract -module-name \(name) failed (\(result.status)): \(result.standardError)")
        }
        return try AvailabilityTable.reading(symbolGraphsIn: output)
    }
}
