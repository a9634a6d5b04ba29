public import SDLRPC

/// A touchable area of the app's screen, in the app's frame (points), for the car's other input
/// devices (a rotary knob, a touchpad) to move between: ``SDLApplication/hapticAreas``.
public struct SDLHapticArea: Hashable, Sendable {
    /// The app's ID for the area (unique among the areas).
    public var id: Int
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates an area.
    public init(id: Int, x: Double, y: Double, width: Double, height: Double) {
        self.id = id
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The area as SendHapticData carries it: in the head unit's coordinates (the inverse of
    /// `mapping`, which scales touches into the app's frame).
    public func hapticRect(headUnit mapping: SDLTouchCoordinateMapping) -> SDLHapticRect {
        let scaleX = mapping.scaleX > 0 ? mapping.scaleX : 1
        let scaleY = mapping.scaleY > 0 ? mapping.scaleY : 1
        return SDLHapticRect(id: id, rect: SDLRectangle(x: x / scaleX, y: y / scaleY, width: width / scaleX, height: height / scaleY))
    }
}
