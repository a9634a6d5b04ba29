/// Turns touches (``SDLTouch``, app coordinates, head-unit milliseconds) into gestures — a pure
/// state machine: its clock is the touches' timestamps, and a gesture that is due without a
/// further touch (a tap whose double-tap interval passed, a long press) comes from
/// ``expire(at:)``, which the caller calls at ``deadline``.
///
/// | touches | gestures |
/// | --- | --- |
/// | one finger down and up within the tap distance, before the long-press duration | ``SDLTouchGesture/tap(at:)`` once the double-tap interval passed |
/// | a second such tap lifting within the interval (inclusive) and the distance (inclusive) of the first | ``SDLTouchGesture/doubleTap(at:)`` instead of two taps |
/// | one finger held within the tap distance for the long-press duration (inclusive) | ``SDLTouchGesture/longPress(at:)``; its lift is no tap |
/// | one finger moving beyond the tap distance | ``SDLTouchGesture/panStarted(at:)``, ``SDLTouchGesture/panMoved(from:to:)`` …, ``SDLTouchGesture/panEnded(at:)`` |
/// | a second finger down | the pan (if any) ends; ``SDLTouchGesture/pinchStarted(center:)``, ``SDLTouchGesture/pinchMoved(center:scale:)`` …, ``SDLTouchGesture/pinchEnded(center:scale:)`` when either lifts; nothing more until every finger lifted |
/// | the fingers of one `MOVE` | one step for all of them (one ``SDLTouchGesture/pinchMoved(center:scale:)``) |
/// | `CANCEL` during a press, pan or pinch | ``SDLTouchGesture/cancelled``; every finger is forgotten |
public struct SDLTouchRecognizer: Sendable {
    enum Mode: Sendable {
        case idle
        case single(id: Int, start: SDLTouchPoint, startTime: Int, last: SDLTouchPoint, isPanning: Bool, isLongPressed: Bool)
        case pinch(first: Int, second: Int, startDistance: Double, center: SDLTouchPoint, scale: Double)
        /// A gesture ended while fingers are still down: nothing until they all lift.
        case finished
    }

    /// The thresholds.
    public let configuration: SDLTouchConfiguration
    private var mode = Mode.idle
    private var fingers: [Int: SDLTouchPoint] = [:]
    /// A tap waiting for its double-tap interval: where and when it lifted.
    private var pendingTap: (location: SDLTouchPoint, time: Int)?

    /// Creates a recognizer with `configuration`'s thresholds.
    public init(configuration: SDLTouchConfiguration = .init()) {
        self.configuration = configuration
    }

    private var doubleTapMilliseconds: Int { Self.milliseconds(configuration.doubleTapInterval) }
    private var longPressMilliseconds: Int { Self.milliseconds(configuration.longPressDuration) }

    /// The head-unit time (ms) at which ``expire(at:)`` has a gesture to report without a further
    /// touch; `nil` when none is waiting.
    public var deadline: Int? {
        var times: [Int] = []
        if let pendingTap { times.append(pendingTap.time + doubleTapMilliseconds + 1) }
        if case .single(_, _, let startTime, _, false, false) = mode { times.append(startTime + longPressMilliseconds) }
        return times.min()
    }

    /// The gestures due by head-unit time `time` (ms): a tap whose double-tap interval passed, a
    /// long press whose duration was reached.
    public mutating func expire(at time: Int) -> [SDLTouchGesture] {
        var gestures: [SDLTouchGesture] = []
        if case .single(let id, let start, let startTime, let last, false, false) = mode, time - startTime >= longPressMilliseconds {
            mode = .single(id: id, start: start, startTime: startTime, last: last, isPanning: false, isLongPressed: true)
            gestures.append(.longPress(at: last))
        }
        if let pendingTap, time - pendingTap.time > doubleTapMilliseconds {
            self.pendingTap = nil
            gestures.append(.tap(at: pendingTap.location))
        }
        return gestures
    }

    /// The gestures `touches` (one `OnTouchEvent`'s fingers, in order) complete or continue,
    /// after those due by their time.
    public mutating func take(_ touches: [SDLTouch]) -> [SDLTouchGesture] {
        var gestures: [SDLTouchGesture] = []
        if let time = touches.map(\.time).max(), touches.allSatisfy({ $0.phase == .moved }) {
            // The fingers of one MOVE moved together: one pinch or pan step for all of them.
            gestures += expire(at: time)
            return gestures + moved(touches)
        }
        for touch in touches {
            gestures += expire(at: touch.time)
            switch touch.phase {
            case .began: gestures += began(touch)
            case .moved: gestures += moved([touch])
            case .ended: gestures += ended(touch)
            case .cancelled: gestures += cancelled()
            }
        }
        return gestures
    }

