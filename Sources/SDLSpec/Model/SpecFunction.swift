/// The `messagetype` of a function.
public enum SpecMessageType: String, Hashable, Sendable, CaseIterable {
    /// A request from the app (or to it).
    case request
    /// The answer to a request.
    case response
    /// A one-way message.
    case notification
}

/// A `<function>`: one message type of one RPC. Request and response of an RPC are two functions
/// sharing `name` and `functionID`.
public struct SpecFunction: Hashable, Sendable {
    /// The RPC name, e.g. `Alert`.
    public var name: String
    /// The name of the FunctionID enum element, e.g. `AlertID`.
    public var functionID: String
    /// Request, response or notification.
    public var messageType: SpecMessageType
    /// The params, in spec order.
    public var params: [SpecParam]
    /// Since/until/deprecated/removed.
    public var availability: Availability
    /// The prose.
    public var documentation: Documentation
    /// Older definitions from the function's `<history>`.
    public var history: [SpecFunction]
    /// Where the `<function>` tag stands.
    public var location: SourceLocation

    /// Creates a function.
    public init(
        name: String, functionID: String, messageType: SpecMessageType, params: [SpecParam] = [],
        availability: Availability = Availability(), documentation: Documentation = Documentation(),
        history: [SpecFunction] = [], location: SourceLocation
    ) {
        self.name = name
        self.functionID = functionID
        self.messageType = messageType
        self.params = params
        self.availability = availability
        self.documentation = documentation
        self.history = history
        self.location = location
    }
}
