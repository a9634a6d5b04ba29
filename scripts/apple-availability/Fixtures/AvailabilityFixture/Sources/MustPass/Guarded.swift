import Foundation
import Synchronization

/// `Task.immediate` inside `if #available` that covers it.
public func startImmediately() {
    if #available(macOS 26, iOS 26, *) {
        Task.immediate { }
    } else {
        Task { }
    }
}

/// After `guard #available`, the rest of the block is covered.
public func startAfterGuard() {
    guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
    Task.immediate { }
}

/// An `#available` after another condition covers the body too.
public func startWhen(_ flag: Bool) {
    if flag, #available(macOS 26, iOS 26, *) {
        Task.immediate { }
    }
}

/// `if #unavailable … else`: the else branch has the versions.
public func startUnlessOld() {
    if #unavailable(macOS 26, iOS 26) {
        Task { }
    } else {
        Task.immediate { }
    }
}

/// A declaration marked `@available(macOS 15, iOS 18, *)` may use what those versions have.
@available(macOS 15, iOS 18, *)
public func lockAndCount() -> Int {
    let mutex = Mutex(0)
    let counter = Atomic<Int>(0)
    counter.add(1, ordering: .relaxed)
    _ = Calendar.RecurrenceRule(calendar: .current, frequency: .daily)
    return mutex.withLock { $0 }
}

/// Members of a type marked `@available` inherit it (the long form of the attribute).
@available(macOS, introduced: 15)
@available(iOS, introduced: 18)
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

/// A declaration unavailable on iOS may use what iOS lacks.
@available(iOS, unavailable)
public func home() -> URL {
    FileManager.default.homeDirectoryForCurrentUser
}

/// Old APIs, and protocol requirements newer than the package whose default implementation is old
/// (`&*` became a `FixedWidthInteger` requirement in macOS 15; its default always existed).
public func hash(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
}
