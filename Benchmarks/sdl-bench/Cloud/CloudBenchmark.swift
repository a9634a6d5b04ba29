import Foundation
import Logging
import SDLHeadUnit
import SDLRPC
import SDLValidation
import Synchronization

/// `sdl-bench cloud [--cars 1,50,200,500] [--runs K]`: N emulated cars (emulators in this process,
/// dialling out over WebSocket as SDL Core does for a cloud app) connect to one server process
/// (``CloudBenchServer``). Each car's application registers, shows its first screen, changes its
/// text K times and uploads a file. For each N it prints the time until every car has its first
/// screen, the Show round trip (view change → response) p50/p99 under that load, the server's
/// resident memory per car, its CPU seconds per 1,000 RPCs, and its memory after every car left
/// beside before they came. The same application over TCP (one car) is measured in the same run.
struct CloudBenchmark {
    var carCounts = [1, 50, 200, 500]
    var changes = 20

    /// One row of the table.
    struct Row {
        var transport: String
        var cars: Int
        var firstScreenAll: Double
        var firstScreenMedian: Double
        var p50: Double
        var p99: Double
        var requests: Int
        var cpuPerThousand: Double
        var kibPerCar: Double
        var kibBefore: Int
        var kibAfter: Int
        /// After the allocator gave its free memory back (`malloc_trim`): what is really still held.
        var kibAfterTrim: Int
        /// Applications not freed after their car left.
        var alive: Int
        var failures: Int
    }

    func run() async throws {
        let server = try CloudBenchServerProcess(changes: changes)
        defer { server.quit() }
        guard let port = try await server.next("ready").dropFirst().first.flatMap(Int.init) else {
            throw BenchmarkError("the server process did not say its port")
        }
        let validator = try SDLValidator.packageDefault()
        print("cloud: one server process (pid \(server.pid)) on ws://127.0.0.1:\(port)/, \(changes) text changes and one 16 KiB upload per car")
        // A first round of the most cars warms the server process up (what every later car shares:
        // code paths, NIO's and the allocator's pools), so the rows measure cars, not that.
        let warmUp = try await webSocketRow(cars: carCounts.max() ?? 1, server: server, port: port, validator: validator)
        print(String(format: "  warm-up: %d cars, server %d → %d KiB (trimmed)", warmUp.cars, warmUp.kibBefore, warmUp.kibAfterTrim))
        var rows = [try await tcpRow(server: server, validator: validator)]
        for cars in carCounts {
            rows.append(try await webSocketRow(cars: cars, server: server, port: port, validator: validator))
        }
        Self.printTable(rows)
    }

    /// N emulators connect at once; the row once all finished their loops and left again.
    private func webSocketRow(cars: Int, server: CloudBenchServerProcess, port: Int, validator: SDLValidator) async throws -> Row {
        let counter = RequestCounter()
        var started: [SDLHeadUnit] = []
        for _ in 0..<cars {
            started.append(try await SDLHeadUnit.start(Self.carConfiguration(validator: validator, counter: counter)))
        }
        let headUnits = started
        return try await Self.row("WebSocket", cars: cars, server: server, counter: counter, arrive: {
            let clock = ContinuousClock()
            let start = clock.now
            return try await withThrowingTaskGroup(of: Duration.self) { group in
                for headUnit in headUnits {
                    group.addTask {
                        try await headUnit.connect(to: "ws://127.0.0.1:\(port)/")
                        _ = try await headUnit.nextShow(timeout: .seconds(300))
                        return clock.now - start
                    }
                }
                var times: [Duration] = []
                for try await time in group { times.append(time) }
                return times
            }
        }, leave: {
            await withTaskGroup(of: Void.self) { group in
                for headUnit in headUnits { group.addTask { await headUnit.stop() } }
            }
        })
    }

    /// The same application dialling one emulator over TCP.
    private func tcpRow(server: CloudBenchServerProcess, validator: SDLValidator) async throws -> Row {
        let counter = RequestCounter()
        let headUnit = try await SDLHeadUnit.start(Self.carConfiguration(validator: validator, counter: counter))
        return try await Self.row("TCP", cars: 1, server: server, counter: counter, arrive: {
            let clock = ContinuousClock()
            let start = clock.now
            server.send("tcp \(headUnit.port)")
            _ = try await headUnit.nextShow(timeout: .seconds(60))
            return [clock.now - start]
        }, leave: {
            server.send("stop-tcp")
            await headUnit.stop()
        })
    }

