/// The WebSocket transport's codes (cloud apps).
extension SDLError.Code {
    /// Nothing arrived on a WebSocket connection within its connection-lost timeout (pings
    /// unanswered); the connection was closed with 1001.
    public static let connectionLost = SDLError.Code("connectionLost")
    /// The WebSocket server refused the HTTP upgrade (wrong path, not HTTP/1.1, not a WebSocket server).
    public static let upgradeRefused = SDLError.Code("upgradeRefused")
    /// A WebSocket server could not listen on its address.
    public static let listenFailed = SDLError.Code("listenFailed")
}
