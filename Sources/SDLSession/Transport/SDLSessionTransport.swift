/// How ``SDLSession/connect(host:port:configuration:)`` reaches the head unit: TCP (SDL Core's
/// port 12345) or a WebSocket (`ws://host:port/path`, Core's WebEngine server or an emulator's).
///
/// ```swift
/// var configuration = SDLSessionConfiguration()
/// configuration.transport = .webSocket(SDLWebSocketOptions(path: "/"))
/// let session = try await SDLSession.connect(host: "127.0.0.1", port: 2020, configuration: configuration)
/// ```
///
/// Cloud apps, which Core dials, accept cars with an ``SDLSessionServer`` instead.
public struct SDLSessionTransport: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case tcp
        case webSocket(SDLWebSocketOptions)
    }

    let kind: Kind

    /// Plain TCP, one SDL frame after another (the default).
    public static let tcp = SDLSessionTransport(kind: .tcp)

    /// A WebSocket client: an HTTP/1.1 upgrade on `options.path`, then one SDL frame per binary message.
    public static func webSocket(_ options: SDLWebSocketOptions = SDLWebSocketOptions()) -> SDLSessionTransport {
        SDLSessionTransport(kind: .webSocket(options))
    }

    /// `tcp`, `ws <path>` or `wss <path>`.
    public var description: String {
        switch kind {
        case .tcp: "tcp"
        case .webSocket(let options): "\(options.security == nil ? "ws" : "wss") \(options.path)"
        }
    }
}
