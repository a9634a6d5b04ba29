import CIndexStore
import Foundation

/// What the index store of a build says about the source files under one folder.
public struct IndexedSources: Sendable {
    /// Every explicit reference to a symbol in those files.
    public var references: [SymbolOccurrence] = []
    /// The modules the compilation units of those files imported (their module dependencies).
    public var importedModules: Set<String> = []
    /// The files whose index data is older than the file itself (the build is out of date).
    public var staleFiles: Set<String> = []
    /// The source files the index covers.
    public var files: Set<String> = []
}

/// Reads an index store (the `-index-store-path` of a build) with the toolchain's libIndexStore.
public struct IndexStoreReader {
    private let library: IndexStoreLibrary
    private let storePath: String

    /// Opens the library at `libraryPath`; the store at `storePath` is opened by `read(under:)`.
    public init(libraryPath: String, storePath: String) throws(CheckError) {
        library = try IndexStoreLibrary(path: libraryPath)
        self.storePath = storePath
    }

    /// Every explicit reference in the source files whose path starts with `folder` (an absolute path
    /// ending in `/`), with the modules their units imported.
    public func read(under folder: String) throws(CheckError) -> IndexedSources {
        guard FileManager.default.fileExists(atPath: storePath) else {
            throw CheckError.package("no index store at \(storePath): build the package (debug) first")
        }
        var error: UnsafeMutableRawPointer?
        guard let store = library.storeCreate(storePath, &error) else {
            throw CheckError.package("cannot open the index store \(storePath): \(library.consume(error: error))")
        }
        defer { library.storeDispose(store) }
        // A file can have several units (older builds into other output paths): its newest one counts.
        var newest: [String: (time: Double, record: String)] = [:]
        var result = IndexedSources()
        for unitName in collect(store: store) {
            try readUnit(unitName, store: store, folder: folder, newest: &newest, into: &result)
        }
        for (file, unit) in newest.sorted(by: { $0.key < $1.key }) {
            result.files.insert(file)
            if let modified = try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date,
                modified.timeIntervalSince1970 > unit.time + 1
            {
                result.staleFiles.insert(file)
            }
            try readRecord(unit.record, file: file, store: store, into: &result.references)
        }
        return result
    }

    private func collect(store: UnsafeMutableRawPointer) -> [String] {
        let box = Box<[String]>([])
        let context = Unmanaged.passUnretained(box).toOpaque()
        _ = library.storeUnitsApply(store, 0, context) { context, name in
            guard let context else { return false }
            Unmanaged<Box<[String]>>.fromOpaque(context).takeUnretainedValue().value.append(name.string)
            return true
        }
        return box.value
    }

    private func readUnit(
        _ unitName: String, store: UnsafeMutableRawPointer, folder: String,
        newest: inout [String: (time: Double, record: String)], into result: inout IndexedSources
    ) throws(CheckError) {
        var error: UnsafeMutableRawPointer?
        guard let unit = library.unitReaderCreate(store, unitName, &error) else {
            throw CheckError.package("cannot read index unit \(unitName): \(library.consume(error: error))")
        }
        defer { library.unitReaderDispose(unit) }
        let mainFile = library.unitReaderGetMainFile(unit).string
        guard mainFile.hasPrefix(folder), FileManager.default.fileExists(atPath: mainFile) else { return }
        var seconds: Int64 = 0
        var nanoseconds: Int64 = 0
        library.unitReaderGetModificationTime(unit, &seconds, &nanoseconds)
        let unitTime = Double(seconds) + Double(nanoseconds) / 1e9
        let state = DependencyState(library: library)
        let context = Unmanaged.passUnretained(state).toOpaque()
        _ = library.unitReaderDependenciesApply(unit, context) { context, dependency in
            guard let context else { return false }
            Unmanaged<DependencyState>.fromOpaque(context).takeUnretainedValue().add(dependency)
            return true
        }
        for dependency in state.dependencies {
            switch dependency.kind {
            case 2:  // INDEXSTORE_UNIT_DEPENDENCY_RECORD: the occurrences of one source file
                guard dependency.filePath == mainFile else { continue }
                if let known = newest[mainFile], known.time >= unitTime { continue }
                newest[mainFile] = (unitTime, dependency.name)
            default:
                if !dependency.moduleName.isEmpty { result.importedModules.insert(dependency.moduleName) }
            }
        }
    }

    private func readRecord(
        _ recordName: String, file: String, store: UnsafeMutableRawPointer, into references: inout [SymbolOccurrence]
    ) throws(CheckError) {
        var error: UnsafeMutableRawPointer?
        guard let record = library.recordReaderCreate(store, recordName, &error) else {
            throw CheckError.package("cannot read index record \(recordName): \(library.consume(error: error))")
        }
        defer { library.recordReaderDispose(record) }
        let state = RecordState(library: library, file: file)
        let context = Unmanaged.passUnretained(state).toOpaque()
        _ = library.recordReaderOccurrencesApply(record, context) { context, occurrence in
            guard let context else { return false }
            let state = Unmanaged<RecordState>.fromOpaque(context).takeUnretainedValue()
            state.add(occurrence)
            return true
        }
        references.append(contentsOf: state.occurrences)
    }
}

/// A mutable value the C callbacks append to (passed to them as their context pointer).
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// One dependency of a compilation unit: a record (a source file's occurrences), a unit or a module file.
private struct Dependency {
    var kind: UInt32
    var filePath: String
    var moduleName: String
    var name: String
}

/// The dependencies read so far from one unit.
private final class DependencyState {
    let library: IndexStoreLibrary
    var dependencies: [Dependency] = []

    init(library: IndexStoreLibrary) { self.library = library }

    func add(_ dependency: UnsafeMutableRawPointer?) {
        dependencies.append(Dependency(
            kind: library.dependencyGetKind(dependency),
            filePath: library.dependencyGetFilePath(dependency).string,
            moduleName: library.dependencyGetModuleName(dependency).string,
            name: library.dependencyGetName(dependency).string))
    }
}

/// The occurrences read so far from one record, and what reading one needs.
private final class RecordState {
    let library: IndexStoreLibrary
    let file: String
    var occurrences: [SymbolOccurrence] = []

    init(library: IndexStoreLibrary, file: String) {
        self.library = library
        self.file = file
    }

    func add(_ occurrence: UnsafeMutableRawPointer?) {
        let roles = library.occurrenceGetRoles(occurrence)
        guard roles & SymbolOccurrence.referenceRole != 0, roles & SymbolOccurrence.implicitRole == 0 else { return }
        let symbol = library.occurrenceGetSymbol(occurrence)
        var line: UInt32 = 0
        var column: UInt32 = 0
        library.occurrenceGetLineCol(occurrence, &line, &column)
        occurrences.append(SymbolOccurrence(
            usr: library.symbolGetUSR(symbol).string, name: library.symbolGetName(symbol).string,
            file: file, line: Int(line), column: Int(column), roles: roles))
    }
}
