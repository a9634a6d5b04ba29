import NIOConcurrencyHelpers
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// One load per icon URL for the whole process: a cloud app's cars all name the same icon.
@Suite("Lock screen: the process's icon cache")
struct LockScreenIconCacheTests {
    /// A load that counts its calls per URL and answers after `gate` opens (or at once without one).
    final class CountingLoad: Sendable {
        let answer: Result<[UInt8], SDLError>
        private let counts = NIOLockedValueBox<[String: Int]>([:])
        private let gate: AsyncStream<Void>?
        private let opener: AsyncStream<Void>.Continuation?

        init(answer: Result<[UInt8], SDLError> = .success([1, 2, 3]), gated: Bool = false) {
            self.answer = answer
            if gated {
                let (stream, continuation) = AsyncStream<Void>.makeStream()
                gate = stream
                opener = continuation
            } else {
                gate = nil
                opener = nil
            }
        }

        func count(_ url: String) -> Int { counts.withLockedValue { $0[url] ?? 0 } }
        /// Lets every waiting load answer.
        func open() { opener?.finish() }

        var load: SDLLockScreenIconCache.Load {
            { url throws(SDLError) in
                self.counts.withLockedValue { $0[url, default: 0] += 1 }
                if let gate = self.gate { for await _ in gate {} }
                return try self.answer.get()
            }
        }
    }

    /// The outcome of asking `cache` for `url`.
    static func outcome(_ cache: SDLLockScreenIconCache, _ url: String, _ load: CountingLoad) async -> Result<[UInt8], SDLError> {
        do throws(SDLError) {
            return .success(try await cache.icon(at: url, load: load.load))
        } catch {
            return .failure(error)
        }
    }

    @Test("500 requests for one URL while its load runs make one load and all get its bytes; another URL loads on its own")
    func concurrentRequestsShareOneLoad() async {
        let cache = SDLLockScreenIconCache()
        let load = CountingLoad(gated: true)
        let outcomes = await withTaskGroup(of: Result<[UInt8], SDLError>.self) { group in
            for index in 0..<500 {
                group.addTask { await Self.outcome(cache, index == 0 ? "http://b/icon.png" : "http://a/icon.png", load) }
            }
            // Every request is waiting before the loads may answer.
            while load.count("http://a/icon.png") == 0 || load.count("http://b/icon.png") == 0 {
                try? await Task.sleep(for: .milliseconds(5))
            }
            load.open()
            var outcomes: [Result<[UInt8], SDLError>] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        #expect(outcomes.count == 500)
        #expect(outcomes.allSatisfy { (try? $0.get()) == [1, 2, 3] })
        #expect(load.count("http://a/icon.png") == 1)
        #expect(load.count("http://b/icon.png") == 1)
        #expect(await cache.loadCount == 2)
    }

    @Test("a loaded icon is the answer for its lifetime: with an hour, no second load; with none, a second load")
    func successLifetime() async throws {
        let kept = SDLLockScreenIconCache(successLifetime: .seconds(3600))
        let load = CountingLoad()
        _ = await Self.outcome(kept, "http://a/icon.png", load)
        #expect(try await Self.outcome(kept, "http://a/icon.png", load).get() == [1, 2, 3])
        #expect(load.count("http://a/icon.png") == 1)

        let expired = SDLLockScreenIconCache(successLifetime: .zero)
        let reload = CountingLoad()
        _ = await Self.outcome(expired, "http://a/icon.png", reload)
        _ = await Self.outcome(expired, "http://a/icon.png", reload)
        #expect(reload.count("http://a/icon.png") == 2)
    }

    @Test("a failure is the answer for the failure lifetime, then the URL is tried again")
    func failureLifetime() async {
        let failure = SDLError(code: .iconDownloadFailed, message: "refused")
        let kept = SDLLockScreenIconCache(failureLifetime: .seconds(3600))
        let load = CountingLoad(answer: .failure(failure))
        #expect(await Self.outcome(kept, "http://dead/icon.png", load) == .failure(failure))
        #expect(await Self.outcome(kept, "http://dead/icon.png", load) == .failure(failure))
        #expect(load.count("http://dead/icon.png") == 1)

        let retried = SDLLockScreenIconCache(failureLifetime: .zero)
        let again = CountingLoad(answer: .failure(failure))
        _ = await Self.outcome(retried, "http://dead/icon.png", again)
        _ = await Self.outcome(retried, "http://dead/icon.png", again)
        #expect(again.count("http://dead/icon.png") == 2)
    }

    @Test("with a capacity of 2, a third URL pushes out the oldest: asking for it again loads it again")
    func capacity() async {
        let cache = SDLLockScreenIconCache(capacity: 2)
        let load = CountingLoad()
        for url in ["http://1/i.png", "http://2/i.png", "http://3/i.png"] { _ = await Self.outcome(cache, url, load) }
        _ = await Self.outcome(cache, "http://3/i.png", load)
        _ = await Self.outcome(cache, "http://2/i.png", load)
        _ = await Self.outcome(cache, "http://1/i.png", load)
        #expect(load.count("http://1/i.png") == 2)
        #expect(load.count("http://2/i.png") == 1)
        #expect(load.count("http://3/i.png") == 1)
    }

    @Test("a cancelled caller stops waiting at once with cancelled; the shared load still answers the others")
    func cancelledCaller() async throws {
        let cache = SDLLockScreenIconCache()
        let load = CountingLoad(gated: true)
        let staying = Task { await Self.outcome(cache, "http://a/icon.png", load) }
        let leaving = Task { await Self.outcome(cache, "http://a/icon.png", load) }
        while load.count("http://a/icon.png") == 0 { try await Task.sleep(for: .milliseconds(5)) }
        leaving.cancel()
        let left = await leaving.value
        if case .failure(let error) = left { #expect(error.code == .cancelled) } else { Issue.record("the cancelled caller got \(left)") }
        load.open()
        #expect(try await staying.value.get() == [1, 2, 3])
        #expect(load.count("http://a/icon.png") == 1)
    }
}
