import Foundation
import SDLRPC
import SDLSession

/// A soak of a running emulator (a separate process, so its memory can be sampled): `apps` apps
/// connected at once for `seconds`, each sending a mix of valid, invalid and oversized RPCs,
/// uploading and deleting files, and reconnecting every `requestsPerConnection` requests.
///
/// It checks that every request gets exactly one answer (a response, never a timeout or an error),
/// that the emulator's resident memory stays flat (first quarter of the run against the last), and
/// that a new app registers and is served afterwards.
struct SoakBenchmark {
    var host = "127.0.0.1"
    var port: Int
    /// The emulator's process ID, for its resident memory (`/proc/PID/status`).
    var pid: Int32?
    var apps = 50
    var seconds = 180
    var requestsPerConnection = 100
    /// Requests per second per app: below Core's NONE-level limit (100 in 10 s), which most apps are in.
    var requestsPerSecond = 6.0

    /// What one app saw.
    struct Tally: Sendable {
        var sent = 0
        var answered = 0
        var failures: [String] = []
        var connections = 0
        var codes: [String: Int] = [:]

        mutating func add(_ other: Tally) {
            sent += other.sent
            answered += other.answered
            failures += other.failures
            connections += other.connections
            codes.merge(other.codes, uniquingKeysWith: +)
        }
    }

    func run() async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(seconds)
        let sampler = Task { await Self.sampleMemory(pid: pid, every: .seconds(2), until: deadline) }
        print("soak: \(apps) apps for \(seconds) s against \(host):\(port)\(pid.map { " (pid \($0))" } ?? "")")
        let total = await withTaskGroup(of: Tally.self) { group in
            for app in 0..<apps {
                group.addTask { await self.app(app, until: deadline) }
            }
            var total = Tally()
            for await tally in group { total.add(tally) }
            return total
        }
        let samples = await sampler.value

        // Afterwards a new app registers and is served.
        var servesNewApps = false
        do {
            let session = try await BenchSession.registeredInFull(port: port, appName: "After Soak")
            servesNewApps = try await session.send(SDLShow(mainField1: "after the soak")).success
            await session.close()
        } catch {
            print("soak: a new app after the soak failed: \(error)")
        }

        print("  requests sent \(total.sent), answered exactly once \(total.answered), failures \(total.failures.count), connections \(total.connections)")
        print("  result codes: " + total.codes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        for failure in total.failures.prefix(10) { print("  failure: \(failure)") }
        var memoryFlat = true
        if samples.count >= 8 {
            let quarter = samples.count / 4
            let early = samples[quarter..<(2 * quarter)].reduce(0, +) / quarter
            let late = samples[(samples.count - quarter)...].reduce(0, +) / quarter
            let peak = samples.max() ?? 0
            let growth = Double(late - early) / Double(max(early, 1)) * 100
            memoryFlat = growth < 10
            print(String(format: "  emulator RSS: second quarter %d KiB, last quarter %d KiB (%+.1f%%), peak %d KiB, %d samples",
                         early, late, growth, peak, samples.count))
        } else if pid != nil {
            print("  emulator RSS: too few samples")
            memoryFlat = false
        }
        print("  a new app afterwards: \(servesNewApps ? "registered and served" : "FAILED")")
        let passed = total.failures.isEmpty && total.sent == total.answered && servesNewApps && memoryFlat
        print(passed ? "soak: passed" : "soak: FAILED")
        if !passed { throw BenchmarkError("the soak failed") }
    }

    /// One app: connect, register, send a mix, reconnect, until the deadline.
    private func app(_ index: Int, until deadline: ContinuousClock.Instant) async -> Tally {
        var tally = Tally()
        let pause = Duration.seconds(1.0 / requestsPerSecond)
        var cycle = 0
        while ContinuousClock.now < deadline {
            cycle += 1
            let session: SDLSession
            do {
                session = try await SDLSession.connect(host: host, port: port)
                let registration = try await session.send(SDLRegisterAppInterface(
                    syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0),
                    appName: "Soak \(index)-\(cycle)", isMediaApplication: false, languageDesired: .enUs,
                    hmiDisplayLanguageDesired: .enUs, appID: "soak-\(index)-\(cycle)"))
                tally.sent += 1
                tally.answered += 1
                tally.codes[registration.resultCode.rawValue, default: 0] += 1
                tally.connections += 1
            } catch {
                tally.failures.append("app \(index) cycle \(cycle): connect/register: \(error)")
                try? await Task.sleep(for: .seconds(1))
                continue
            }
            for step in 0..<requestsPerConnection where ContinuousClock.now < deadline {
                let (functionID, parameters, bulk) = Self.request(step, app: index)
                tally.sent += 1
                do {
                    let answer = try await session.send(functionID: functionID, parameters: parameters, bulkData: bulk, timeout: .seconds(20))
                    tally.answered += 1
                    tally.codes[answer.resultCode ?? "?", default: 0] += 1
                } catch {
                    tally.failures.append("app \(index) request \(step) (function \(functionID)): \(error)")
                }
                try? await Task.sleep(for: pause)
            }
            await session.close()
        }
        return tally
    }

    /// The mix: valid, schema-invalid, oversized, Core-rule-invalid, unknown, uploads and deletes.
    static func request(_ step: Int, app: Int) -> (Int, SDLJSONObject, [UInt8]?) {
        let show = SDLShow.rpcFunctionID
        switch step % 8 {
        case 0: return (show, ["mainField1": .string("soak \(app) step \(step)")], nil)
        case 1: return (show, ["mainField1": .integer(step)], nil)                                   // wrong type
        case 2: return (show, ["mainField1": .string(String(repeating: "x", count: 600))], nil)      // over maxlength 500
        case 3: return (show, ["mainField1": .string("line\nbreak")], nil)                           // Core's string check
        case 4:
            let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ step) }            // two frames at 128 KiB
            return (SDLPutFile.rpcFunctionID, ["syncFileName": .string("soak-\(step % 3).bin"), "fileType": "BINARY"], bytes)
        case 5: return (SDLListFiles.rpcFunctionID, [:], nil)
        case 6: return (SDLDeleteFile.rpcFunctionID, ["syncFileName": .string("soak-\((step + 2) % 3).bin")], nil)
        default: return (0x7FF0, ["anything": true], nil)                                            // not a function of the spec
        }
    }

    /// The resident memory of `pid` in KiB every `interval` until `deadline` (empty without a pid).
    static func sampleMemory(pid: Int32?, every interval: Duration, until deadline: ContinuousClock.Instant) async -> [Int] {
        guard let pid else { return [] }
        var samples: [Int] = []
        while ContinuousClock.now < deadline {
            if let kib = ProcessProbe.residentKiB(pid: pid) { samples.append(kib) }
            try? await Task.sleep(for: interval)
        }
        return samples
    }
}
