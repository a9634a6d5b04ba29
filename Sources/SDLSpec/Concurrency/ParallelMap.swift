import Foundation

/// Runs independent pieces of the generator's work on the machine's cores and returns their
/// results in order: the halves of the spec while reading it, the three kinds of spec item while
/// translating, the files while rendering (the generator's stages in SDLSpec and SDLCodegen).
package enum ParallelMap {
    /// `transform` of each index of `0..<count`, computed side by side; `order` (if given) is
    /// the order in which the indexes are started (the largest first, so the last to finish is
    /// a small one).
    package static func run<Value>(count: Int, order: [Int]? = nil, _ transform: (Int) -> Value) -> [Value] {
        let results = Slots<Value>(count: count)
        let order = order ?? Array(0..<count)
        withoutActuallyEscaping(transform) { transform in
            let shared = UncheckedSendable(transform)
            DispatchQueue.concurrentPerform(iterations: count) { position in
                let index = order[position]
                results.set(index, shared.value(index))
            }
        }
        return results.values()
    }

    /// Results written from several threads, each index once, read after all are written.
    private final class Slots<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Value?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ value: Value) {
            lock.withLock { slots[index] = value }
        }

        func values() -> [Value] {
            lock.withLock { slots.compactMap { $0 } }
        }
    }
}

/// A value handed between the threads of ``ParallelMap`` that Swift cannot prove safe to share:
/// libxml2's nodes, which the spec reader's threads only read, and what each thread built alone.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    /// The value.
    package let value: Value

    /// Wraps `value`.
    package init(_ value: Value) { self.value = value }
}
