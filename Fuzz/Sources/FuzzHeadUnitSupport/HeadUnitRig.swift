import FuzzSupport
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOEmbedded
import SDLProtocol
@testable import SDLHeadUnit

/// One connection of the emulator without sockets or threads: the server's own pipeline (Core's
/// frame rules, the encoder, `HeadUnitConnectionHandler`) in an `EmbeddedChannel`, on a fresh
/// `HeadUnitCore` with a manual clock that only moves when told, and no logging.
///
/// `@testable import SDLHeadUnit`: the core and the handler are internal; scripts/fuzz builds with
/// `-enable-testing`.
///
/// ```swift
/// let rig = HeadUnitRig()
/// rig.receive(bytes, chunkSize: 16)
/// let sent = rig.takeSent()
/// rig.close()
/// ```
public final class HeadUnitRig {
    let loop = EmbeddedEventLoop()
    let clock = SDLManualClock()
    let core: HeadUnitCore
    let channel: EmbeddedChannel
    private var sent: [UInt8] = []

    /// Starts a core and opens one connection to it.
    public init() {
        var configuration = SDLHeadUnitConfiguration()
        configuration.clock = clock
        configuration.logger = Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() })
        core = HeadUnitCore(configuration: configuration, validator: HeadUnitValidator(validator: FuzzSpec.validator), eventLoop: loop)
        channel = EmbeddedChannel(loop: loop)
        let validation = SDLFrameValidation(maximumPayloadSize: configuration.maximumPayloadSize, followsCoreRules: true)
        do {
            try channel.pipeline.syncOperations.addHandlers([
                ByteToMessageHandler(SDLFrameDecoder(validation: validation)),
                MessageToByteHandler(SDLFrameEncoder()),
                HeadUnitConnectionHandler(connectionID: 1, core: core),
            ])
            try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 12345)).wait()
        } catch {
            fatalError("fuzz set-up: cannot build the emulator's pipeline: \(error)")
        }
    }

    /// Writes `bytes` as the app's, `chunkSize` bytes at a time; stops at the first decoding error
    /// (the server closes the connection there). Returns whether every byte was taken.
    @discardableResult
    public func receive(_ bytes: some Collection<UInt8>, chunkSize: Int = Int.max) -> Bool {
        let bytes = Array(bytes)
        var start = 0
        while start < bytes.count, channel.isActive {
            let end = min(start + max(chunkSize, 1), bytes.count)
            do {
                try channel.writeInbound(ByteBuffer(bytes: bytes[start..<end]))
            } catch {
                collectSent()
                return false
            }
            collectSent()
            start = end
        }
        return true
    }

    /// Moves the emulator's clock (heartbeat monitors and the clock's other timers fire).
    public func advanceClock(by duration: Duration) {
        clock.advance(by: duration)
        loop.run()
        collectSent()
    }

    /// Runs one control line as the control channel would, returning its reply line.
    public func execute(controlLine line: String) -> String {
        let reply = HeadUnitControl.execute(line: line, core: core, quit: {})
        loop.run()
        collectSent()
        return reply
    }

    /// Writes `bytes` to a control channel (the `--control-port` pipeline: the line decoder, then the
    /// control handler), `chunkSize` bytes at a time, then ends its input. Returns the reply lines,
    /// or `nil` when the line decoder refused the input (the channel closes there).
    public func control(_ bytes: some Collection<UInt8>, chunkSize: Int = Int.max) -> [String]? {
        let bytes = Array(bytes)
        let replies = NIOLockedValueBox<[String]>([])
        let core = self.core
        let control = EmbeddedChannel(loop: loop)
        defer { _ = try? control.finish(acceptAlreadyClosed: true) }
        do {
            try control.pipeline.syncOperations.addHandlers([
                ByteToMessageHandler(HeadUnitLineDecoder()),
                HeadUnitControlHandler(
                    execute: { line in HeadUnitControl.execute(line: line, core: core, quit: {}) },
                    output: { reply in replies.withLockedValue { $0.append(reply) } }
                ),
            ])
            var start = 0
            while start < bytes.count {
                let end = min(start + max(chunkSize, 1), bytes.count)
                try control.writeInbound(ByteBuffer(bytes: bytes[start..<end]))
                loop.run()
                start = end
            }
            _ = try control.finish()
        } catch {
            loop.run()
            collectSent()
            return nil
        }
        loop.run()
        collectSent()
        return replies.withLockedValue { $0 }
    }

    /// What the emulator wrote to the app since the last call.
    public func takeSent() -> [UInt8] {
        collectSent()
        defer { sent.removeAll() }
        return sent
    }

    /// Closes the connection as the app hanging up would.
    public func close() {
        _ = try? channel.close().wait()
        loop.run()
        collectSent()
        _ = try? channel.finish(acceptAlreadyClosed: true)
    }

    private func collectSent() {
        while let buffer = try? channel.readOutbound(as: ByteBuffer.self) {
            sent += buffer.readableBytesView
        }
    }
}
