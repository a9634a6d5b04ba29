import SDLRPC
import Testing
@testable import SmartDeviceLink

/// The recognizer alone with synthetic touches (head-unit milliseconds): each threshold just
/// inside and just outside. Defaults: tap distance 50, double-tap interval 400 ms, long press 500 ms.
@Suite("Touch recognizer: taps, double taps, long presses, pans, pinches and their thresholds")
struct TouchRecognizerTests {
    static func point(_ x: Double, _ y: Double) -> SDLTouchPoint { SDLTouchPoint(x: x, y: y) }

    static func touch(_ phase: SDLTouch.Phase, _ x: Double, _ y: Double, at time: Int, id: Int = 0) -> SDLTouch {
        SDLTouch(id: id, location: point(x, y), phase: phase, time: time)
    }

    /// A tap down at `time` and up `length` ms later, at (x, y).
    static func tap(_ x: Double, _ y: Double, at time: Int, length: Int = 50) -> [SDLTouch] {
        [touch(.began, x, y, at: time), touch(.ended, x, y, at: time + length)]
    }

    /// Every gesture of `touches` taken one event at a time, then of expiring at `end`.
    static func gestures(_ touches: [SDLTouch], expiringAt end: Int, configuration: SDLTouchConfiguration = .init()) -> [SDLTouchGesture] {
        var recognizer = SDLTouchRecognizer(configuration: configuration)
        var gestures = touches.flatMap { recognizer.take([$0]) }
        gestures += recognizer.expire(at: end)
        return gestures
    }

    @Test("a tap is reported once the double-tap interval passed, not before; deadline is one ms after it")
    func tapWaitsForInterval() {
        var recognizer = SDLTouchRecognizer()
        #expect(recognizer.take(Self.tap(100, 200, at: 1_000)).isEmpty)
        #expect(recognizer.deadline == 1_050 + 400 + 1)
        #expect(recognizer.expire(at: 1_450).isEmpty, "exactly at the interval a second tap may still come")
        #expect(recognizer.expire(at: 1_451) == [.tap(at: Self.point(100, 200))])
        #expect(recognizer.deadline == nil)
        #expect(recognizer.expire(at: 5_000).isEmpty, "reported once")
    }

    @Test("double tap: second lift exactly 400 ms after the first is one; 401 ms is two taps",
          arguments: [(400, true), (401, false)])
    func doubleTapInterval(_ gap: (Int, Bool)) {
        // First lifts at 1_050; the second lifts gap ms later.
        let touches = Self.tap(10, 10, at: 1_000) + Self.tap(10, 10, at: 1_050 + gap.0 - 50)
        let gestures = Self.gestures(touches, expiringAt: 10_000)
        if gap.1 {
            #expect(gestures == [.doubleTap(at: Self.point(10, 10))])
        } else {
            #expect(gestures == [.tap(at: Self.point(10, 10)), .tap(at: Self.point(10, 10))])
        }
    }

    @Test("double tap: taps 50 apart are one; 50.01 apart are two taps", arguments: [(50.0, true), (50.01, false)])
    func doubleTapDistance(_ distance: (Double, Bool)) {
        let touches = Self.tap(100, 100, at: 1_000) + Self.tap(100 + distance.0, 100, at: 1_200)
        let gestures = Self.gestures(touches, expiringAt: 10_000)
        if distance.1 {
            #expect(gestures == [.doubleTap(at: Self.point(150, 100))])
        } else {
            #expect(gestures == [.tap(at: Self.point(100, 100)), .tap(at: Self.point(100 + distance.0, 100))])
        }
    }

    @Test("long press: held 499 ms is a tap; held 500 ms is a long press (on the lift's timestamp), with no tap after it",
          arguments: [(499, false), (500, true)])
    func longPressThreshold(_ held: (Int, Bool)) {
        let gestures = Self.gestures(Self.tap(30, 40, at: 1_000, length: held.0), expiringAt: 10_000)
        #expect(gestures == [held.1 ? .longPress(at: Self.point(30, 40)) : .tap(at: Self.point(30, 40))])
    }

