import Dispatch
import Foundation

/// Runs main-actor code from a synchronous, non-isolated context and returns its result.
///
/// The lifecycle manager asks its `languageUpdate` closure synchronously from its own actor; the
/// delegate that answers lives on the main actor. On the main thread the body runs at once;
/// elsewhere the calling thread waits (briefly) while the main queue runs it. The main actor never
/// waits synchronously for the lifecycle manager (it only `await`s), so this cannot deadlock.
enum SDLMainActorHop {
    /// The body's result, computed on the main actor.
    static func run<Result: Sendable>(_ body: @MainActor @Sendable () -> Result) -> Result {
        if Thread.isMainThread {
            return MainActor.assumeIsolated { body() }
        }
        return DispatchQueue.main.sync {
            MainActor.assumeIsolated { body() }
        }
    }
}
