import SDLRPC

/// A touchable area an app declared with SendHapticData, as the emulator holds it (head unit
/// coordinates).
public struct SDLHeadUnitHapticRect: Hashable, Sendable {
    /// The app's ID for the area.
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

    /// As the control channel and the web page show it: `{"id":…,"x":…,"y":…,"width":…,"height":…}`.
    public var json: SDLJSONValue {
        ["id": .integer(id), "x": .float(x), "y": .float(y), "width": .float(width), "height": .float(height)]
    }
}
