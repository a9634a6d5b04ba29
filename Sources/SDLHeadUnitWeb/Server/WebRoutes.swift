import Hummingbird
import HummingbirdWebSocket
import NIOCore
import SDLHeadUnit

/// The server's routes: the page's files, the apps' uploaded images and the WebSocket (`/ws`).
enum WebRoutes {
    /// The page may load its own files and images and talk to its own server, nothing else.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static func router(assets: WebAssets, hub: WebHub, guard requestGuard: WebRequestGuard, session: WebPageSession) -> Router<WebRequestContext> {
        let router = Router(context: WebRequestContext.self)
        router.middlewares.add(WebGuardMiddleware(requestGuard: requestGuard))
        for (path, asset) in assets.assets {
            router.get(RouterPath(path)) { _, _ in
                var headers: HTTPFields = [.contentType: asset.contentType, .cacheControl: "no-store"]
                if asset.contentType.hasPrefix("text/html") { headers[.contentSecurityPolicy] = contentSecurityPolicy }
                return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
            }
        }
        router.get("/image") { request, _ -> Response in
            let query = request.uri.queryParameters
            guard let appID = query.get("app", as: Int.self), let name = query.get("name"),
                  let file = hub.file(appID: appID, name: name), let type = WebImageFeed.mediaTypes[file.fileType] else {
                return Response(status: .notFound)
            }
            // The URL carries a fingerprint of the bytes, so a cached copy is never stale.
            let headers: HTTPFields = [.contentType: type, .cacheControl: "private, max-age=3600"]
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
        }
        router.ws("/ws") { inbound, outbound, context in
            context.requestContext.releaseWebSocketReference()
            await session.run(inbound: inbound, outbound: outbound)
        }
        return router
    }
}

/// Refuses what ``WebRequestGuard`` refuses (403) and marks every response `nosniff`.
struct WebGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    let requestGuard: WebRequestGuard

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let authority = request.head.authority
        if let refusal = requestGuard.refusal(authority: authority, origin: request.headers[.origin]) {
            return Response(status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: refusal + "\n")))
        }
        var response = try await next(request, context)
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}
