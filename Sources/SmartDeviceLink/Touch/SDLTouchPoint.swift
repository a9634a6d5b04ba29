/// A point in the app's frame (points, origin top left), where a finger touched.
public struct SDLTouchPoint: Hashable, Sendable {
    /// Distance from the left edge.
    public var x: Double
    /// Distance from the top edge.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The straight-line distance to `other`.
    public func distance(to other: SDLTouchPoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// The point halfway between this one and `other`.
    public func midpoint(with other: SDLTouchPoint) -> SDLTouchPoint {
        SDLTouchPoint(x: (x + other.x) / 2, y: (y + other.y) / 2)
    }
}
