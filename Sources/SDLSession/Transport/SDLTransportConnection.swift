import NIOCore
import SDLProtocol
import SDLWebSocket

/// One connection to a head unit (TCP or WebSocket): writes frames, closes, and tells which connection an event
/// came from (``generation``), so events of a connection replaced by a reconnect are ignored.
final class SDLTransportConnection: Sendable {
    /// Counts the connections of one session: 1, 2, … (a reconnect makes a new one).
    let generation: Int
    let channel: any Channel

    init(generation: Int, channel: any Channel) {
        self.generation = generation
        self.channel = channel
    }

    var eventLoop: any EventLoop { channel.eventLoop }

    /// Writes `frames` in order, back to back, and flushes once. Frames of one message are never
    /// interleaved with another caller's frames because they are written in one event-loop task.
    func send(_ frames: [SDLFrame]) {
        guard !frames.isEmpty else { return }
        let channel = self.channel
        if channel.eventLoop.inEventLoop {
            Self.write(frames, to: channel)
        } else {
            channel.eventLoop.execute { Self.write(frames, to: channel) }
        }
    }

    private static func write(_ frames: [SDLFrame], to channel: any Channel) {
        for frame in frames {
            channel.write(frame, promise: nil)
        }
        channel.flush()
    }

    /// Bounds a WebSocket connection's messages by the negotiated MTU plus the frame header
    /// (larger ones close it with 1009); TCP has no messages to bound.
    func limitMessages(toPayloadSize payloadSize: Int) {
        let channel = self.channel
        let apply: @Sendable () -> Void = {
            guard let bridge = try? channel.pipeline.syncOperations.handler(type: SDLWebSocketFrameBridge.self) else { return }
            bridge.maximumMessageSize = SDLWebSocketSettings.frameHeaderSize + payloadSize
        }
        // On the loop (the StartServiceACK is being read) the next message is already bounded.
        if channel.eventLoop.inEventLoop { apply() } else { channel.eventLoop.execute(apply) }
    }

    /// Closes the connection; the handler then reports the close to the session.
    func close() {
        channel.close(promise: nil)
    }
}
