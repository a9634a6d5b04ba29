/// The header checks a receiver applies before it waits for, or buffers, a frame's payload.
///
/// Two rule sets:
/// - **structural** (``followsCoreRules`` false, the default): version 1–5, frame type 0–3, and data
///   size at most ``maximumPayloadSize``. This is what an app needs: Core's own frames pass, including
///   its message ID 0 (§G.16).
/// - **Core's** (``followsCoreRules`` true), what Core 8.2's `ProtocolHeaderValidator` rejects (§A.5):
///   additionally unknown service types, unknown control frame info, data size 0 on single and
///   consecutive frames, a first frame whose data size is not 8, message ID 0 on v2+ non-control
///   frames, and more than 1488 payload bytes in v1 and v2 frames. A head-unit emulator uses these.
public struct SDLFrameValidation: Hashable, Sendable {
    /// The payload limit of protocol versions 1 and 2 in Core (§A.3).
    public static let version1And2MaximumPayloadSize = 1488
    /// Core's shipped `MaximumPayloadSize` for versions 3–5 (§A.3).
    public static let coreMaximumPayloadSize = 131_072
    /// The limit used when none is given: 1 MiB, eight times Core's shipped 131072, so an app
    /// accepts whatever MTU a head unit negotiates in practice while a frame declaring gigabytes
    /// is still refused before anything is buffered.
    public static let defaultMaximumPayloadSize = 1_048_576

    /// The largest data size accepted in one frame.
    public var maximumPayloadSize: Int
    /// Whether to apply Core 8.2's header validator in full (see the type's documentation).
    public var followsCoreRules: Bool

    /// Creates a rule set.
    public init(maximumPayloadSize: Int = defaultMaximumPayloadSize, followsCoreRules: Bool = false) {
        self.maximumPayloadSize = maximumPayloadSize
        self.followsCoreRules = followsCoreRules
    }

    /// The structural checks with the default limit.
    public static let structural = SDLFrameValidation()

    /// Core 8.2's checks with its shipped limit of 131072 payload bytes.
    public static let core = SDLFrameValidation(maximumPayloadSize: coreMaximumPayloadSize, followsCoreRules: true)
}

extension SDLFrameHeader {
    /// Checks this header against `validation` (version, frame type and size are always checked).
    ///
    /// - Throws: ``SDLProtocolError`` naming the first rule broken.
    public func validate(_ validation: SDLFrameValidation) throws(SDLProtocolError) {
        guard Self.supportedVersions.contains(version) else {
            throw SDLProtocolError(code: .invalidVersion, message: "frame header version \(version) is not 1–5")
        }
        var limit = validation.maximumPayloadSize
        if validation.followsCoreRules && version <= 2 {
            limit = min(limit, SDLFrameValidation.version1And2MaximumPayloadSize)
        }
        guard UInt64(dataSize) <= UInt64(max(limit, 0)) else {
            throw SDLProtocolError(
                code: .frameTooLarge,
                message: "frame declares \(dataSize) payload bytes; the limit is \(limit)"
            )
        }
        guard validation.followsCoreRules else { return }
        guard serviceType.isKnown else {
            throw SDLProtocolError(code: .invalidServiceType, message: "service type \(serviceType) is not one Core accepts")
        }
        switch frameType {
        case .control:
            guard controlFrameInfo.isKnown else {
                throw SDLProtocolError(code: .invalidFrameInfo, message: "control frame info 0x\(String(frameInfo, radix: 16)) is unknown")
            }
        case .single, .consecutive:
            guard dataSize > 0 else {
                throw SDLProtocolError(code: .invalidDataSize, message: "\(frameType) frame with data size 0")
            }
        case .first:
            guard dataSize == 8 else {
                throw SDLProtocolError(code: .invalidDataSize, message: "first frame with data size \(dataSize), not 8")
            }
        }
        if version >= 2 && frameType != .control && messageID == 0 {
            throw SDLProtocolError(code: .invalidMessageID, message: "v\(version) \(frameType) frame with message ID 0")
        }
    }
}
