/// One place in a source file where the compiler resolved a name to a symbol (an index-store occurrence).
public struct SymbolOccurrence: Hashable, Sendable {
    /// The symbol's unified symbol resolution (USR), as in symbol graphs' `identifier.precise`.
    public var usr: String
    /// The symbol's name as the index store gives it, e.g. `immediate(name:priority:executorPreference:operation:)`.
    public var name: String
    /// The absolute path of the source file.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int
    /// The `indexstore_symbol_role_t` bits of the occurrence.
    public var roles: UInt64

    /// Creates an occurrence.
    public init(usr: String, name: String, file: String, line: Int, column: Int, roles: UInt64) {
        self.usr = usr
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.roles = roles
    }

    /// `INDEXSTORE_SYMBOL_ROLE_REFERENCE`.
    public static let referenceRole: UInt64 = 1 << 2
    /// `INDEXSTORE_SYMBOL_ROLE_IMPLICIT`: a use the compiler inserted (an implicit `init`, an iterator's `next`).
    public static let implicitRole: UInt64 = 1 << 8

    /// Whether the source spells out this use: a reference that the compiler did not insert itself.
    public var isExplicitReference: Bool {
        roles & Self.referenceRole != 0 && roles & Self.implicitRole == 0
    }
}
