import HummingbirdWebSocket
import SDLHeadUnit

/// One open page: pushes the hub's messages to it and runs its messages as control lines, the reply
/// going back to it alone.
struct WebPageSession: Sendable {
    let hub: WebHub
    let execute: @Sendable (String) async -> String

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        let (page, messages) = hub.subscribe()
        defer { hub.unsubscribe(page) }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await message in messages {
                    do {
                        try await outbound.write(.text(message))
                    } catch {
                        return
                    }
                }
            }
            group.addTask {
                do {
                    for try await message in inbound.messages(maxSize: WebPageCommand.maximumLength) {
                        hub.send(WebStateFeed.reply(await reply(to: message)), to: page)
                    }
                } catch {
                    // A broken or oversized frame ends the connection (the library closes it with a code).
                }
            }
            // Whichever side ends first (the page leaves, the server stops) ends both.
            await group.next()
            group.cancelAll()
        }
    }

    func reply(to message: WebSocketMessage) async -> String {
        switch message {
        case .text(let text):
            if let refusal = WebPageCommand.refusal(text) { return refusal }
            return await execute(text)
        case .binary:
            return WebPageCommand.binaryRefusal
        }
    }
}
