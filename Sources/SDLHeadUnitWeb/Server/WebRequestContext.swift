import Hummingbird
import HummingbirdWebSocket
import NIOConcurrencyHelpers

/// The request context of the web view's server: Hummingbird's `BasicWebSocketRequestContext`,
/// less its leak.
///
/// Hummingbird's WebSocket route stores the request context inside the context's own
/// `WebSocketHandlerReference` (`context.webSocket.handler = (context, handler)`), so the reference
/// and the context hold each other and every upgraded connection — its context, and the page
/// session its handler captured — stays in memory for good (LeakSanitizer finds it after the web
/// tests). This context keeps the reference in a slot that ``releaseWebSocketReference()``
/// empties; the `/ws` handler calls it first thing, when Hummingbird no longer needs the reference,
/// and the cycle is gone.
///
/// ```swift
/// router.ws("/ws") { inbound, outbound, context in
///     context.requestContext.releaseWebSocketReference()
///     …
/// }
/// ```
struct WebRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    private let slot = Slot()

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// The reference Hummingbird's WebSocket route fills in; an empty one once released.
    var webSocket: WebSocketHandlerReference<Self> { slot.reference }

    /// Lets go of the WebSocket handler reference (and with it this context's cycle).
    func releaseWebSocketReference() { slot.release() }

    private final class Slot: Sendable {
        private let stored = NIOLockedValueBox<WebSocketHandlerReference<WebRequestContext>?>(WebSocketHandlerReference())

        var reference: WebSocketHandlerReference<WebRequestContext> {
            stored.withLockedValue { $0 ?? WebSocketHandlerReference() }
        }

        func release() { stored.withLockedValue { $0 = nil } }
    }
}
