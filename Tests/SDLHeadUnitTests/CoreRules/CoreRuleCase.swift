import SDLRPC
import Testing

/// One surveyed SDL Core check, as a payload and the answer Core gives it (docs/core-rules.md).
///
/// Every case runs against `sdl-validate --core` (the library and the CLI) and against the emulator
/// (a fresh app in FULL with the `all` policy, so that each command handler is reached). Both must
/// give ``result`` and, for a refusal, exactly ``info``.
struct CoreRuleCase: Sendable, CustomTestStringConvertible {
    /// The rule's identifier in docs/core-rules.md (`Function.rule`), or the rule a passing case
    /// sits next to.
    var rule: String
    /// The request's function name.
    var function: String
    /// The request's parameters, as JSON text.
    var parameters: String
    /// Core's result code: SUCCESS (or WARNINGS) when the checks pass, else the refusal.
    var result: String
    /// Core's `info` for a refusal, exactly; `nil` when Core sends none.
    var info: String?
    /// What the emulator answers instead of SUCCESS when the checks pass but a state check of its
    /// handler answers first (e.g. INVALID_ID for a command that does not exist in a fresh app).
    var emulatorResult: String?
    /// Bulk data sent with the request (PutFile, SystemRequest).
    var bulkData: [UInt8] = []

    /// A case Core accepts.
    static func accepts(_ rule: String, _ function: String, _ parameters: String, emulator emulatorResult: String? = nil,
                        bulkData: [UInt8] = []) -> CoreRuleCase {
        CoreRuleCase(rule: rule, function: function, parameters: parameters, result: "SUCCESS", info: nil,
                     emulatorResult: emulatorResult, bulkData: bulkData)
    }

    /// A case Core refuses with `result` and `info`.
    static func refuses(_ rule: String, _ function: String, _ parameters: String, result: String = "INVALID_DATA",
                        info: String? = nil, bulkData: [UInt8] = []) -> CoreRuleCase {
        CoreRuleCase(rule: rule, function: function, parameters: parameters, result: result, info: info,
                     emulatorResult: nil, bulkData: bulkData)
    }

    var isRefusal: Bool { result != "SUCCESS" && result != "WARNINGS" }

    var testDescription: String { "\(rule): \(function) \(parameters) → \(result)" }

    /// Every surveyed case.
    static var all: [CoreRuleCase] { firstHalf + secondHalf + remaining + roundThree }
}
