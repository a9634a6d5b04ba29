import SDLSession

/// Loads each lock-screen icon URL once for the whole process. Every car connected to a cloud app
/// names the same icon (Core sends one URL per policy table), and so do an app's registrations one
/// after another: requests for a URL whose load is under way wait for that load, an icon stays for
/// ``successLifetime`` and a failure for ``failureLifetime`` (so a dead URL is not asked 500 times
/// in a second), and at most ``capacity`` finished URLs are kept, the oldest going first.
///
/// A caller that is cancelled stops waiting at once; the shared load goes on for the others and
/// ends within its loader's timeout.
actor SDLLockScreenIconCache {
    /// What a load gives.
    typealias Outcome = Result<[UInt8], SDLError>
    /// Loads one URL's bytes.
    typealias Load = @Sendable (String) async throws(SDLError) -> [UInt8]

    /// The cache the lock-screen managers share.
    static let shared = SDLLockScreenIconCache()

    /// How long a loaded icon is used before it is loaded again.
    let successLifetime: Duration
    /// How long a failed load's error is the answer before the URL is tried again.
    let failureLifetime: Duration
    /// How many URLs are kept after their load ended.
    let capacity: Int

    private struct Entry {
        /// Orders entries by age (eviction) and tells a load's own entry from a newer one.
        let number: Int
        let load: Task<Outcome, Never>
        /// When the finished load stops being the answer; `nil` while it runs.
        var expiry: ContinuousClock.Instant?
    }

    private var entries: [String: Entry] = [:]
    private var loadsStarted = 0

    init(successLifetime: Duration = .seconds(3600), failureLifetime: Duration = .seconds(30), capacity: Int = 16) {
        self.successLifetime = successLifetime
        self.failureLifetime = failureLifetime
        self.capacity = max(capacity, 1)
    }

    /// The icon at `url`: from a load under way or a kept one, else from a new `load`.
    ///
    /// - Throws: the load's `SDLError`, or `cancelled` when the calling task is cancelled.
    nonisolated func icon(at url: String, load: @escaping Load) async throws(SDLError) -> [UInt8] {
        let shared = await loadTask(for: url, load: load)
        let once = SDLIconLoadOnce()
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                once.install(continuation)
                let waiter = Task { once.finish(await shared.value) }
                once.onFinish { waiter.cancel() }
            }
        } onCancel: {
            once.finish(.failure(SDLError(code: .cancelled, message: "the lock-screen icon load was cancelled")))
        }
        return try outcome.get()
    }

    /// How many loads this cache started (each a request to the icon's server).
    var loadCount: Int { loadsStarted }

    private func loadTask(for url: String, load: @escaping Load) -> Task<Outcome, Never> {
        let now = ContinuousClock.now
        if let entry = entries[url], entry.expiry.map({ now < $0 }) ?? true {
            return entry.load
        }
        loadsStarted += 1
        let number = loadsStarted
        let task = Task<Outcome, Never> {
            let outcome: Outcome
            do throws(SDLError) {
                outcome = .success(try await load(url))
            } catch {
                outcome = .failure(error)
            }
            await self.finished(url, number: number, succeeded: (try? outcome.get()) != nil)
            return outcome
        }
        entries[url] = Entry(number: number, load: task, expiry: nil)
        return task
    }

    private func finished(_ url: String, number: Int, succeeded: Bool) {
        guard entries[url]?.number == number else { return }
        entries[url]?.expiry = .now + (succeeded ? successLifetime : failureLifetime)
        evict()
    }

    /// Drops expired entries, then the oldest finished ones beyond ``capacity``.
    private func evict() {
        let now = ContinuousClock.now
        entries = entries.filter { $0.value.expiry.map { now < $0 } ?? true }
        let finished = entries.filter { $0.value.expiry != nil }.sorted { $0.value.number < $1.value.number }
        for (url, _) in finished.prefix(max(finished.count - capacity, 0)) {
            entries[url] = nil
        }
    }
}
