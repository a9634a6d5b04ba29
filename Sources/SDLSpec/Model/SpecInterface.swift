/// A whole spec file: the `<interface>` element and everything in it, in document order.
public struct SpecInterface: Hashable, Sendable {
    /// `name`, e.g. "SmartDeviceLink RAPI".
    public var name: String
    /// `version`, e.g. 8.0.0 (absent in some fixtures).
    public var version: SpecVersion?
    /// `minVersion` (absent in 4.5.1).
    public var minVersion: SpecVersion?
    /// `date` as written.
    public var date: String?
    /// The enums in document order.
    public var enums: [SpecEnum]
    /// The structs in document order.
    public var structs: [SpecStruct]
    /// The functions in document order.
    public var functions: [SpecFunction]
    /// The file name used in diagnostics and provenance lines.
    public var fileName: String
    /// The SHA-256 of the bytes it was parsed from (64 lower-case hex digits), which tells the
    /// pinned rpc_spec 8.0.0 file (``PinnedSpec``) from any other; `nil` when built in code.
    public var sha256: String?

    /// Creates an interface.
    public init(
        name: String, version: SpecVersion? = nil, minVersion: SpecVersion? = nil, date: String? = nil,
        enums: [SpecEnum] = [], structs: [SpecStruct] = [], functions: [SpecFunction] = [], fileName: String,
        sha256: String? = nil
    ) {
        self.name = name
        self.version = version
        self.minVersion = minVersion
        self.date = date
        self.enums = enums
        self.structs = structs
        self.functions = functions
        self.fileName = fileName
        self.sha256 = sha256
    }

    /// The enum with this name.
    public func enumeration(named name: String) -> SpecEnum? { enums.first { $0.name == name } }
    /// The struct with this name.
    public func structure(named name: String) -> SpecStruct? { structs.first { $0.name == name } }
    /// The function with this name and message type.
    public func function(named name: String, _ type: SpecMessageType) -> SpecFunction? {
        functions.first { $0.name == name && $0.messageType == type }
    }
}
