import SDLRPC
import SDLTestSupport
import Testing
@testable import SmartDeviceLink

/// OnTouchEvent notifications through the application's touch hub: scaled to the app's frame, the
/// fingers streamed with their IDs, gestures streamed, and the tap's timer waiting exactly until
/// the double-tap interval passed — on an injected sleep, never on the wall clock.
@Suite("Touch hub: OnTouchEvent scaled to the app frame, fingers and gestures streamed, timer on an injected sleep")
@MainActor
struct TouchHubTests {
    actor SleepLog {
        var requested: [Duration] = []
        func add(_ duration: Duration) { requested.append(duration) }
    }

    static func event(_ type: SDLTouchType, _ fingers: [(id: Int, x: Int, y: Int)], at time: Int) -> SDLOnTouchEvent {
        SDLOnTouchEvent(type: type, event: fingers.map {
            SDLTouchEvent(id: $0.id, ts: [time], c: [SDLTouchCoord(x: $0.x, y: $0.y)])
        })
    }

    static let capability = SDLVideoStreamingCapability(
        preferredResolution: SDLImageResolution(resolutionWidth: 800, resolutionHeight: 480), scale: 2)

    @Test("coordinates: ÷ scale without an app frame; × app frame / resolution with one; identity without a capability")
    func mapping() {
        let coordinate = SDLTouchCoord(x: 400, y: 240)
        #expect(SDLTouchCoordinateMapping(capability: Self.capability, appFrameSize: nil).appPoint(coordinate) == SDLTouchPoint(x: 200, y: 120))
        #expect(SDLTouchCoordinateMapping(capability: Self.capability, appFrameSize: SDLTouchSize(width: 1600, height: 480))
                .appPoint(coordinate) == SDLTouchPoint(x: 800, y: 240))
        #expect(SDLTouchCoordinateMapping(capability: nil, appFrameSize: nil) == .identity)
        let badScale = SDLVideoStreamingCapability(scale: 0)
        #expect(SDLTouchCoordinateMapping(capability: badScale, appFrameSize: nil) == .identity, "a scale of 0 counts as 1")
    }

    @Test("each finger of an event keeps its ID and its last coordinate and timestamp; empty ones are left out")
    func multiTouchFingers() {
        let notification = SDLOnTouchEvent(type: .move, event: [
            SDLTouchEvent(id: 0, ts: [10, 20], c: [SDLTouchCoord(x: 1, y: 1), SDLTouchCoord(x: 8, y: 6)]),
            SDLTouchEvent(id: 9, ts: [20], c: [SDLTouchCoord(x: 100, y: 50)]),
            SDLTouchEvent(id: 5, ts: [], c: [SDLTouchCoord(x: 3, y: 3)]),
        ])
        let touches = SDLTouchCoordinateMapping(capability: Self.capability, appFrameSize: nil).touches(of: notification)
        #expect(touches == [
            SDLTouch(id: 0, location: SDLTouchPoint(x: 4, y: 3), phase: .moved, time: 20),
            SDLTouch(id: 9, location: SDLTouchPoint(x: 50, y: 25), phase: .moved, time: 20),
        ])
        #expect(SDLTouchCoordinateMapping.identity.touches(of: SDLOnTouchEvent(type: .unrecognized("SWIPE"), event: notification.event)).isEmpty)
    }

    @Test("a tap: fingers streamed as they come, the tap after a sleep of exactly 401 ms from its lift")
    func tapAfterTimer() async throws {
        let hub = SDLTouchHub()
        let log = SleepLog()
        hub.sleep = { duration in
            await log.add(duration)
            try Task.checkCancellation()
        }
        let fingers = StreamRecorder(hub.makeTouchStream())
        let gestures = StreamRecorder(hub.makeGestureStream())
        let mapping = SDLTouchCoordinateMapping(capability: Self.capability, appFrameSize: nil)
        hub.take(Self.event(.begin, [(0, 400, 240)], at: 1_000), mapping: mapping)
        hub.take(Self.event(.end, [(0, 402, 240)], at: 1_050), mapping: mapping)
        #expect(try await fingers.next() == [SDLTouch(id: 0, location: SDLTouchPoint(x: 200, y: 120), phase: .began, time: 1_000)])
        #expect(try await fingers.next() == [SDLTouch(id: 0, location: SDLTouchPoint(x: 201, y: 120), phase: .ended, time: 1_050)])
        #expect(try await gestures.next() == .tap(at: SDLTouchPoint(x: 201, y: 120)))
        #expect(await log.requested.last == .milliseconds(401))
        hub.finish()
        #expect(await gestures.finishes())
        #expect(await fingers.finishes())
    }

    @Test("a double tap within one turn: the first tap's timer is cancelled, only the double tap comes")
    func doubleTapCancelsTimer() async throws {
        let hub = SDLTouchHub()
        hub.sleep = { _ in try Task.checkCancellation() }
        let gestures = StreamRecorder(hub.makeGestureStream())
        for (type, time) in [(SDLTouchType.begin, 0), (.end, 40), (.begin, 200), (.end, 240)] {
            hub.take(Self.event(type, [(1, 10, 10)], at: time), mapping: .identity)
        }
        #expect(try await gestures.next() == .doubleTap(at: SDLTouchPoint(x: 10, y: 10)))
        hub.finish()
        #expect(await gestures.finishes())
        #expect(gestures.pending.isEmpty, "no tap before or after the double tap")
    }

    @Test("an event without any usable finger streams nothing")
    func emptyEvent() async throws {
        let hub = SDLTouchHub()
        let fingers = StreamRecorder(hub.makeTouchStream())
        hub.take(SDLOnTouchEvent(type: .begin, event: [SDLTouchEvent(id: 0, ts: [1], c: [])]), mapping: .identity)
        hub.finish()
        #expect(await fingers.finishes())
        #expect(fingers.pending.isEmpty)
    }
}
