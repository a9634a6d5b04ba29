import NIOConcurrencyHelpers

/// A selective-receive mailbox for test clients: `next(where:)` takes the oldest matching element or
/// waits (real time, bounded) for one.
public final class TestInbox<Element: Sendable>: Sendable {
    private struct Waiter {
        public var id: Int
        public var predicate: @Sendable (Element) -> Bool
        public var continuation: CheckedContinuation<Element, any Error>
    }

    private struct State {
        public var buffer: [Element] = []
        public var waiters: [Waiter] = []
        public var nextID = 0
        public var isClosed = false
    }

    /// Creates an empty inbox.
    public init() {}

    /// The inbox was closed while waiting.
    public struct Closed: Error {
        /// Creates the error.
        public init() {}
    }
    /// Nothing matching arrived in time.
    public struct TimedOut: Error, CustomStringConvertible {
        /// Creates the error.
        public init(what: String) { self.what = what }
        public var what: String
        public var description: String { "timed out waiting for \(what)" }
    }

    private enum Outcome {
        case element(Element)
        case closed
        case waiting
    }

    private let state = NIOLockedValueBox(State())

    public func push(_ element: Element) {
        let waiter = state.withLockedValue { state -> Waiter? in
            if let index = state.waiters.firstIndex(where: { $0.predicate(element) }) {
                return state.waiters.remove(at: index)
            }
            state.buffer.append(element)
            return nil
        }
        waiter?.continuation.resume(returning: element)
    }

    public func close() {
        let waiters = state.withLockedValue { state -> [Waiter] in
            state.isClosed = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.continuation.resume(throwing: Closed()) }
    }

    public var isClosed: Bool { state.withLockedValue { $0.isClosed } }

    /// Elements received and not taken yet.
    public var pending: [Element] { state.withLockedValue { $0.buffer } }

    public func next(_ what: String = "a message", timeout: Duration = .seconds(10), where predicate: @escaping @Sendable (Element) -> Bool) async throws -> Element {
        try await withThrowingTaskGroup(of: Element.self) { group in
            group.addTask { try await self.wait(predicate) }
            group.addTask {
                try await Task.sleep(for: TestTime.scaled(timeout))
                throw TimedOut(what: what)
            }
            defer { group.cancelAll() }
            guard let element = try await group.next() else { throw Closed() }
            return element
        }
    }

    private func wait(_ predicate: @escaping @Sendable (Element) -> Bool) async throws -> Element {
        let id = state.withLockedValue { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Element, any Error>) in
                let outcome = state.withLockedValue { state -> Outcome in
                    if let index = state.buffer.firstIndex(where: predicate) { return .element(state.buffer.remove(at: index)) }
                    if state.isClosed { return .closed }
                    state.waiters.append(Waiter(id: id, predicate: predicate, continuation: continuation))
                    return .waiting
                }
                switch outcome {
                case .element(let element): continuation.resume(returning: element)
                case .closed: continuation.resume(throwing: Closed())
                case .waiting: break
                }
            }
        } onCancel: {
            let waiter = state.withLockedValue { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }
}
