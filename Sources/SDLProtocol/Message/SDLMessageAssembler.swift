import NIOCore

/// Puts multi-frame messages back together (§A.4), following Core's `MultiFrameBuilder` rules.
///
/// Feed it every single, first and consecutive frame of one connection, in arrival order. Messages
/// are keyed by (session ID, message ID), as Core keys them per connection, so frames of different
/// messages may interleave. Rules:
/// - a single frame is a whole message at once;
/// - a first frame must have an 8-byte payload (total size, frame count) and must not be
///   encrypted; its total must be at most ``maximumMessageSize``; a second first frame for a key in
///   progress is refused (the pending one is kept); at most ``maximumPendingMessages`` may be pending;
/// - a consecutive frame needs a pending first frame; a non-final one must be numbered previous + 1
///   (after 255 comes 1; the first one is 1); the one numbered 0 completes the message, which must then
///   hold exactly the announced total (Core does not check the frame count field, nor does this);
/// - a message that broke a rule is dropped, and its remaining consecutive frames are skipped without
///   further errors until its final frame.
///
/// Memory is bounded: at most 1 MiB is reserved from a declared size before its bytes arrive, and at
/// most `maximumPendingMessages × maximumMessageSize` bytes are ever held.
public struct SDLMessageAssembler: Sendable {
    /// The default limit on one message's total size: 32 MiB.
    public static let defaultMaximumMessageSize = 32 * 1024 * 1024
    /// The default limit on messages being reassembled at once.
    public static let defaultMaximumPendingMessages = 64
    /// The most capacity reserved up front for one message from its announced size (1 MiB); a larger
    /// message grows as its bytes arrive.
    static let maximumReservation = 1_048_576

    /// The key of a message being reassembled.
    public struct Key: Hashable, Sendable {
        /// The session ID.
        public var sessionID: UInt8
        /// The message ID.
        public var messageID: UInt32
    }

    struct Pending: Sendable {
        var version: UInt8
        var serviceType: SDLServiceType
        var isEncrypted: Bool
        var total: Int
        var lastSequence: UInt8
        var buffer: ByteBuffer
    }

    /// The largest total size accepted for one message.
    public var maximumMessageSize: Int
    /// The most messages that may be reassembled at once.
    public var maximumPendingMessages: Int
    private var pending: [Key: Pending] = [:]
    private var discarded: Set<Key> = []

    /// Creates an assembler.
    public init(
        maximumMessageSize: Int = defaultMaximumMessageSize,
        maximumPendingMessages: Int = defaultMaximumPendingMessages
    ) {
        self.maximumMessageSize = maximumMessageSize
        self.maximumPendingMessages = maximumPendingMessages
    }

    /// The keys of the messages being reassembled.
    public var pendingKeys: Set<Key> { Set(pending.keys) }

    /// Forgets every partial message.
    public mutating func removeAll() {
        pending.removeAll()
        discarded.removeAll()
    }

    /// Takes the next frame.
    ///
    /// - Returns: the whole message when `frame` is a single frame or completes a multi-frame
    ///   message, otherwise `nil`.
    /// - Throws: ``SDLProtocolError``: `invalidFrameType` for a control frame (control frames are
    ///   not messages), `invalidDataSize`, `encryptedFirstFrame`, `messageTooLarge`,
    ///   `duplicateFirstFrame`, `tooManyPendingMessages`, `unexpectedConsecutiveFrame`,
    ///   `outOfOrderFrame` or `messageSizeMismatch`.
    public mutating func append(_ frame: SDLFrame) throws(SDLProtocolError) -> SDLMessage? {
        let header = frame.header
        let key = Key(sessionID: header.sessionID, messageID: header.messageID)
        switch header.frameType {
        case .control:
            throw SDLProtocolError(code: .invalidFrameType, message: "a control frame is not part of a message")
        case .single:
            guard frame.payload.readableBytes <= maximumMessageSize else {
                throw SDLProtocolError(
                    code: .messageTooLarge,
                    message: "message of \(frame.payload.readableBytes) bytes; the limit is \(maximumMessageSize)"
                )
            }
            return SDLMessage(
                version: header.version, serviceType: header.serviceType, sessionID: header.sessionID,
                messageID: header.messageID, isEncrypted: header.isEncrypted, payload: frame.payload
            )
        case .first:
            try startMessage(frame, key: key)
            return nil
        case .consecutive:
            return try continueMessage(frame, key: key)
        }
    }

