import SDLRPC

/// A response the head unit sent.
public struct SDLHeadUnitResponse: Sendable, Hashable {
    /// The app's id, or `nil` when it is not registered.
    public var appID: Int?
    /// The function name.
    public var function: String
    /// The function ID (the request's, echoed).
    public var functionID: Int
    /// The correlation ID.
    public var correlationID: Int32
    /// `resultCode`.
    public var resultCode: String
    /// `success`.
    public var success: Bool
    /// All parameters sent.
    public var parameters: SDLJSONObject
}
