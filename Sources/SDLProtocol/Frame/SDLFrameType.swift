/// The frame type: the low three bits of header byte 0 (§A.2). Values 4–7 are reserved and
/// rejected by every decoder here, as Core does.
public enum SDLFrameType: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// 0: a control frame (service management, heartbeat); frame info says which (``SDLControlFrameInfo``).
    case control = 0
    /// 1: a whole message in one frame.
    case single = 1
    /// 2: the first frame of a multi-frame message; its 8-byte payload holds the total size and frame count.
    case first = 2
    /// 3: a consecutive frame of a multi-frame message; frame info is its sequence number (0 = last).
    case consecutive = 3

    public var description: String {
        switch self {
        case .control: "control"
        case .single: "single"
        case .first: "first"
        case .consecutive: "consecutive"
        }
    }
}
