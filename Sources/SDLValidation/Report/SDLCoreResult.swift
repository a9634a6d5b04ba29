/// The result code SDL Core would answer the message with, as far as validation decides it.
public enum SDLCoreResult: String, Hashable, Sendable, CaseIterable {
    /// Accepted as is (unknown keys are dropped silently and do not change this).
    case success = "SUCCESS"
    /// Accepted after dropping invalid enum values (or with a Core warning such as Alert's
    /// `playTone` without `ttsChunks`).
    case warnings = "WARNINGS"
    /// Refused: a type, limit, mandatory or Core command-level rule failed.
    case invalidData = "INVALID_DATA"
    /// The function (or function ID) does not exist in the spec.
    case unsupportedRequest = "UNSUPPORTED_REQUEST"
    /// Refused by a command check: the head unit does not support what was asked for.
    case unsupportedResource = "UNSUPPORTED_RESOURCE"
    /// Refused by a command check of the message (e.g. PerformInteraction's non-sequential vrHelp
    /// positions).
    case rejected = "REJECTED"
    /// Refused by a command check of the message: an ID repeated inside it (e.g. two choices of one
    /// CreateInteractionChoiceSet with the same choiceID).
    case invalidID = "INVALID_ID"
    /// Refused by a command check of the message: a name repeated inside it (e.g. two choices of one
    /// CreateInteractionChoiceSet sharing a VR command).
    case duplicateName = "DUPLICATE_NAME"
    /// Refused by a command check of the message: it only asks to write read-only data (e.g. a
    /// SetInteriorVehicleData whose control data holds nothing but read-only parameters).
    case readOnly = "READ_ONLY"

    /// Whether Core answers `success: true` with this code.
    public var isSuccess: Bool { self == .success || self == .warnings }
}
