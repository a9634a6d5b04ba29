/// Collects what an `AsyncStream` yields so a test can wait for a matching element (bounded by
/// a real-time guard against hangs, never used to assert speed) and see the stream finish.
public final class StreamRecorder<Element: Sendable>: Sendable {
    private let inbox = TestInbox<Element>()
    private let task: Task<Void, Never>

    /// Starts consuming `stream`.
    public init(_ stream: AsyncStream<Element>) {
        let inbox = self.inbox
        task = Task {
            for await element in stream { inbox.push(element) }
            inbox.close()
        }
    }

    deinit { task.cancel() }

    /// The first element, in stream order, that matches `predicate`; the elements before it are
    /// dropped (so a later wait never picks up an older element).
    public func next(
        _ what: String = "an element", timeout: Duration = .seconds(20),
        where predicate: @escaping @Sendable (Element) -> Bool = { _ in true }
    ) async throws -> Element {
        while true {
            let element = try await inbox.next(what, timeout: timeout) { _ in true }
            if predicate(element) { return element }
        }
    }

    /// Elements received and not taken yet.
    public var pending: [Element] { inbox.pending }

    /// Whether the stream finished, waiting for that at most `timeout` (real time, a guard).
    public func finishes(timeout: Duration = .seconds(20)) async -> Bool {
        do {
            _ = try await inbox.next("the end of the stream", timeout: timeout) { _ in false }
            return false
        } catch is TestInbox<Element>.Closed {
            return true
        } catch {
            return false
        }
    }
}
