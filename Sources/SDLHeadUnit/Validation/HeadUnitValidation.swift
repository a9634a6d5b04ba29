import SDLRPC

/// Core's verdict on one incoming or outgoing message, as the engine needs it.
struct HeadUnitValidation: Sendable {
    enum Result: Sendable, Equatable {
        case success
        case warnings
        case invalidData
        case unsupportedRequest
    }

    /// The verdict.
    var result: Result
    /// Core-style `info` for INVALID_DATA / WARNINGS.
    var info: String?
    /// What Core passes on: defaults inserted, unknown keys and invalid enum values dropped.
    var parameters: SDLJSONObject
    /// The function's name, when the ID is known.
    var functionName: String?
}
