import Foundation

/// The whole check of one package: its manifest's minimums, its build's index store, the symbol graphs
/// of the toolchain's modules and of the dependencies its sources import, and the scopes in its `Sources/`.
public struct PackageCheck {
    /// What to check and where its build is.
    public struct Options: Sendable {
        /// The package's folder (with Package.swift).
        public var packagePath: URL
        /// SwiftPM's scratch folder of a debug build of the package (it holds `debug/index/store`).
        public var scratchPath: URL
        /// Where symbol-graph digests are kept between runs.
        public var cacheDirectory: URL
        /// The folder of the toolchain's `swiftc`, when not the first on PATH.
        public var toolchainBinDirectory: String?
        /// Whether to go on (reporting them in the result) when source files are newer than their index data.
        public var allowStale = false

        /// Creates options.
        public init(packagePath: URL, scratchPath: URL, cacheDirectory: URL, toolchainBinDirectory: String? = nil) {
            self.packagePath = packagePath
            self.scratchPath = scratchPath
            self.cacheDirectory = cacheDirectory
            self.toolchainBinDirectory = toolchainBinDirectory
        }
    }

    /// The toolchain modules whose availability is always learned, whatever the sources import.
    public static let toolchainModules = [
        "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation",
        "FoundationEssentials", "FoundationInternationalization", "Foundation",
    ]

    /// What a run found, with what it read.
    public struct Result: Sendable {
        /// The uses to report.
        public var findings: [Finding]
        /// The uses of newer APIs that a scope covers (not reported; listed by `--verbose`).
        public var guarded: [Finding]
        /// The package's minimums.
        public var minimums: [ApplePlatform: AppleVersion]
        /// The modules whose symbol graphs were read.
        public var modules: [String]
        /// How many source files the index store covered.
        public var fileCount: Int
        /// How many explicit references it gave in them.
        public var referenceCount: Int
        /// The source files newer than their index data (only with `allowStale`).
        public var staleFiles: [String]
        /// The Swift files under `Sources/` the index has nothing of: not built yet, or not compiled
        /// on this platform (so not checked).
        public var unindexedFiles: [String]
    }

    private let options: Options

    /// Creates the check.
    public init(options: Options) {
        self.options = options
    }

    /// Runs the check.
    public func run() throws(CheckError) -> Result {
        let toolchain = try Toolchain.find(binDirectory: options.toolchainBinDirectory)
        let manifest = try PackageManifest.read(
            packagePath: options.packagePath.path,
            scratchPath: options.cacheDirectory.appendingPathComponent("manifest").path, toolchain: toolchain)
        let debug = options.scratchPath.appendingPathComponent("debug").resolvingSymlinksInPath()
        let reader = try IndexStoreReader(
            libraryPath: toolchain.indexStoreLibrary.path,
            storePath: debug.appendingPathComponent("index/store").path)
        let sourcesFolder = options.packagePath.standardizedFileURL.appendingPathComponent("Sources").path + "/"
        let indexed = try reader.read(under: sourcesFolder)
        guard !indexed.files.isEmpty else {
            throw CheckError.package("the index store under \(debug.path) covers no file in \(sourcesFolder)")
        }
        if !indexed.staleFiles.isEmpty, !options.allowStale {
            let names = indexed.staleFiles.sorted().prefix(5).joined(separator: ", ")
            throw CheckError.package("the build's index is older than \(indexed.staleFiles.count) source file(s) (\(names)): build the package first")
        }
        let extractor = SymbolGraphExtractor(
            toolchain: toolchain, searchPaths: searchPaths(debug: debug), cacheDirectory: options.cacheDirectory)
        // Dependencies: the modules the sources imported, found in the build and not the package's own.
        let dependencies = indexed.importedModules.subtracting(manifest.targetNames).subtracting(Self.toolchainModules)
            .filter { extractor.moduleFile(named: $0) != nil }.sorted()
        var table = AvailabilityTable()
        for module in Self.toolchainModules + dependencies {
            table.merge(try extractor.table(forModule: module))
        }
        let checker = AvailabilityChecker(minimums: manifest.minimums, table: table)
        let (findings, guarded) = try checker.judge(indexed.references)
        return Result(
            findings: findings, guarded: guarded, minimums: manifest.minimums, modules: Self.toolchainModules + dependencies,
            fileCount: indexed.files.count, referenceCount: indexed.references.count,
            staleFiles: indexed.staleFiles.sorted(),
            unindexedFiles: swiftFiles(under: sourcesFolder).subtracting(indexed.files).sorted())
    }

    /// Every `.swift` file under `folder`, by absolute path (not the code listings of DocC catalogs,
    /// which are documentation).
    private func swiftFiles(under folder: String) -> Set<String> {
        var files: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift"), !relative.contains(".docc/") { files.insert(folder + relative) }
        }
        return files
    }

    /// The build's module folder, its C targets' module maps, and the include folders of C targets in
    /// the package and its checkouts: what loading a dependency's module needs.
    private func searchPaths(debug: URL) -> SymbolGraphExtractor.SearchPaths {
        let fileManager = FileManager.default
        let modules = debug.appendingPathComponent("Modules").path
        var paths = SymbolGraphExtractor.SearchPaths(importPaths: [modules], builtModuleDirectories: [modules])
        let buildFolders = (try? fileManager.contentsOfDirectory(atPath: debug.path)) ?? []
        for folder in buildFolders.sorted() where folder.hasSuffix(".build") {
            let map = debug.appendingPathComponent(folder).appendingPathComponent("module.modulemap").path
            if fileManager.fileExists(atPath: map) { paths.moduleMaps.append(map) }
        }
        var sourceRoots = [options.packagePath.appendingPathComponent("Sources")]
        let checkouts = options.scratchPath.appendingPathComponent("checkouts")
        for checkout in ((try? fileManager.contentsOfDirectory(atPath: checkouts.path)) ?? []).sorted() {
            sourceRoots.append(checkouts.appendingPathComponent(checkout).appendingPathComponent("Sources"))
        }
        for root in sourceRoots {
            for target in ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
                let folder = root.appendingPathComponent(target)
                let include = folder.appendingPathComponent("include")
                if fileManager.fileExists(atPath: include.path) { paths.importPaths.append(include.path) }
                if fileManager.fileExists(atPath: folder.appendingPathComponent("module.modulemap").path) {
                    paths.importPaths.append(folder.path)
                }
            }
        }
        return paths
    }
}
