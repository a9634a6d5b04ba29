/// One finger of a touch the emulator sends (``SDLHeadUnit/sendTouchEvent(_:fingers:app:)``), in
/// the head unit's coordinates (pixels of the video stream).
public struct SDLHeadUnitFinger: Hashable, Sendable {
    /// The touch ID, 0…9 (the spec's range).
    public var id: Int
    /// 0…10000 (the spec's range).
    public var x: Int
    /// 0…10000 (the spec's range).
    public var y: Int

    /// Creates a finger.
    public init(id: Int = 0, x: Int, y: Int) {
        self.id = id
        self.x = x
        self.y = y
    }
}
