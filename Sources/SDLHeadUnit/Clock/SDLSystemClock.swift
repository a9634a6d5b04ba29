import NIOCore
import NIOPosix

/// Real time: a monotonic clock with timers on a SwiftNIO event loop.
public struct SDLSystemClock: SDLHeadUnitClock {
    private let start: ContinuousClock.Instant
    private let eventLoop: any EventLoop

    /// Creates a clock whose timers run on `eventLoop` (by default one of NIO's shared loops).
    public init(eventLoop: (any EventLoop)? = nil) {
        self.start = ContinuousClock.now
        self.eventLoop = eventLoop ?? MultiThreadedEventLoopGroup.singleton.next()
    }

    /// Time since this clock was created.
    public var now: Duration {
        ContinuousClock.now - start
    }

    /// Schedules `action` on the event loop after `delay`.
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any SDLHeadUnitTimer {
        let nanoseconds = max(delay, .zero).nanosecondsClamped
        let task = eventLoop.scheduleTask(in: .nanoseconds(nanoseconds)) { action() }
        return SystemTimer(task: task)
    }

    private struct SystemTimer: SDLHeadUnitTimer {
        let task: Scheduled<Void>

        func cancel() {
            task.cancel()
        }
    }
}