    @Test("long press while the finger is still down: due at the deadline (500 ms after it touched), not a ms before")
    func longPressByTimer() {
        var recognizer = SDLTouchRecognizer()
        #expect(recognizer.take([Self.touch(.began, 5, 5, at: 2_000)]).isEmpty)
        #expect(recognizer.deadline == 2_500)
        #expect(recognizer.expire(at: 2_499).isEmpty)
        #expect(recognizer.expire(at: 2_500) == [.longPress(at: Self.point(5, 5))])
        #expect(recognizer.take([Self.touch(.ended, 5, 5, at: 2_900)]).isEmpty, "the lift after a long press is no tap")
        #expect(recognizer.deadline == nil)
    }

    @Test("pan: a move of 50 stays a press; 51 starts a pan from the touch point, then moves and ends")
    func pan() {
        var recognizer = SDLTouchRecognizer()
        #expect(recognizer.take([Self.touch(.began, 100, 100, at: 0)]).isEmpty)
        #expect(recognizer.take([Self.touch(.moved, 150, 100, at: 20)]).isEmpty)
        #expect(recognizer.take([Self.touch(.moved, 151, 100, at: 40)])
                == [.panStarted(at: Self.point(100, 100)), .panMoved(from: Self.point(100, 100), to: Self.point(151, 100))])
        #expect(recognizer.deadline == nil, "no long press while panning")
        #expect(recognizer.take([Self.touch(.moved, 200, 120, at: 60)]) == [.panMoved(from: Self.point(151, 100), to: Self.point(200, 120))])
        #expect(recognizer.take([Self.touch(.ended, 200, 120, at: 80)]) == [.panEnded(at: Self.point(200, 120))])
        #expect(recognizer.expire(at: 10_000).isEmpty, "a pan is no tap")
    }

    @Test("pinch: a second finger starts it at the centre; scale is distance now over distance at start; ends when one lifts")
    func pinch() {
        var recognizer = SDLTouchRecognizer()
        #expect(recognizer.take([Self.touch(.began, 100, 100, at: 0, id: 0)]).isEmpty)
        #expect(recognizer.take([Self.touch(.began, 200, 100, at: 10, id: 1)]) == [.pinchStarted(center: Self.point(150, 100))])
        // Finger 1 moves out to 300: distance 100 → 200.
        #expect(recognizer.take([Self.touch(.moved, 300, 100, at: 30, id: 1)]) == [.pinchMoved(center: Self.point(200, 100), scale: 2)])
        // Both in one event, one step: 50…250 is 200 apart, centred at 150.
        #expect(recognizer.take([Self.touch(.moved, 50, 100, at: 50, id: 0), Self.touch(.moved, 250, 100, at: 50, id: 1)])
                == [.pinchMoved(center: Self.point(150, 100), scale: 2)])
        #expect(recognizer.take([Self.touch(.ended, 250, 100, at: 70, id: 1)]) == [.pinchEnded(center: Self.point(150, 100), scale: 2)])
        #expect(recognizer.take([Self.touch(.moved, 10, 10, at: 80, id: 0)]).isEmpty, "nothing until every finger lifted")
        #expect(recognizer.take([Self.touch(.ended, 10, 10, at: 90, id: 0)]).isEmpty)
        #expect(recognizer.expire(at: 10_000).isEmpty, "no tap after a pinch")
        #expect(recognizer.take(Self.tap(1, 1, at: 20_000)).isEmpty)
        #expect(recognizer.expire(at: 30_000) == [.tap(at: Self.point(1, 1))], "a new gesture after all lifted")
    }

    @Test("two fingers on one point: scale is measured from 1 apart, never a division by zero")
    func pinchFromOnePoint() {
        var recognizer = SDLTouchRecognizer()
        _ = recognizer.take([Self.touch(.began, 100, 100, at: 0, id: 3), Self.touch(.began, 100, 100, at: 0, id: 7)])
        #expect(recognizer.take([Self.touch(.moved, 110, 100, at: 10, id: 7)]) == [.pinchMoved(center: Self.point(105, 100), scale: 10)])
    }

    @Test("a second finger during a pan ends the pan and starts a pinch")
    func panThenPinch() {
        var recognizer = SDLTouchRecognizer()
        _ = recognizer.take([Self.touch(.began, 0, 0, at: 0), Self.touch(.moved, 100, 0, at: 10)])
        #expect(recognizer.take([Self.touch(.began, 100, 100, at: 20, id: 1)])
                == [.panEnded(at: Self.point(100, 0)), .pinchStarted(center: Self.point(100, 50))])
    }

    @Test("CANCEL during a press is cancelled and forgets the fingers; CANCEL with nothing down reports nothing")
    func cancel() {
        var recognizer = SDLTouchRecognizer()
        _ = recognizer.take([Self.touch(.began, 5, 5, at: 0)])
        #expect(recognizer.take([Self.touch(.cancelled, 5, 5, at: 10)]) == [.cancelled])
        #expect(recognizer.deadline == nil, "no long press after a cancel")
        #expect(recognizer.take([Self.touch(.cancelled, 5, 5, at: 20)]).isEmpty)
        #expect(recognizer.take([Self.touch(.ended, 5, 5, at: 30)]).isEmpty, "a lift of a forgotten finger is ignored")
    }

    @Test("moves and lifts of fingers never put down are ignored; a third finger does not disturb a pinch")
    func strayFingers() {
        var recognizer = SDLTouchRecognizer()
        #expect(recognizer.take([Self.touch(.moved, 5, 5, at: 0, id: 4), Self.touch(.ended, 5, 5, at: 1, id: 4)]).isEmpty)
        _ = recognizer.take([Self.touch(.began, 0, 0, at: 10, id: 0), Self.touch(.began, 100, 0, at: 10, id: 1)])
        #expect(recognizer.take([Self.touch(.began, 50, 50, at: 20, id: 2), Self.touch(.moved, 60, 60, at: 30, id: 2)]).isEmpty)
        #expect(recognizer.take([Self.touch(.ended, 60, 60, at: 40, id: 2)]).isEmpty)
        #expect(recognizer.take([Self.touch(.moved, 200, 0, at: 50, id: 1)]) == [.pinchMoved(center: Self.point(100, 0), scale: 2)])
    }

    @Test("thresholds from the configuration: a 100 ms interval and a 10-point distance")
    func configuredThresholds() {
        let configuration = SDLTouchConfiguration(tapDistance: 10, doubleTapInterval: .milliseconds(100), longPressDuration: .milliseconds(200))
        #expect(Self.gestures(Self.tap(0, 0, at: 0) + Self.tap(10, 0, at: 100), expiringAt: 1_000, configuration: configuration)
                == [.doubleTap(at: Self.point(10, 0))])
        #expect(Self.gestures(Self.tap(0, 0, at: 0) + Self.tap(0, 0, at: 101), expiringAt: 1_000, configuration: configuration).count == 2)
        #expect(Self.gestures(Self.tap(0, 0, at: 0, length: 200), expiringAt: 1_000, configuration: configuration)
                == [.longPress(at: Self.point(0, 0))])
    }

    @Test("durations beyond a day or below zero are clamped, so deadlines never overflow")
    func extremeDurations() {
        #expect(SDLTouchRecognizer.milliseconds(.seconds(Int64.max)) == 86_400_000)
        #expect(SDLTouchRecognizer.milliseconds(.seconds(-5)) == 0)
        #expect(SDLTouchRecognizer.milliseconds(.microseconds(1_500)) == 1)
        var recognizer = SDLTouchRecognizer(configuration: .init(doubleTapInterval: .seconds(Int64.max)))
        _ = recognizer.take(Self.tap(0, 0, at: 2_000_000_000))
        #expect(recognizer.deadline == 2_000_000_050 + 86_400_000 + 1)
    }
}
