public import SDLRPC

/// Turns the head unit's touch coordinates (pixels of the video stream's resolution) into the
/// app's frame: × `appFrameSize / preferredResolution`, or ÷ `scale` without an app frame size
/// (VideoStreamingCapability; a missing or non-positive scale counts as 1).
public struct SDLTouchCoordinateMapping: Hashable, Sendable {
    /// The factor applied to x.
    public var scaleX: Double
    /// The factor applied to y.
    public var scaleY: Double

    /// No scaling (head unit pixels are app points).
    public static let identity = SDLTouchCoordinateMapping(scaleX: 1, scaleY: 1)

    /// Creates a mapping with these factors.
    public init(scaleX: Double, scaleY: Double) {
        self.scaleX = scaleX
        self.scaleY = scaleY
    }

    /// The mapping for the head unit's `capability` and the app's frame (`nil`: resolution ÷ scale).
    public init(capability: SDLVideoStreamingCapability?, appFrameSize: SDLTouchSize?) {
        let scale = capability?.scale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 1
        if let appFrameSize, let resolution = capability?.preferredResolution,
           resolution.resolutionWidth > 0, resolution.resolutionHeight > 0 {
            self.init(
                scaleX: appFrameSize.width / Double(resolution.resolutionWidth),
                scaleY: appFrameSize.height / Double(resolution.resolutionHeight))
        } else {
            self.init(scaleX: 1 / scale, scaleY: 1 / scale)
        }
    }

    /// `coordinate` in the app's frame.
    public func appPoint(_ coordinate: SDLTouchCoord) -> SDLTouchPoint {
        SDLTouchPoint(x: Double(coordinate.x) * scaleX, y: Double(coordinate.y) * scaleY)
    }

    /// The fingers of `notification` in the app's frame, each at its last coordinate and
    /// timestamp; a finger without a coordinate or a timestamp, and an unknown touch type, are
    /// left out (nothing to place).
    public func touches(of notification: SDLOnTouchEvent) -> [SDLTouch] {
        let phase: SDLTouch.Phase
        switch notification.type {
        case .begin: phase = .began
        case .move: phase = .moved
        case .end: phase = .ended
        case .cancel: phase = .cancelled
        default: return []
        }
        return notification.event.compactMap { event in
            guard let coordinate = event.c.last, let time = event.ts.last else { return nil }
            return SDLTouch(id: event.id, location: appPoint(coordinate), phase: phase, time: time)
        }
    }
}
