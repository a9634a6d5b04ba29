/// Wire value → case, for a generated enum's `init(rawValue:)`: one dictionary lookup, built once
/// per enum with its ``SDLEnumerationInfo``, instead of a `switch` over every string (which
/// the optimiser expands into a chain of string comparisons per enum).
public struct SDLEnumerationTable<Enumeration: SDLEnumeration>: Sendable {
    private let casesByRawValue: [String: Enumeration]

    /// Indexes `cases` by wire value; should two share one, the first wins.
    public init(_ cases: [Enumeration]) {
        var table: [String: Enumeration] = [:]
        table.reserveCapacity(cases.count)
        for known in cases where table[known.rawValue] == nil {
            table[known.rawValue] = known
        }
        casesByRawValue = table
    }

    /// The case whose wire value is `rawValue`, or `nil` when the enum does not define it.
    public subscript(rawValue: String) -> Enumeration? {
        casesByRawValue[rawValue]
    }
}
