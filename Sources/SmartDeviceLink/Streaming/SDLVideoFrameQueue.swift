public import SDLProtocol

/// The frames waiting to be sent, and the rule that drops whole frames when the transport is
/// slower than the stream — never parts of one.
///
/// | event | queue | then |
/// | --- | --- | --- |
/// | a frame while dropping, not a key frame | — | dropped (it depends on a dropped frame) |
/// | a key frame | full | every queued frame dropped, the key frame queued, dropping ends |
/// | a frame that is not a key frame | full | dropped; dropping until the next key frame |
/// | any other frame | not full | queued |
///
/// A frame is queued whole and leaves whole (``next()``), so the head unit's decoder only ever
/// misses pictures, and after a drop starts again at a key frame.
public struct SDLVideoFrameQueue: Sendable {
    /// How many frames may wait; at least 1.
    public let capacity: Int
    /// The frames waiting, oldest first.
    public private(set) var frames: [SDLH264AccessUnit] = []
    /// Whether frames are dropped until the next key frame.
    public private(set) var isDroppingUntilKeyFrame = false

    /// Creates an empty queue of `capacity` frames (taken as 1 when lower).
    public init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// Takes in a submitted frame and returns how many frames were dropped because of it
    /// (itself, or the queued ones a key frame replaced).
    public mutating func submit(_ frame: SDLH264AccessUnit) -> Int {
        let isKeyFrame = frame.isKeyFrame
        if isKeyFrame {
            isDroppingUntilKeyFrame = false
            guard frames.count < capacity else {
                let dropped = frames.count
                frames = [frame]
                return dropped
            }
        } else if isDroppingUntilKeyFrame || frames.count >= capacity {
            isDroppingUntilKeyFrame = true
            return 1
        }
        frames.append(frame)
        return 0
    }

    /// The oldest frame, taken out; `nil` when none waits.
    public mutating func next() -> SDLH264AccessUnit? {
        frames.isEmpty ? nil : frames.removeFirst()
    }

    /// Forgets every queued frame and starts the next stream at a key frame (a stream that
    /// stopped); returns how many were queued.
    public mutating func reset() -> Int {
        let count = frames.count
        frames.removeAll()
        isDroppingUntilKeyFrame = true
        return count
    }
}