    private mutating func began(_ touch: SDLTouch) -> [SDLTouchGesture] {
        fingers[touch.id] = touch.location
        switch mode {
        case .idle where fingers.count == 1:
            mode = .single(id: touch.id, start: touch.location, startTime: touch.time, last: touch.location, isPanning: false, isLongPressed: false)
            return []
        case .single(let id, _, _, let last, let isPanning, _) where fingers.count == 2:
            let startDistance = last.distance(to: touch.location)
            let center = last.midpoint(with: touch.location)
            mode = .pinch(first: id, second: touch.id, startDistance: startDistance, center: center, scale: 1)
            return (isPanning ? [.panEnded(at: last)] : []) + [.pinchStarted(center: center)]
        default:
            return []
        }
    }

    /// Fingers that moved together (one MOVE event).
    private mutating func moved(_ touches: [SDLTouch]) -> [SDLTouchGesture] {
        let down = touches.filter { fingers[$0.id] != nil }
        for touch in down { fingers[touch.id] = touch.location }
        switch mode {
        case .single(let id, let start, let startTime, let last, let isPanning, let isLongPressed):
            guard let touch = down.last(where: { $0.id == id }) else { return [] }
            if isPanning {
                mode = .single(id: id, start: start, startTime: startTime, last: touch.location, isPanning: true, isLongPressed: false)
                return [.panMoved(from: last, to: touch.location)]
            }
            guard !isLongPressed, start.distance(to: touch.location) > configuration.tapDistance else {
                mode = .single(id: id, start: start, startTime: startTime, last: touch.location, isPanning: false, isLongPressed: isLongPressed)
                return []
            }
            mode = .single(id: id, start: start, startTime: startTime, last: touch.location, isPanning: true, isLongPressed: false)
            return [.panStarted(at: start), .panMoved(from: start, to: touch.location)]
        case .pinch(let first, let second, let startDistance, _, _):
            guard down.contains(where: { $0.id == first || $0.id == second }), let a = fingers[first], let b = fingers[second] else { return [] }
            let center = a.midpoint(with: b)
            // Two fingers touching at one point: the scale is measured from 1 point apart.
            let scale = a.distance(to: b) / max(startDistance, 1)
            mode = .pinch(first: first, second: second, startDistance: startDistance, center: center, scale: scale)
            return [.pinchMoved(center: center, scale: scale)]
        default:
            return []
        }
    }

    private mutating func ended(_ touch: SDLTouch) -> [SDLTouchGesture] {
        guard fingers.removeValue(forKey: touch.id) != nil else { return [] }
        var gestures: [SDLTouchGesture] = []
        switch mode {
        case .single(let id, let start, _, _, let isPanning, let isLongPressed) where id == touch.id:
            mode = .idle
            if isPanning {
                gestures.append(.panEnded(at: touch.location))
            } else if isLongPressed {
                break
            } else if start.distance(to: touch.location) > configuration.tapDistance {
                // Moved away in one step between BEGIN and END: a pan that had no MOVE.
                gestures += [.panStarted(at: start), .panMoved(from: start, to: touch.location), .panEnded(at: touch.location)]
            } else {
                gestures += tapped(at: touch.location, time: touch.time)
            }
        case .pinch(let first, let second, _, let center, let scale) where touch.id == first || touch.id == second:
            gestures.append(.pinchEnded(center: center, scale: scale))
            mode = fingers.isEmpty ? .idle : .finished
        default:
            if fingers.isEmpty { mode = .idle }
        }
        return gestures
    }

    /// A tap lifted at `location`: the second of a double tap, or one that waits for its interval.
    private mutating func tapped(at location: SDLTouchPoint, time: Int) -> [SDLTouchGesture] {
        if let pendingTap {
            self.pendingTap = nil
            if time - pendingTap.time <= doubleTapMilliseconds, pendingTap.location.distance(to: location) <= configuration.tapDistance {
                return [.doubleTap(at: location)]
            }
            self.pendingTap = (location, time)
            return [.tap(at: pendingTap.location)]
        }
        pendingTap = (location, time)
        return []
    }

    private mutating func cancelled() -> [SDLTouchGesture] {
        let wasActive: Bool
        if case .idle = mode { wasActive = false } else { wasActive = true }
        mode = .idle
        fingers.removeAll()
        return wasActive ? [.cancelled] : []
    }

    /// `duration` in whole milliseconds, between 0 and a day (so sums with timestamps never overflow).
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let day: Int64 = 86_400_000
        guard seconds >= 0 else { return 0 }
        guard seconds < day / 1000 else { return Int(day) }
        return Int(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}
