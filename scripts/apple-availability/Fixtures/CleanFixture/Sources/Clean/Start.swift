import Synchronization

/// `Task.immediate` where the system has it, an ordinary task elsewhere.
public func start(_ operation: @escaping @Sendable () async -> Void) {
    if #available(macOS 26, iOS 26, *) {
        Task.immediate { await operation() }
    } else {
        Task { await operation() }
    }
}

/// A counter for the systems that have `Mutex`.
@available(macOS 15, iOS 18, *)
public final class Counter: Sendable {
    private let value = Mutex(0)

    /// Creates a counter.
    public init() {}

    /// Counts one more.
    public func increment() -> Int {
        value.withLock { count in
            count += 1
            return count
        }
    }
}
