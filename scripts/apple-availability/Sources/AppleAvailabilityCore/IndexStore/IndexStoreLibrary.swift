#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CIndexStore

typealias IndexStoreStringRef = cindexstore_string_ref_t

extension cindexstore_string_ref_t {
    /// The string, decoded as UTF-8 (empty when the store gave none).
    var string: String {
        guard let data, length > 0 else { return "" }
        return data.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        }
    }
}

/// The functions of the toolchain's `libIndexStore.so` (LLVM's stable C API, `indexstore.h`) this tool
/// calls, looked up with `dlopen`/`dlsym` so nothing links against a toolchain path.
struct IndexStoreLibrary: @unchecked Sendable {
    typealias Opaque = UnsafeMutableRawPointer
    typealias UnitApplier = @convention(c) (Opaque?, IndexStoreStringRef) -> Bool
    typealias PointerApplier = @convention(c) (Opaque?, Opaque?) -> Bool

    let errorGetDescription: @convention(c) (Opaque?) -> UnsafePointer<CChar>?
    let errorDispose: @convention(c) (Opaque?) -> Void
    let storeCreate: @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Opaque?>) -> Opaque?
    let storeDispose: @convention(c) (Opaque?) -> Void
    let storeUnitsApply: @convention(c) (Opaque?, UInt32, Opaque?, UnitApplier) -> Bool
    let unitReaderCreate: @convention(c) (Opaque?, UnsafePointer<CChar>, UnsafeMutablePointer<Opaque?>) -> Opaque?
    let unitReaderDispose: @convention(c) (Opaque?) -> Void
    let unitReaderGetMainFile: @convention(c) (Opaque?) -> IndexStoreStringRef
    let unitReaderGetModuleName: @convention(c) (Opaque?) -> IndexStoreStringRef
    let unitReaderGetModificationTime: @convention(c) (Opaque?, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>) -> Void
    let unitReaderDependenciesApply: @convention(c) (Opaque?, Opaque?, PointerApplier) -> Bool
    let dependencyGetKind: @convention(c) (Opaque?) -> UInt32
    let dependencyGetFilePath: @convention(c) (Opaque?) -> IndexStoreStringRef
    let dependencyGetModuleName: @convention(c) (Opaque?) -> IndexStoreStringRef
    let dependencyGetName: @convention(c) (Opaque?) -> IndexStoreStringRef
    let recordReaderCreate: @convention(c) (Opaque?, UnsafePointer<CChar>, UnsafeMutablePointer<Opaque?>) -> Opaque?
    let recordReaderDispose: @convention(c) (Opaque?) -> Void
    let recordReaderOccurrencesApply: @convention(c) (Opaque?, Opaque?, PointerApplier) -> Bool
    let occurrenceGetSymbol: @convention(c) (Opaque?) -> Opaque?
    let occurrenceGetRoles: @convention(c) (Opaque?) -> UInt64
    let occurrenceGetLineCol: @convention(c) (Opaque?, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void
    let symbolGetUSR: @convention(c) (Opaque?) -> IndexStoreStringRef
    let symbolGetName: @convention(c) (Opaque?) -> IndexStoreStringRef

    /// Opens the library at `path` and looks up every function; throws if the library or a function is missing.
    init(path: String) throws(CheckError) {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
            throw CheckError.toolchain("cannot load \(path): \(reason)")
        }
        func symbol<T>(_ name: String, as type: T.Type) throws(CheckError) -> T {
            guard let address = dlsym(handle, name) else {
                throw CheckError.toolchain("\(path) has no function \(name)")
            }
            return unsafeBitCast(address, to: type)
        }
        errorGetDescription = try symbol("indexstore_error_get_description", as: type(of: errorGetDescription))
        errorDispose = try symbol("indexstore_error_dispose", as: type(of: errorDispose))
        storeCreate = try symbol("indexstore_store_create", as: type(of: storeCreate))
        storeDispose = try symbol("indexstore_store_dispose", as: type(of: storeDispose))
        storeUnitsApply = try symbol("indexstore_store_units_apply_f", as: type(of: storeUnitsApply))
        unitReaderCreate = try symbol("indexstore_unit_reader_create", as: type(of: unitReaderCreate))
        unitReaderDispose = try symbol("indexstore_unit_reader_dispose", as: type(of: unitReaderDispose))
        unitReaderGetMainFile = try symbol("indexstore_unit_reader_get_main_file", as: type(of: unitReaderGetMainFile))
        unitReaderGetModuleName = try symbol("indexstore_unit_reader_get_module_name", as: type(of: unitReaderGetModuleName))
        unitReaderGetModificationTime = try symbol(
            "indexstore_unit_reader_get_modification_time", as: type(of: unitReaderGetModificationTime))
        unitReaderDependenciesApply = try symbol(
            "indexstore_unit_reader_dependencies_apply_f", as: type(of: unitReaderDependenciesApply))
        dependencyGetKind = try symbol("indexstore_unit_dependency_get_kind", as: type(of: dependencyGetKind))
        dependencyGetFilePath = try symbol("indexstore_unit_dependency_get_filepath", as: type(of: dependencyGetFilePath))
        dependencyGetModuleName = try symbol("indexstore_unit_dependency_get_modulename", as: type(of: dependencyGetModuleName))
        dependencyGetName = try symbol("indexstore_unit_dependency_get_name", as: type(of: dependencyGetName))
        recordReaderCreate = try symbol("indexstore_record_reader_create", as: type(of: recordReaderCreate))
        recordReaderDispose = try symbol("indexstore_record_reader_dispose", as: type(of: recordReaderDispose))
        recordReaderOccurrencesApply = try symbol(
            "indexstore_record_reader_occurrences_apply_f", as: type(of: recordReaderOccurrencesApply))
        occurrenceGetSymbol = try symbol("indexstore_occurrence_get_symbol", as: type(of: occurrenceGetSymbol))
        occurrenceGetRoles = try symbol("indexstore_occurrence_get_roles", as: type(of: occurrenceGetRoles))
        occurrenceGetLineCol = try symbol("indexstore_occurrence_get_line_col", as: type(of: occurrenceGetLineCol))
        symbolGetUSR = try symbol("indexstore_symbol_get_usr", as: type(of: symbolGetUSR))
        symbolGetName = try symbol("indexstore_symbol_get_name", as: type(of: symbolGetName))
    }

    /// The description of an `indexstore_error_t`, which it then disposes of.
    func consume(error: Opaque?) -> String {
        guard let error else { return "unknown error" }
        defer { errorDispose(error) }
        return errorGetDescription(error).map { String(cString: $0) } ?? "unknown error"
    }
}
