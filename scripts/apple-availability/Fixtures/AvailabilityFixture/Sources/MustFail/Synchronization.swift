import Synchronization

/// `Mutex` and `Atomic` (Synchronization, macOS 15 / iOS 18) with no guard.
public func lockAndCount() -> Int {
    let mutex = Mutex(0)  // expected-finding
    let counter = Atomic<Int>(0)  // expected-finding
    counter.add(1, ordering: .relaxed)  // expected-finding
    return mutex.withLock { $0 }  // expected-finding
}
