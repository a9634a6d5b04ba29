import NIOHTTP1
import SDLHeadUnit
import SDLWebSocket

/// The server's answers: the page's files, the apps' uploaded images, and `/ws` for a request that
/// did not upgrade to the WebSocket. Requests ``WebRequestGuard`` refuses get 403 whatever they ask.
struct WebRoutes: Sendable {
    /// The page may load its own files and images and talk to its own server, nothing else.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The path of the page's WebSocket.
    static let webSocketPath = "/ws"

    let assets: WebAssets
    let hub: WebHub
    let requestGuard: WebRequestGuard

    /// The answer to `request` (a `HEAD` is answered as a `GET`; the body is left out when written).
    func response(to request: HTTPRequestHead) -> WebResponse {
        if let refusal = requestGuard.refusal(request) { return .text(403, refusal) }
        let path = SDLWebSocketServerPipeline.path(of: request.uri)
        let isRead = request.method == .GET || request.method == .HEAD
        if let asset = assets.assets[path] {
            return isRead ? Self.file(asset) : .methodNotAllowed(allowed: ["GET", "HEAD"])
        }
        switch path {
        case "/image":
            return isRead ? image(WebQuery(uri: request.uri)) : .methodNotAllowed(allowed: ["GET", "HEAD"])
        case Self.webSocketPath:
            // Only an upgrade reaches the page's socket: a plain GET asks for it the wrong way.
            return request.method == .GET
                ? .text(426, "This is the page's WebSocket: ask for an upgrade", headers: [("Upgrade", "websocket")])
                : .methodNotAllowed(allowed: ["GET"])
        default:
            return .notFound
        }
    }

    private static func file(_ asset: WebAssets.Asset) -> WebResponse {
        var headers = [(name: "Content-Type", value: asset.contentType), (name: "Cache-Control", value: "no-store")]
        if asset.contentType.hasPrefix("text/html") { headers.append(("Content-Security-Policy", contentSecurityPolicy)) }
        return WebResponse(status: 200, headers: headers, body: asset.bytes)
    }

    /// `/image?app=ID&name=NAME`: an app's uploaded graphic in the last published state.
    private func image(_ query: WebQuery) -> WebResponse {
        guard let appID = query["app"].flatMap({ Int($0) }), let name = query["name"],
              let file = hub.file(appID: appID, name: name), let type = WebImageFeed.mediaTypes[file.fileType] else {
            return .notFound
        }
        // The URL carries a fingerprint of the bytes, so a cached copy is never stale.
        return WebResponse(status: 200, headers: [("Content-Type", type), ("Cache-Control", "private, max-age=3600")], body: file.bytes)
    }
}
