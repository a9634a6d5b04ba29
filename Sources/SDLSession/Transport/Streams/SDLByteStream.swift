/// A byte stream to a head unit that the app opened itself — an iAP `EASession` on iOS, a
/// Bluetooth or USB link elsewhere, or a pipe in a test — on which a session speaks the same SDL
/// protocol as over TCP: framing, StartService, RPCs, heartbeats.
///
/// Made from any `AsyncSequence` of byte chunks plus a writer (``init(incoming:write:close:)``);
/// the `SmartDeviceLink` module adds `init(input:output:)` for a pair of Foundation streams. A
/// session uses one byte stream for one connection: it reads until the sequence ends or throws,
/// writes each frame with `write`, and calls `close` exactly once, right after the connection
/// ended for whatever reason (either side closed, the stream failed, the session closed). A
/// reconnect asks the app's opener for a new one, see ``SDLSession/connect(name:configuration:opening:)``.
public struct SDLByteStream: Sendable {
    /// Reads every chunk into `deliver`, in order; returns at the end of the stream, throws its error.
    let readAll: @Sendable (_ deliver: @Sendable ([UInt8]) async throws -> Void) async throws -> Void
    /// Writes one chunk; returns when the stream took all of it.
    let write: @Sendable ([UInt8]) async throws -> Void
    /// Ends the stream (called once, by ``SDLByteStreamBridge``).
    let close: @Sendable () async -> Void

    /// A byte stream read from `incoming` and written with `write`.
    ///
    /// - Parameters:
    ///   - incoming: the head unit's bytes in chunks of any size (`[UInt8]`, `ArraySlice<UInt8>`,
    ///     `Data` …). Its end is the end of the connection; an error it throws ends the connection
    ///     with that error. It is iterated once, from one task.
    ///   - write: sends bytes to the head unit; called from one task at a time, in order. An error
    ///     it throws ends the connection.
    ///   - close: releases the stream (closes the `EASession`, the socket …) so that `incoming`
    ///     ends; called exactly once when the connection ends, whoever ended it.
    public init<Incoming: AsyncSequence & Sendable>(
        incoming: Incoming,
        write: @escaping @Sendable ([UInt8]) async throws -> Void,
        close: @escaping @Sendable () async -> Void = {}
    ) where Incoming.Element: Sequence, Incoming.Element.Element == UInt8 {
        self.readAll = { deliver in
            for try await chunk in incoming {
                let bytes = Array(chunk)
                if !bytes.isEmpty { try await deliver(bytes) }
            }
        }
        self.write = write
        self.close = close
    }
}
