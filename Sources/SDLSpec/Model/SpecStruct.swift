/// A `<struct>`: a JSON object with named params.
public struct SpecStruct: Hashable, Sendable {
    /// The spec name, e.g. `Image`.
    public var name: String
    /// The members, in spec order.
    public var params: [SpecParam]
    /// Since/until/deprecated/removed.
    public var availability: Availability
    /// The prose.
    public var documentation: Documentation
    /// Older definitions from the struct's `<history>`.
    public var history: [SpecStruct]
    /// Where the `<struct>` tag stands.
    public var location: SourceLocation

    /// Creates a struct.
    public init(
        name: String, params: [SpecParam] = [], availability: Availability = Availability(),
        documentation: Documentation = Documentation(), history: [SpecStruct] = [], location: SourceLocation
    ) {
        self.name = name
        self.params = params
        self.availability = availability
        self.documentation = documentation
        self.history = history
        self.location = location
    }
}
