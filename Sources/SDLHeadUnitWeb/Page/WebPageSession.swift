import SDLHeadUnit

/// One open page: pushes the hub's messages to it and runs its messages as control lines, the reply
/// going back to it alone.
struct WebPageSession: Sendable {
    let hub: WebHub
    let execute: @Sendable (String) async -> String

    /// Runs until the page's messages end (it left, or its connection broke) or the hub finishes.
    /// `inbound` is the page's text messages, one at a time; `send` writes one to the page.
    func run<Inbound: AsyncSequence & Sendable>(
        inbound: Inbound, send: @escaping @Sendable (String) async throws -> Void
    ) async where Inbound.Element == String {
        let (page, messages) = hub.subscribe()
        defer { hub.unsubscribe(page) }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await message in messages {
                    do {
                        try await send(message)
                    } catch {
                        return
                    }
                    if WebVideoFeed.isVideo(message) { hub.videoWritten(to: page) }
                }
            }
            group.addTask {
                do {
                    for try await message in inbound {
                        hub.send(WebStateFeed.reply(await reply(to: message)), to: page)
                    }
                } catch {
                    // A broken frame ended the connection (the bridge closed it with a code).
                }
            }
            // Whichever side ends first (the page leaves, the server stops) ends both.
            await group.next()
            group.cancelAll()
        }
    }

    /// The control reply to one message of the page.
    func reply(to message: String) async -> String {
        if let refusal = WebPageCommand.refusal(message) { return refusal }
        return await execute(message)
    }
}
