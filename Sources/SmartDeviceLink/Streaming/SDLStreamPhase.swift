/// Where a stream manager's stream stands: stopped (with why, once known), starting, or streaming
/// what the head unit accepted.
enum SDLStreamPhase<Running: Sendable, StopReason: Sendable>: Sendable {
    case stopped(StopReason?)
    case starting
    case streaming(Running)

    /// Whether the stream runs.
    var isStreaming: Bool {
        if case .streaming = self { return true }
        return false
    }
}

/// The stop reasons every stream manager reports (``SDLVideoStreamStopReason``,
/// ``SDLAudioStreamStopReason``).
protocol SDLStreamStopReasonCases: Sendable {
    static var stoppedByApp: Self { get }
    static var endedByHeadUnit: Self { get }
    static func disconnected(_ error: SDLError) -> Self
    static func unregistered(_ reason: SDLAppInterfaceUnregisteredReason?) -> Self
}

extension SDLVideoStreamStopReason: SDLStreamStopReasonCases {}
extension SDLAudioStreamStopReason: SDLStreamStopReasonCases {}
