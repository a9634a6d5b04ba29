/// What an API's declaration says about one Apple platform.
public struct PlatformAvailability: Hashable, Sendable, Codable {
    /// The version that introduced it, if the declaration names one.
    public var introduced: AppleVersion?
    /// Whether it is marked unavailable there (`@available(iOS, unavailable)`).
    public var unavailable: Bool

    /// Creates a platform's availability.
    public init(introduced: AppleVersion? = nil, unavailable: Bool = false) {
        self.introduced = introduced
        self.unavailable = unavailable
    }
}

/// An API's Apple availability, from the toolchain's (or a dependency's) symbol graph.
public struct APIAvailability: Hashable, Sendable, Codable {
    /// The API's qualified name, e.g. `Task.immediate(name:priority:executorPreference:operation:)`.
    public var name: String
    /// What its declaration says per platform (platforms it says nothing about are absent).
    public var platforms: [ApplePlatform: PlatformAvailability]
    /// For a protocol requirement added after its protocol: the availability of its default
    /// implementations (an empty entry for one available everywhere). Where one of them is available,
    /// the compiler binds a use to it on the older systems (as with `FixedWidthInteger.&*`, a requirement
    /// since macOS 15 whose default implementation always existed), so the use is not a finding.
    public var defaultImplementations: [[ApplePlatform: PlatformAvailability]]

    /// Creates an API's availability.
    public init(
        name: String, platforms: [ApplePlatform: PlatformAvailability],
        defaultImplementations: [[ApplePlatform: PlatformAvailability]] = []
    ) {
        self.name = name
        self.platforms = platforms
        self.defaultImplementations = defaultImplementations
    }
}
