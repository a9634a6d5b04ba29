import Foundation
import SDLRPC
import SDLSession

/// RPC round-trip latency through `SDLSession` over loopback TCP against an in-process echo head
/// unit (``LoopbackPeer``): a Show request out, its response back, matched by correlation ID. Once
/// with one request in flight at a time, once with 100 in flight (100 tasks sending back to back).
/// Reports the median (p50) and p99 of the per-request latencies, and the throughput.
struct RoundTripBenchmark {
    /// Requests timed with one in flight.
    var sequentialRequests = 5_000
    /// Tasks sending concurrently in the second run.
    var concurrency = 100
    /// Requests each of those tasks sends.
    var requestsPerTask = 100

    func run() async throws {
        let peer = try await LoopbackPeer.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: peer.port)
        let request = SDLShow(mainField1: "Round trip", mainField2: "benchmark")
        // Warm up connections, allocators and caches.
        for _ in 0..<500 { _ = try await session.send(request) }

        let clock = ContinuousClock()
        var sequential: [Duration] = []
        sequential.reserveCapacity(sequentialRequests)
        let sequentialStart = clock.now
        for _ in 0..<sequentialRequests {
            let start = clock.now
            _ = try await session.send(request)
            sequential.append(clock.now - start)
        }
        let sequentialTime = clock.now - sequentialStart

        let concurrentStart = clock.now
        let concurrent = try await withThrowingTaskGroup(of: [Duration].self) { group in
            for _ in 0..<concurrency {
                group.addTask {
                    var samples: [Duration] = []
                    samples.reserveCapacity(requestsPerTask)
                    for _ in 0..<requestsPerTask {
                        let start = clock.now
                        _ = try await session.send(request)
                        samples.append(clock.now - start)
                    }
                    return samples
                }
            }
            var all: [Duration] = []
            for try await samples in group { all.append(contentsOf: samples) }
            return all
        }
        let concurrentTime = clock.now - concurrentStart
        await session.close()
        await peer.stop()

        print("RPC round trip (Show → response) through SDLSession over loopback TCP, echo peer in process:")
        Self.printTable([
            ("1 in flight (\(sequential.count) requests)", sequential, sequentialTime),
            ("\(concurrency) in flight (\(concurrent.count) requests)", concurrent, concurrentTime),
        ])
    }

    /// The `q` quantile (0…1) of `samples`, nearest rank.
    static func quantile(_ samples: [Duration], _ q: Double) -> Double {
        let sorted = samples.map(BenchmarkTable.seconds).sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// Prints p50, p99 and max latency and throughput, aligned like ``BenchmarkTable``.
    static func printTable(_ rows: [(String, [Duration], Duration)]) {
        let width = rows.map(\.0.count).max() ?? 0
        Swift.print("  " + "load".padding(toLength: width, withPad: " ", startingAt: 0) + "        p50         p99         max      requests/s")
        for (name, samples, total) in rows {
            let throughput = Double(samples.count) / max(BenchmarkTable.seconds(total), 1e-9)
            Swift.print(String(
                format: "  %@  %8.3f ms  %8.3f ms  %8.3f ms  %12.0f",
                name.padding(toLength: width, withPad: " ", startingAt: 0),
                quantile(samples, 0.5) * 1000, quantile(samples, 0.99) * 1000, quantile(samples, 1) * 1000, throughput
            ))
        }
    }
}
