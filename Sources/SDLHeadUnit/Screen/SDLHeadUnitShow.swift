import SDLRPC

/// A Show the head unit applied.
public struct SDLHeadUnitShow: Sendable, Hashable {
    /// The app that sent it.
    public var appID: Int
    /// Its parameters after validation.
    public var parameters: SDLJSONObject
    /// The app's screen afterwards.
    public var screen: SDLScreenState
}
