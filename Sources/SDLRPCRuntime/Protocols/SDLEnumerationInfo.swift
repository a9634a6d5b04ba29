/// What the spec says of one generated enum, stated once per enum by the generated code: its name
/// and its cases in spec order, with the wire-value index that `init(rawValue:)` reads.
///
/// One `static let` per enum instead of a property, a table and an initialiser each: the generated
/// code stays small for the compiler, and every enum answers ``SDLEnumeration/knownCases``,
/// ``SDLEnumeration/specName``, ``SDLEnumeration/isKnown`` and `init(rawValue:)` the same way.
public struct SDLEnumerationInfo<Enumeration: SDLEnumeration>: Sendable {
    /// The enum's name in the spec, e.g. `HMILevel`.
    public let specName: String
    /// Every case the spec defines, in spec order.
    public let knownCases: [Enumeration]
    /// Wire value → case (one dictionary lookup instead of a `switch` over every string).
    let casesByRawValue: SDLEnumerationTable<Enumeration>

    /// States the enum `specName` with `knownCases`; should two cases share a wire value, the
    /// first wins when reading.
    public init(specName: String, knownCases: [Enumeration]) {
        self.specName = specName
        self.knownCases = knownCases
        casesByRawValue = SDLEnumerationTable(knownCases)
    }
}
