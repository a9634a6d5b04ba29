import SDLRPC

/// A request as the head unit accepted it.
public struct SDLHeadUnitRequest: Sendable, Hashable {
    /// The app's id, or `nil` before registration.
    public var appID: Int?
    /// The function name, e.g. `Show`.
    public var function: String
    /// The function ID.
    public var functionID: Int
    /// The correlation ID.
    public var correlationID: Int32
    /// The parameters after validation.
    public var parameters: SDLJSONObject
    /// The size of the bulk data.
    public var bulkDataSize: Int
}
