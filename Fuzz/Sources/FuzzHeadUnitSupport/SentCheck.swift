import FuzzSupport
import SDLProtocol
import SDLRPCRuntime
import SDLValidation

/// Checks what the emulator sent: whole frames only, each one a frame Core would accept from a
/// head unit; every RPC message reassembles, reads, and its JSON validates against the spec (the
/// emulator never answers with a message the spec forbids; the exception is Core's UNSUPPORTED_REQUEST
/// answer, which echoes the unknown function ID).
///
/// ```swift
/// SentCheck.check(rig.takeSent())
/// ```
public enum SentCheck {
    public static func check(_ bytes: [UInt8]) {
        let decoded = FrameStream.decode(bytes, chunkSize: bytes.count, validation: .structural)
        fuzzExpect(decoded.error == nil, "the emulator sent bytes that are not frames: \(String(describing: decoded.error))")
        var assembler = SDLMessageAssembler()
        for frame in decoded.frames where frame.header.frameType != .control {
            let message: SDLMessage?
            do {
                message = try assembler.append(frame)
            } catch {
                fuzzExpect(false, "the emulator's frames do not reassemble: \(error)")
                return
            }
            guard let message, message.serviceType.carriesRPCs else { continue }
            rpc(message)
        }
        fuzzExpect(assembler.pendingKeys.isEmpty, "the emulator left a multi-frame message unfinished")
    }

    /// Result codes of Core's checks before a command runs (§D.1 stages 3–10; UNSUPPORTED_REQUEST
    /// also under an ID whose only message is a response, such as GenericResponse's 31).
    static let corePreCommandResults: Set<String> = [
        "INVALID_ID", "INVALID_DATA", "UNSUPPORTED_REQUEST", "APPLICATION_NOT_REGISTERED", "ENCRYPTION_NEEDED", "TOO_MANY_PENDING_REQUESTS",
        "DISALLOWED", "USER_DISALLOWED",
    ]

    /// Result codes Core sends for one function although its response's subset lists none of them,
    /// as the emulator reproduces (docs/core-rules.md): SubtleAlert's TIMED_OUT, passed on from the
    /// reference HMI's `onSubtleAlertTimeout`; GetAppServiceData's answers of Core's app-service plugin.
    static let coreResultsOutsideSubset: [String: Set<String>] = [
        "SubtleAlert": ["TIMED_OUT"],
        "GetAppServiceData": ["DATA_NOT_AVAILABLE", "IGNORED", "INVALID_ID"],
    ]

    private static func rpc(_ message: SDLMessage) {
        if message.version < 2 {
            var bytes = Array(message.payload.readableBytesView)
            if bytes.last == 0 { bytes.removeLast() }
            fuzzExpect((try? SDLRPCEnvelopeV1(decoding: bytes)) != nil, "the emulator sent a v1 message that does not read")
            return
        }
        let payload: SDLRPCPayload
        let json: SDLJSONValue
        do {
            payload = try SDLRPCPayload(decoding: message.payload)
            json = try payload.jsonValue()
        } catch {
            fuzzExpect(false, "the emulator sent an RPC that does not read: \(error)")
            return
        }
        let kind: SDLRPCMessageKind = switch payload.rpcType {
        case .request: .request
        case .response: .response
        default: .notification
        }
        let report = FuzzSpec.validator.validate(parameters: json, functionID: Int(payload.functionID), messageKind: kind)
        // Core answers a request with an unknown function ID with UNSUPPORTED_REQUEST under that same ID
        // (protocol.md §D.1 stage 5, §G.14): the one response that is not in the spec.
        if report.result == .unsupportedRequest, kind == .response, json.objectValue?["resultCode"]?.stringValue == "UNSUPPORTED_REQUEST" {
            return
        }
        // Core's generic checks before any command runs (protocol.md §D.1 stages 3–10) answer with
        // their own result code whether or not the function's resultCode subset lists it (Show's
        // has no INVALID_ID, UnsubscribeWayPoints' no APPLICATION_NOT_REGISTERED): such a value is
        // Core's, not a fault of the emulator.
        let resultCode = json.objectValue?["resultCode"]?.stringValue ?? ""
        let errors = report.issues.filter { issue in
            guard issue.severity == .error else { return false }
            let resultCodeIssue = kind == .response && issue.rule == .enumeration && issue.path == SDLJSONPath([.key("resultCode")])
            let generic = resultCodeIssue && Self.corePreCommandResults.contains(resultCode)
            let passedOn = resultCodeIssue && Self.coreResultsOutsideSubset[report.function ?? ""]?.contains(resultCode) == true
            return !generic && !passedOn
        }
        fuzzExpect(
            errors.isEmpty,
            "the emulator sent an invalid \(report.function ?? "function \(payload.functionID)") \(kind): "
                + report.issues.map(\.description).joined(separator: "; ") + " in " + SDLJSONSerializer.serializeToString(json)
        )
    }
}
