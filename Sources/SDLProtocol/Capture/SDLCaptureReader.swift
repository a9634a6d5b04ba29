import NIOCore

/// Reads a capture — a byte stream of concatenated SDL frames, from both directions — and yields every
/// reassembled RPC with its JSON, every control frame, and every protocol error, without stopping
/// at errors where it can. Made for `sdl-validate --frames FILE`.
///
/// Feed bytes in chunks of any size with ``feed(_:)-(ByteBuffer)`` and call ``finish()`` at the end,
/// or wrap an `AsyncSequence` of chunks with ``events(from:)``, or read a whole buffer with
/// ``events(in:)``.
///
/// - **Headers** are checked when complete: version 1–5, frame type 0–3, data size ≤
///   `maximumPayloadSize`, a known service type and control frame info, and 8 bytes for a first
///   frame. A bad header is reported once, then bytes are skipped one at a time until a good header
///   follows (Core's resynchronisation, §A.5); skipped bytes are counted, not reported one by one.
///   As in Core, garbage that happens to look like a valid header swallows the bytes it declares
///   (at most `maximumPayloadSize`) before reading resumes.
/// - **Messages** go through ``SDLMessageAssembler`` (its errors are reported, reading goes on).
///   RPC and bulk messages are decoded as ``SDLRPCPayload`` (v2+) or ``SDLRPCEnvelopeV1`` (v1);
///   encrypted ones (the E bit, §A.12) come out whole as ``SDLCaptureEvent/encrypted(_:offset:)``,
///   unread — unless a ``decryptor`` has the keys: then each encrypted frame is decrypted before it
///   is reassembled (as Core does), and its RPC comes out marked ``SDLCapturedRPC/wasEncrypted``; a
///   frame the keys do not open is an error. Audio and video messages are counted only.
/// - **Memory** is bounded: one partial frame (≤ header + `maximumPayloadSize`) plus the assembler's
///   limits, whatever the capture's length.
///
/// The two directions share message IDs, so a capture where both sides interleave multi-frame
/// messages with the same (session, message ID) cannot be told apart; real captures rarely do.
public struct SDLCaptureReader: Sendable {
    /// The largest frame payload accepted.
    public let maximumPayloadSize: Int
    private var assembler: SDLMessageAssembler
    private var buffer = ByteBuffer()
    /// Offset in the whole capture of `buffer`'s reader index.
    private var offset = 0
    private var resynchronising = false
    /// Decrypts protected frames when set (see ``SDLCaptureDecrypting``).
    public var decryptor: (any SDLCaptureDecrypting)?
    /// Messages with at least one decrypted frame, until they complete.
    private var decryptedMessages: Set<SDLMessageAssembler.Key> = []
    /// Counts so far.
    public private(set) var statistics = SDLCaptureStatistics()

    /// Creates a reader.
    public init(
        maximumPayloadSize: Int = SDLFrameValidation.defaultMaximumPayloadSize,
        maximumMessageSize: Int = SDLMessageAssembler.defaultMaximumMessageSize,
        maximumPendingMessages: Int = SDLMessageAssembler.defaultMaximumPendingMessages,
        decryptor: (any SDLCaptureDecrypting)? = nil
    ) {
        self.maximumPayloadSize = maximumPayloadSize
        self.decryptor = decryptor
        assembler = SDLMessageAssembler(maximumMessageSize: maximumMessageSize, maximumPendingMessages: maximumPendingMessages)
    }

    /// Reads the next chunk of the capture; returns what it completed.
    public mutating func feed(_ chunk: ByteBuffer) -> [SDLCaptureEvent] {
        statistics.bytesRead += chunk.readableBytes
        if buffer.readableBytes == 0 {
            buffer = chunk
        } else {
            buffer.writeImmutableBuffer(chunk)
        }
        var events: [SDLCaptureEvent] = []
        while step(into: &events) {}
        if buffer.readerIndex > 65_536 {
            buffer.discardReadBytes()
        }
        return events
    }

    /// Reads the next chunk of the capture; returns what it completed.
    public mutating func feed(_ chunk: some Sequence<UInt8>) -> [SDLCaptureEvent] {
        feed(ByteBuffer(bytes: chunk))
    }

    /// Ends the capture: reports bytes left in the middle of a frame as `truncated`, and
    /// multi-frame messages still incomplete as `truncated` too.
    public mutating func finish() -> [SDLCaptureEvent] {
        var events: [SDLCaptureEvent] = []
        if buffer.readableBytes > 0 {
            report(SDLProtocolError(code: .truncated, message: "capture ends inside a frame (\(buffer.readableBytes) bytes left)"), at: offset, into: &events)
            offset += buffer.readableBytes
            buffer.clear()
        }
        for key in assembler.pendingKeys.sorted(by: { ($0.sessionID, $0.messageID) < ($1.sessionID, $1.messageID) }) {
            report(
                SDLProtocolError(code: .truncated, message: "capture ends before the last frame of message \(key.messageID) of session \(key.sessionID)"),
                at: offset, into: &events
            )
        }
        assembler.removeAll()
        decryptedMessages.removeAll()
        return events
    }

    /// Every event of a whole capture held in memory (``feed(_:)-(ByteBuffer)`` then ``finish()``).
    public static func events(in capture: some Sequence<UInt8>) -> [SDLCaptureEvent] {
        var reader = SDLCaptureReader()
        return reader.feed(capture) + reader.finish()
    }

    /// The events of a capture arriving as chunks (e.g. a file read piece by piece).
    public func events<Chunks: AsyncSequence>(from chunks: Chunks) -> SDLCaptureEventSequence<Chunks> where Chunks.Element == ByteBuffer {
        SDLCaptureEventSequence(base: chunks, reader: self)
    }

