import SDLRPC

/// The application's touches and gestures across registrations: each registration's
/// `OnTouchEvent`s go through one recognizer (new per registration) to the streams of
/// ``SDLApplication/touches()`` and ``SDLApplication/gestures()``, which outlive reconnects. A
/// gesture due without a further touch (a tap after its double-tap interval, a long press) comes
/// from a timer that waits with ``sleep`` — a test's clock when a test sets it.
@MainActor
final class SDLTouchHub {
    private var touchStreams = SDLEventStreams<[SDLTouch]>()
    private var gestureStreams = SDLEventStreams<SDLTouchGesture>()
    private var recognizer = SDLTouchRecognizer()
    private var timer: Task<Void, Never>?
    /// Waits for a duration; throws when cancelled.
    var sleep: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }

    /// A stream of every `OnTouchEvent`'s fingers from now on.
    func makeTouchStream() -> AsyncStream<[SDLTouch]> { touchStreams.makeStream() }

    /// A stream of every gesture from now on.
    func makeGestureStream() -> AsyncStream<SDLTouchGesture> { gestureStreams.makeStream() }

    /// Takes a registration's `OnTouchEvent`s until they end, scaled by `mapping()` at each.
    func follow(
        _ notifications: AsyncStream<SDLOnTouchEvent>, configuration: SDLTouchConfiguration,
        mapping: @MainActor () -> SDLTouchCoordinateMapping
    ) async {
        recognizer = SDLTouchRecognizer(configuration: configuration)
        for await notification in notifications { take(notification, mapping: mapping()) }
        timer?.cancel()
        // The fingers of a registration that ended never lift: a new one starts afresh.
        recognizer = SDLTouchRecognizer(configuration: configuration)
    }

    /// One `OnTouchEvent`: its fingers, then the gestures it completes; the timer is set again.
    func take(_ notification: SDLOnTouchEvent, mapping: SDLTouchCoordinateMapping) {
        let touches = mapping.touches(of: notification)
        guard let now = touches.last?.time else { return }
        touchStreams.yield(touches)
        for gesture in recognizer.take(touches) { gestureStreams.yield(gesture) }
        schedule(after: now)
    }

    /// Ends every stream (the application stopped).
    func finish() {
        timer?.cancel()
        touchStreams.finish()
        gestureStreams.finish()
    }

    /// Waits from head-unit time `now` to the recognizer's deadline, then reports what is due.
    private func schedule(after now: Int) {
        timer?.cancel()
        guard let deadline = recognizer.deadline else { return }
        let sleep = self.sleep
        timer = Task { [weak self] in
            do {
                try await sleep(.milliseconds(max(deadline - now, 0)))
            } catch {
                return
            }
            self?.expire(at: deadline)
        }
    }

    private func expire(at time: Int) {
        for gesture in recognizer.expire(at: time) { gestureStreams.yield(gesture) }
        schedule(after: time)
    }
}
