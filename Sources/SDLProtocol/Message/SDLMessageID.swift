/// A per-session counter of outgoing message IDs (§A.2, §G.16).
///
/// Core rejects v2+ data frames whose message ID is 0, so this counter never hands out 0: it starts
/// at 1 and, after `UInt32.max`, wraps to 1. (Core numbers its own frames from 0; do not expect
/// that of received IDs.) All frames of one multi-frame message share one ID.
public struct SDLMessageID: Hashable, Sendable {
    /// The ID ``next()`` returns next.
    public private(set) var upcoming: UInt32

    /// Creates a counter whose first ID is `first` (0 is taken as 1).
    public init(startingAt first: UInt32 = 1) {
        upcoming = first == 0 ? 1 : first
    }

    /// Returns a non-zero ID and advances the counter.
    public mutating func next() -> UInt32 {
        let id = upcoming
        upcoming = id == UInt32.max ? 1 : id + 1
        return id
    }
}