    /// Tries to take one frame off the buffer; false when more bytes are needed.
    private mutating func step(into events: inout [SDLCaptureEvent]) -> Bool {
        let header: SDLFrameHeader
        do {
            guard let peeked = try SDLFrameHeader.peek(in: buffer) else { return false }
            try check(peeked)
            header = peeked
        } catch {
            if !resynchronising {
                report(error, at: offset, into: &events)
                resynchronising = true
            }
            buffer.moveReaderIndex(forwardBy: 1)
            offset += 1
            statistics.skippedBytes += 1
            return true
        }
        let frameSize = header.encodedSize + Int(header.dataSize)
        guard buffer.readableBytes >= frameSize else { return false }
        resynchronising = false
        buffer.moveReaderIndex(forwardBy: header.encodedSize)
        let payload = buffer.readSlice(length: Int(header.dataSize)) ?? ByteBuffer()
        let frameOffset = offset
        offset += frameSize
        statistics.frames += 1
        handle(SDLFrame(header: header, payload: payload), at: frameOffset, into: &events)
        return true
    }

    private func check(_ header: SDLFrameHeader) throws(SDLProtocolError) {
        try header.validate(SDLFrameValidation(maximumPayloadSize: maximumPayloadSize))
        guard header.serviceType.isKnown else {
            throw SDLProtocolError(code: .invalidServiceType, message: "service type \(header.serviceType) is not one Core accepts")
        }
        if header.frameType == .control && !header.controlFrameInfo.isKnown {
            throw SDLProtocolError(code: .invalidFrameInfo, message: "control frame info 0x\(String(header.frameInfo, radix: 16)) is unknown")
        }
        if header.frameType == .first && header.dataSize != 8 {
            throw SDLProtocolError(code: .invalidDataSize, message: "first frame with data size \(header.dataSize), not 8")
        }
    }

    private mutating func handle(_ frame: SDLFrame, at frameOffset: Int, into events: inout [SDLCaptureEvent]) {
        var frame = frame
        if decryptor != nil {
            observeSecurityQuery(in: frame)
            guard decrypt(&frame, at: frameOffset, into: &events) else { return }
        }
        if frame.header.frameType == .control {
            statistics.controlFrames += 1
            events.append(.control(frame, offset: frameOffset))
            return
        }
        let message: SDLMessage
        do {
            guard let complete = try assembler.append(frame) else { return }
            message = complete
        } catch {
            report(error, at: frameOffset, into: &events)
            return
        }
        let wasEncrypted = decryptedMessages.remove(SDLMessageAssembler.Key(sessionID: message.sessionID, messageID: message.messageID)) != nil
        guard message.serviceType.carriesRPCs else {
            statistics.otherMessages += 1
            return
        }
        guard !message.isEncrypted else {
            statistics.encryptedMessages += 1
            events.append(.encrypted(message, offset: frameOffset))
            return
        }
        do {
            if message.version >= 2 {
                let payload = try SDLRPCPayload(decoding: message.payload)
                events.append(.rpc(SDLCapturedRPC(
                    offset: frameOffset, version: message.version, serviceType: message.serviceType,
                    sessionID: message.sessionID, messageID: message.messageID, payload: payload,
                    wasEncrypted: wasEncrypted
                )))
            } else {
                let envelope = try SDLRPCEnvelopeV1(decoding: message.payload.readableBytesView)
                events.append(.legacyRPC(SDLCapturedLegacyRPC(offset: frameOffset, sessionID: message.sessionID, envelope: envelope)))
            }
            statistics.rpcs += 1
        } catch {
            report(error, at: frameOffset, into: &events)
        }
    }

    /// Shows the decryptor a security query (a single unencrypted frame on the control service).
    private mutating func observeSecurityQuery(in frame: SDLFrame) {
        guard SDLSecurityQuery.isCarried(by: frame.header), !frame.header.isEncrypted,
              let query = try? SDLSecurityQuery(frame: frame) else { return }
        decryptor?.observe(query, sessionID: frame.header.sessionID)
    }

    /// Replaces an encrypted frame's payload by its plaintext when the decryptor has the keys;
    /// false (an error reported) when the keys do not open it.
    private mutating func decrypt(_ frame: inout SDLFrame, at frameOffset: Int, into events: inout [SDLCaptureEvent]) -> Bool {
        guard frame.header.isEncrypted, frame.payload.readableBytes > 0, var decryptor else { return true }
        defer { self.decryptor = decryptor }
        switch decryptor.decrypt(frame.payload, sessionID: frame.header.sessionID) {
        case .noKeys:
            return true
        case .failed(let reason):
            report(SDLProtocolError(
                code: .encryptedPayload,
                message: "encrypted \(frame.header.serviceType) frame of message \(frame.header.messageID) of session \(frame.header.sessionID) does not decrypt: \(reason)"
            ), at: frameOffset, into: &events)
            return false
        case .decrypted(let plaintext):
            statistics.decryptedFrames += 1
            frame.payload = plaintext
            frame.updateHeader { $0.isEncrypted = false }
            if frame.header.frameType != .control {
                decryptedMessages.insert(SDLMessageAssembler.Key(sessionID: frame.header.sessionID, messageID: frame.header.messageID))
            }
            return true
        }
    }

    private mutating func report(_ error: SDLProtocolError, at errorOffset: Int, into events: inout [SDLCaptureEvent]) {
        statistics.errors += 1
        events.append(.error(error, offset: errorOffset))
    }
}
