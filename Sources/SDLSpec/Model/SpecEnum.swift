/// An `<enum>`: a named set of string values.
public struct SpecEnum: Hashable, Sendable {
    /// The spec name, e.g. `HMILevel`.
    public var name: String
    /// The elements, in spec order.
    public var elements: [SpecEnumElement]
    /// Since/until/deprecated/removed.
    public var availability: Availability
    /// `internal_scope`, e.g. "base" (informational).
    public var internalScope: String?
    /// `platform`, e.g. "documentation" (informational).
    public var platform: String?
    /// The prose.
    public var documentation: Documentation
    /// Older definitions of this enum from its `<history>`.
    public var history: [SpecEnum]
    /// Where the `<enum>` tag stands.
    public var location: SourceLocation

    /// Creates an enum.
    public init(
        name: String, elements: [SpecEnumElement] = [], availability: Availability = Availability(),
        internalScope: String? = nil, platform: String? = nil, documentation: Documentation = Documentation(),
        history: [SpecEnum] = [], location: SourceLocation
    ) {
        self.name = name
        self.elements = elements
        self.availability = availability
        self.internalScope = internalScope
        self.platform = platform
        self.documentation = documentation
        self.history = history
        self.location = location
    }

    /// The element with this wire name, if any.
    public func element(named name: String) -> SpecEnumElement? {
        elements.first { $0.name == name }
    }
}

/// An `<element>` of an enum.
public struct SpecEnumElement: Hashable, Sendable {
    /// The wire value, e.g. `EN-US` or `8KHZ`.
    public var name: String
    /// `internal_name`: a code identifier some generators use; never on the wire.
    public var internalName: String?
    /// `value`: the numeric value (FunctionID, messageType, PredefinedWindows, LightName).
    public var value: Int?
    /// `hexvalue`: the same number written in hex, as the spec gives it.
    public var hexValue: String?
    /// `rootscreen="true"` on PredefinedLayout elements.
    public var isRootScreen: Bool
    /// Since/until/deprecated/removed.
    public var availability: Availability
    /// The prose, including `<warning>` text.
    public var documentation: Documentation
    /// Older definitions of this element.
    public var history: [SpecEnumElement]
    /// Where the `<element>` tag stands.
    public var location: SourceLocation

    /// Creates an element.
    public init(
        name: String, internalName: String? = nil, value: Int? = nil, hexValue: String? = nil,
        isRootScreen: Bool = false, availability: Availability = Availability(),
        documentation: Documentation = Documentation(), history: [SpecEnumElement] = [], location: SourceLocation
    ) {
        self.name = name
        self.internalName = internalName
        self.value = value
        self.hexValue = hexValue
        self.isRootScreen = isRootScreen
        self.availability = availability
        self.documentation = documentation
        self.history = history
        self.location = location
    }
}
