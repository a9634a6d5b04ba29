import NIOCore

/// A page's upgraded connection: its text messages (read and written by the bridge before it) run
/// through a ``WebPageSession`` as a task tracked by ``WebConnections``. When the session ends —
/// the page left, or the hub finished — the connection closes, with a normal close (1000) when it
/// is still open.
enum WebPageChannel {
    /// Starts the page's session on `channel`; called on the channel's loop right after the upgrade.
    static func start(on channel: any Channel, session: WebPageSession, connections: WebConnections) throws {
        let page = try NIOAsyncChannel<String, String>(wrappingChannelSynchronously: channel)
        connections.runPage(on: channel) {
            try? await page.executeThenClose { inbound, outbound in
                await session.run(inbound: inbound) { message in try await outbound.write(message) }
            }
        }
    }
}
