import Dispatch

/// Runs main-actor code from a synchronous context and returns its result.
///
/// The lifecycle manager asks its `languageUpdate` closure synchronously from its own actor; the
/// delegate that answers lives on the main actor. The main actor runs its jobs on the main dispatch
/// queue (on Linux too, where a worker thread may drain that queue — so "main thread" is not the
/// test): when the caller is already on that queue the body runs at once; elsewhere the caller
/// waits (briefly) while the main queue runs it. The main actor never waits synchronously for the
/// lifecycle manager (it only `await`s), so this cannot deadlock.
enum SDLMainActorHop {
    /// Marks the main queue, so a caller can tell whether it runs on it.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (and so on the main actor).
    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// The body's result, computed on the main actor.
    static func run<Result: Sendable>(_ body: @MainActor @Sendable () -> Result) -> Result {
        if isOnMainQueue {
            return MainActor.assumeIsolated { body() }
        }
        return DispatchQueue.main.sync {
            MainActor.assumeIsolated { body() }
        }
    }
}