    /// One row: the server's memory and CPU time around `arrive` (the cars connect; returns each one's
    /// time to its first screen) and the loops that follow, then `leave` and what the server keeps.
    private static func row(
        _ transport: String, cars: Int, server: CloudBenchServerProcess, counter: RequestCounter,
        arrive: () async throws -> [Duration], leave: () async -> Void
    ) async throws -> Row {
        let before = server.residentKiB
        let cpuBefore = server.cpuSeconds
        let firstScreens = try await arrive()
        server.send("report \(cars)")
        let report = try await server.next("report")
        let cpu = server.cpuSeconds - cpuBefore
        let peak = server.residentKiB
        let requests = counter.value
        await leave()
        let alive = try await waitUntilNoCars(server)
        let after = server.residentKiB
        let afterTrim = try await trimmedResidentKiB(server)
        return Row(
            transport: transport, cars: cars,
            firstScreenAll: RoundTripBenchmark.quantile(firstScreens, 1), firstScreenMedian: RoundTripBenchmark.quantile(firstScreens, 0.5),
            p50: value(report, "p50"), p99: value(report, "p99"), requests: requests,
            cpuPerThousand: cpu / Double(max(requests, 1)) * 1000, kibPerCar: Double(peak - before) / Double(cars),
            kibBefore: before, kibAfter: after, kibAfterTrim: afterTrim, alive: alive, failures: Int(value(report, "failures")))
    }

    /// A car: port 0 (its TCP listener is unused), the shared spec, no flood limit (this measures
    /// load, not that limit), quiet logs, and every request it receives counted.
    private static func carConfiguration(validator: SDLValidator, counter: RequestCounter) -> SDLHeadUnitConfiguration {
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.validator = validator
        configuration.appTimeScaleMaxRequests = 0
        configuration.logger.logLevel = .error
        configuration.messageLog = counter
        return configuration
    }

    /// Waits until the server has no car left (each application ended after its car left), then a
    /// moment for the last buffers to go; returns how many applications are still not freed.
    private static func waitUntilNoCars(_ server: CloudBenchServerProcess) async throws -> Int {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            server.send("count")
            if try await server.next("count").dropFirst().first == "0" {
                try await Task.sleep(for: .seconds(1))
                server.send("count")
                return Int(value(try await server.next("count"), "alive"))
            }
            try await Task.sleep(for: .milliseconds(200))
        }
        throw BenchmarkError("cars were still served 120 s after they left")
    }

    /// The server's resident memory after its allocator gave free memory back.
    private static func trimmedResidentKiB(_ server: CloudBenchServerProcess) async throws -> Int {
        server.send("trim")
        _ = try await server.next("trimmed")
        return server.residentKiB
    }

    /// How much more resident memory (percent) the server may hold after every car left than before
    /// they came: allocator caches, not cars.
    static let memoryMargin = 5.0

    /// The number after `name` in a server line.
    private static func value(_ words: [String], _ name: String) -> Double {
        guard let index = words.firstIndex(of: name), index + 1 < words.count else { return .nan }
        return Double(words[index + 1]) ?? .nan
    }

    /// CPU seconds per 1,000 RPCs, when the row had enough RPCs for the kernel's 10 ms ticks to say.
    private static func cpuColumn(_ row: Row) -> String {
        let text = row.requests >= 1000 ? String(format: "%.3f", row.cpuPerThousand) : "(too few)"
        return String(repeating: " ", count: max(13 - text.count, 0)) + text
    }

    private static func printTable(_ rows: [Row]) {
        print("  transport   cars  all first screens  median first  Show p50  Show p99  requests  CPU s/1k RPCs  KiB/car  server KiB before → after (trimmed)  apps alive  failures")
        for row in rows {
            let kept = Double(row.kibAfterTrim - row.kibBefore) / Double(max(row.kibBefore, 1)) * 100
            print(String(
                format: "  %@ %6d  %15.3f s  %10.3f s  %6.2f ms %6.2f ms  %8d  %13@  %7.0f  %9d → %d (%d, %+.1f%%)  %10d  %d",
                row.transport.padding(toLength: 9, withPad: " ", startingAt: 0) as NSString, row.cars, row.firstScreenAll, row.firstScreenMedian, row.p50 * 1000, row.p99 * 1000,
                row.requests, Self.cpuColumn(row) as NSString, row.kibPerCar, row.kibBefore, row.kibAfter, row.kibAfterTrim,
                kept, row.alive, row.failures))
            if kept > Self.memoryMargin {
                print(String(format: "    the server kept %.1f%% more memory after the cars left (trimmed) than before (margin %.0f%%)", kept, Self.memoryMargin))
            }
        }
    }
}

/// Counts the requests the cars receive (their message logs' incoming requests).
final class RequestCounter: SDLMessageLogSink {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .relaxed) }

    func record(_ entry: SDLJSONObject) {
        guard entry["direction"]?.stringValue == "in", entry["type"]?.stringValue == "request" else { return }
        count.add(1, ordering: .relaxed)
    }
}
