import NIOCore

/// Copies bytes between an app's ``SDLByteStream`` and the bridge end of an ``SDLSocketPair``, so
/// that the session's ordinary NIO pipeline (frame codec, ``SDLTransportHandler``) reads and
/// writes the app's stream as it reads and writes TCP.
///
/// Whichever side ends first ends both: the app's stream ending closes the bridge, which the
/// session reads as the head unit closing the connection; the app's stream failing (reading or
/// writing) is handed to the session's pipeline as an error first, so the session reports it; the
/// session closing its end ends the bridge's reads. The app's `close` is called exactly once, after
/// either.
enum SDLByteStreamBridge {
    /// How the copying ended.
    private enum End: Sendable {
        /// The app's stream ended (its sequence finished).
        case streamEnded
        /// Reading or writing the app's stream threw.
        case streamFailed(any Error)
        /// The session closed its end of the socket pair.
        case sessionClosed
    }

    /// The session's end of the pair closed while the app's bytes were being copied to it.
    private struct SessionEndClosed: Error {}

    /// Copies until one side ends, then closes the bridge channel and the app's stream.
    /// - Parameters:
    ///   - stream: the app's stream.
    ///   - bridge: the bridge end of the socket pair, as an async channel.
    ///   - session: the session's channel, which hears of a failure of the app's stream.
    static func run(_ stream: SDLByteStream, bridge: NIOAsyncChannel<ByteBuffer, ByteBuffer>, session: any Channel) async {
        // Throws only when closing the bridge channel fails, and then it is closed anyway.
        _ = try? await bridge.executeThenClose { inbound, outbound in
            await withTaskGroup(of: End.self) { group in
                group.addTask {
                    do {
                        try await stream.readAll { bytes in
                            do {
                                try await outbound.write(ByteBuffer(bytes: bytes))
                            } catch {
                                throw SessionEndClosed()
                            }
                        }
                        // Half-closes once NIO wrote what it still holds (a full close would drop it):
                        // the session reads the head unit's last bytes, then the end of the stream.
                        try? await bridge.channel.close(mode: .output)
                        return .streamEnded
                    } catch is SessionEndClosed {
                        return .sessionClosed
                    } catch {
                        return .streamFailed(error)
                    }
                }
                group.addTask {
                    do {
                        for try await buffer in inbound {
                            try await stream.write(Array(buffer.readableBytesView))
                        }
                    } catch {
                        // Reading the bridge does not fail before the session's end closed; writing the app's stream can.
                        if !Task.isCancelled { return .streamFailed(error) }
                    }
                    return .sessionClosed
                }
                let first = await group.next() ?? .sessionClosed
                if case .streamFailed(let error) = first {
                    // Before the bridge closes: the session then reports this error, not a plain close.
                    session.pipeline.fireErrorCaught(error)
                }
                // The app's reads end once its stream is closed; a sequence that ignores cancellation
                // would otherwise keep this group (and the bridge) waiting.
                group.cancelAll()
                await stream.close()
                return first
            }
        }
    }
}