    private mutating func startMessage(_ frame: SDLFrame, key: Key) throws(SDLProtocolError) {
        let header = frame.header
        guard pending[key] == nil else {
            throw SDLProtocolError(
                code: .duplicateFirstFrame,
                message: "first frame for message \(key.messageID) of session \(key.sessionID), which is already in progress"
            )
        }
        guard frame.payload.readableBytes == 8,
              let total = frame.payload.getInteger(at: frame.payload.readerIndex, endianness: .big, as: UInt32.self)
        else {
            discard(key)
            throw SDLProtocolError(code: .invalidDataSize, message: "first frame payload of \(frame.payload.readableBytes) bytes, not 8")
        }
        guard !header.isEncrypted else {
            discard(key)
            throw SDLProtocolError(code: .encryptedFirstFrame, message: "first frame of message \(key.messageID) is marked encrypted")
        }
        guard UInt64(total) <= UInt64(max(maximumMessageSize, 0)) else {
            discard(key)
            throw SDLProtocolError(code: .messageTooLarge, message: "message announces \(total) bytes; the limit is \(maximumMessageSize)")
        }
        guard pending.count < maximumPendingMessages else {
            discard(key)
            throw SDLProtocolError(
                code: .tooManyPendingMessages,
                message: "\(pending.count) messages are already being reassembled; the limit is \(maximumPendingMessages)"
            )
        }
        discarded.remove(key)
        var buffer = ByteBuffer()
        buffer.reserveCapacity(min(Int(total), Self.maximumReservation))
        pending[key] = Pending(
            version: header.version, serviceType: header.serviceType, isEncrypted: false,
            total: Int(total), lastSequence: 0, buffer: buffer
        )
    }

    private mutating func continueMessage(_ frame: SDLFrame, key: Key) throws(SDLProtocolError) -> SDLMessage? {
        let header = frame.header
        guard var message = pending.removeValue(forKey: key) else {
            if discarded.contains(key) {
                if header.frameInfo == 0 { discarded.remove(key) }
                return nil
            }
            throw SDLProtocolError(
                code: .unexpectedConsecutiveFrame,
                message: "consecutive frame for message \(key.messageID) of session \(key.sessionID), which has no first frame"
            )
        }
        let isLast = header.frameInfo == 0
        if !isLast {
            let expected: UInt8 = message.lastSequence == 255 ? 1 : message.lastSequence + 1
            guard header.frameInfo == expected else {
                discard(key)
                throw SDLProtocolError(
                    code: .outOfOrderFrame,
                    message: "consecutive frame \(header.frameInfo) of message \(key.messageID) where \(expected) was expected"
                )
            }
        }
        guard message.buffer.readableBytes + frame.payload.readableBytes <= message.total else {
            if !isLast { discard(key) }
            throw SDLProtocolError(
                code: .messageSizeMismatch,
                message: "message \(key.messageID) grows past its announced \(message.total) bytes"
            )
        }
        message.buffer.writeImmutableBuffer(frame.payload)
        message.isEncrypted = message.isEncrypted || header.isEncrypted
        message.lastSequence = header.frameInfo
        guard isLast else {
            pending[key] = message
            return nil
        }
        guard message.buffer.readableBytes == message.total else {
            throw SDLProtocolError(
                code: .messageSizeMismatch,
                message: "message \(key.messageID) ended with \(message.buffer.readableBytes) of its announced \(message.total) bytes"
            )
        }
        return SDLMessage(
            version: message.version, serviceType: message.serviceType, sessionID: key.sessionID,
            messageID: key.messageID, isEncrypted: message.isEncrypted, payload: message.buffer
        )
    }

    /// Remembers a dropped message so its remaining consecutive frames are skipped quietly.
    private mutating func discard(_ key: Key) {
        pending.removeValue(forKey: key)
        if discarded.count >= max(maximumPendingMessages, 1) * 4 {
            discarded.removeAll()
        }
        discarded.insert(key)
    }
}
