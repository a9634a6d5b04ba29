
/// Maps the spec's function names (`Show`, `OnHMIStatus`) to the binary header's function IDs and
/// back, from the generated `SDLFunctionID` enum (MOBILE_API `FunctionID`), so any RPC can be sent
/// or printed by name without a per-type registry.
public enum SDLFunctionNames {
    private static let idsByName: [String: Int] = {
        var table: [String: Int] = [:]
        for functionID in SDLFunctionID.knownCases {
            guard let value = functionID.numericValue, let name = functionName(of: functionID) else { continue }
            table[name] = value
        }
        return table
    }()

    private static let namesByID: [Int: String] = {
        var table: [Int: String] = [:]
        for (name, value) in idsByName { table[value] = name }
        return table
    }()

    /// The function ID of `name` (e.g. `"Show"` → 13), or `nil` if the spec has no such function.
    public static func functionID(named name: String) -> Int? { idsByName[name] }

    /// The function name of `functionID` (e.g. 32768 → `"OnHMIStatus"`), or `nil` if unknown.
    public static func name(forFunctionID functionID: Int) -> String? { namesByID[functionID] }

    /// Every known function name, sorted.
    public static var allNames: [String] { idsByName.keys.sorted() }

    /// The element name without its `ID` suffix (`ShowID` → `Show`); `nil` for `RESERVED`.
    private static func functionName(of functionID: SDLFunctionID) -> String? {
        let raw = functionID.rawValue
        guard raw.hasSuffix("ID"), raw.count > 2 else { return nil }
        return String(raw.dropLast(2))
    }
}
