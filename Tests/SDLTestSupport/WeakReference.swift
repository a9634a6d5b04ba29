/// Holds an object weakly, for tests that check something is freed once its owner lets go.
///
/// ```swift
/// var watched: WeakReference?
/// do { let headUnit = try await SDLHeadUnit.start(configuration); watched = WeakReference(headUnit); await headUnit.stop() }
/// try await WeakReference.waitUntilReleased([watched])
/// #expect(watched?.object == nil)
/// ```
public final class WeakReference: @unchecked Sendable {
    /// The object, while something else keeps it alive.
    public weak var object: AnyObject?

    public init(_ object: AnyObject) { self.object = object }

    /// Waits until every reference's object is gone, at most 10 s (scaled): callbacks already
    /// queued on event loops may hold a reference for a moment. Returns either way; the test
    /// checks the objects itself.
    public static func waitUntilReleased(_ references: [WeakReference?]) async throws {
        let deadline = ContinuousClock.now + TestTime.scaled(.seconds(10))
        while references.contains(where: { $0?.object != nil }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
