/// One finger of an `OnTouchEvent`, in the app's coordinates: which finger, where, when, and
/// whether it went down, moved, lifted or was cancelled. Fingers down together have different
/// ``id``s (multi-touch), and a finger keeps its ``id`` until it lifts.
public struct SDLTouch: Hashable, Sendable {
    /// What the finger did.
    public enum Phase: Hashable, Sendable {
        /// It touched the screen (`BEGIN`).
        case began
        /// It moved (`MOVE`).
        case moved
        /// It lifted (`END`).
        case ended
        /// The head unit cancelled the touch (`CANCEL`).
        case cancelled
    }

    /// The finger: the head unit's touch ID (0…9), unique among the fingers down.
    public var id: Int
    /// Where it is now, in the app's frame (the last coordinate of the event).
    public var location: SDLTouchPoint
    /// What it did.
    public var phase: Phase
    /// The head unit's timestamp of ``location`` in milliseconds (the last `ts` of the event).
    public var time: Int

    /// Creates a touch.
    public init(id: Int, location: SDLTouchPoint, phase: Phase, time: Int) {
        self.id = id
        self.location = location
        self.phase = phase
        self.time = time
    }
}
