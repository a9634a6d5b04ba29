/// A violation of the SDL wire protocol: a malformed or oversized frame, a multi-frame sequence
/// that does not fit together, bad BSON, a bad RPC binary header, or a refused service.
///
/// Every decoder in `SDLProtocol` reports bad input with this error and never traps, whatever the
/// bytes. ``code`` is stable and meant for programs; ``message`` is for people.
public struct SDLProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem this is. Extensible: new codes may be added in later releases.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name, e.g. `"frameTooLarge"`.
        public let rawValue: String

        /// Creates a code from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public var description: String { rawValue }

        // MARK: Frames (§A.1, §A.2, §A.5)

        /// A frame declares more payload bytes than the receiver accepts (§A.3).
        public static let frameTooLarge = Code(rawValue: "frameTooLarge")
        /// The header's version nibble is 0 or 6–15 (§A.1).
        public static let invalidVersion = Code(rawValue: "invalidVersion")
        /// The header's frame type is 4–7 (§A.2), or a frame of the wrong type was given.
        public static let invalidFrameType = Code(rawValue: "invalidFrameType")
        /// The service type is not one Core accepts (§A.2).
        public static let invalidServiceType = Code(rawValue: "invalidServiceType")
        /// A control frame's frame info is not a known control value (§A.2).
        public static let invalidFrameInfo = Code(rawValue: "invalidFrameInfo")
        /// A frame's data size is not allowed for its type: 0 on a single or consecutive frame,
        /// or not 8 on a first frame (§A.5).
        public static let invalidDataSize = Code(rawValue: "invalidDataSize")
        /// A v2+ data frame carries message ID 0, which Core rejects (§A.2, §G.16).
        public static let invalidMessageID = Code(rawValue: "invalidMessageID")
        /// The input ended in the middle of a frame, a header, or a length-prefixed field.
        public static let truncated = Code(rawValue: "truncated")

        // MARK: Multi-frame messages (§A.4)

        /// A consecutive frame arrived for a message with no pending first frame.
        public static let unexpectedConsecutiveFrame = Code(rawValue: "unexpectedConsecutiveFrame")
        /// A first frame arrived for a message ID that is already being reassembled.
        public static let duplicateFirstFrame = Code(rawValue: "duplicateFirstFrame")
        /// A consecutive frame's sequence number is not the previous one plus one.
        public static let outOfOrderFrame = Code(rawValue: "outOfOrderFrame")
        /// A message's total size is over the receiver's limit.
        public static let messageTooLarge = Code(rawValue: "messageTooLarge")
        /// The bytes received for a multi-frame message do not add up to its announced total size.
        public static let messageSizeMismatch = Code(rawValue: "messageSizeMismatch")
        /// Too many multi-frame messages are being reassembled at once.
        public static let tooManyPendingMessages = Code(rawValue: "tooManyPendingMessages")
        /// A first frame is marked encrypted, which §A.4 forbids.
        public static let encryptedFirstFrame = Code(rawValue: "encryptedFirstFrame")

        // MARK: Payloads

        /// A BSON document is malformed: a bad length, an unknown type byte, bad UTF-8, … (§A.11).
        public static let badBSON = Code(rawValue: "badBSON")
        /// A BSON document nests deeper than the decoder allows.
        public static let bsonTooDeep = Code(rawValue: "bsonTooDeep")
        /// The RPC binary header's type nibble is not request, response or notification (§B.1).
        public static let invalidRPCType = Code(rawValue: "invalidRPCType")
        /// The RPC binary header's JSON size does not fit in the payload (§B.1).
        public static let invalidJSONSize = Code(rawValue: "invalidJSONSize")
        /// The JSON of an RPC is not valid JSON, or not the expected shape (§B.2).
        public static let invalidJSON = Code(rawValue: "invalidJSON")
        /// A control frame's payload is not what its frame info requires (§A.6).
        public static let invalidControlPayload = Code(rawValue: "invalidControlPayload")
        /// The payload is encrypted and cannot be read here (§A.12).
        public static let encryptedPayload = Code(rawValue: "encryptedPayload")

        // MARK: Services and negotiation (§A.7, §A.8)

        /// The head unit answered StartService with a NAK.
        public static let startServiceRejected = Code(rawValue: "startServiceRejected")
        /// The head unit answered EndService with a NAK.
        public static let endServiceRejected = Code(rawValue: "endServiceRejected")
        /// A protocol version string is not "Major.Minor.Patch", or a version is not supported.
        public static let invalidProtocolVersion = Code(rawValue: "invalidProtocolVersion")
        /// A frame arrived that the state machine does not expect in its current state.
        public static let unexpectedFrame = Code(rawValue: "unexpectedFrame")
    }

    /// What kind of problem this is.
    public var code: Code
    /// A description of the problem for people, e.g. `"frame declares 4294967295 payload bytes; the limit is 131072"`.
    public var message: String

    /// Creates an error.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(code): \(message)" }
}
