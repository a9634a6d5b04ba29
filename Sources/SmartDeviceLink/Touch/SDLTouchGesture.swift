/// A gesture recognised from the head unit's touches (``SDLTouchRecognizer``), in the app's
/// coordinates, as ``SDLApplication/gestures()`` yields it.
public enum SDLTouchGesture: Hashable, Sendable {
    /// One finger touched and lifted without moving further than the tap distance, and no second
    /// tap followed within the double-tap interval.
    case tap(at: SDLTouchPoint)
    /// Two taps within the double-tap interval and the tap distance of each other; at the second.
    case doubleTap(at: SDLTouchPoint)
    /// One finger held still for the long-press duration.
    case longPress(at: SDLTouchPoint)
    /// One finger moved further than the tap distance from where it touched (`at`).
    case panStarted(at: SDLTouchPoint)
    /// A panning finger moved from `from` to `to`.
    case panMoved(from: SDLTouchPoint, to: SDLTouchPoint)
    /// The panning finger lifted at `at` (or a second finger turned the pan into a pinch).
    case panEnded(at: SDLTouchPoint)
    /// A second finger touched: a pinch around `center` (halfway between the two fingers).
    case pinchStarted(center: SDLTouchPoint)
    /// The pinching fingers moved: `scale` is their distance now over their distance at the start.
    case pinchMoved(center: SDLTouchPoint, scale: Double)
    /// One of the two pinching fingers lifted; the last centre and scale.
    case pinchEnded(center: SDLTouchPoint, scale: Double)
    /// The head unit cancelled the touches (`CANCEL`) during a pan, pinch or press.
    case cancelled
}
