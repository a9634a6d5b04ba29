import Foundation
import NIOCore

/// How long tests wait before they call something hung, scaled for slow runs.
///
/// Tests never race a timer they do not control: every wall-clock wait in them (a time limit, a
/// wait for a message) is a guard against a hang, not a measurement. Under a sanitizer or on a
/// loaded machine everything runs several times slower, so `SDL_TEST_TIME_SCALE` (an integer,
/// default 1) multiplies every such guard; `scripts/check-sanitizers` sets it.
///
/// ```swift
/// @Suite("…", .timeLimit(.minutes(TestTime.minutes(1))))
/// ```
public enum TestTime {
    /// The factor from `SDL_TEST_TIME_SCALE`, at least 1.
    public static let scale: Int = {
        let text = ProcessInfo.processInfo.environment["SDL_TEST_TIME_SCALE"] ?? ""
        return max(Int(text) ?? 1, 1)
    }()

    /// `minutes` scaled, for `.timeLimit(.minutes(…))`.
    public static func minutes(_ minutes: Int) -> Int { minutes * scale }

    /// `duration` scaled.
    public static func scaled(_ duration: Duration) -> Duration { duration * scale }

    /// The connect timeout of the tests' own TCP clients (NIO's default, 10 s, scaled): a loopback
    /// connect is only that slow when the client's event loop is starved.
    public static var connectTimeout: TimeAmount { .seconds(Int64(10 * scale)) }
}
