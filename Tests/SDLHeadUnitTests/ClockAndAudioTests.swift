import Foundation
import NIOConcurrencyHelpers
import SDLHeadUnit
import Testing

@Suite("Manual clock and audio sources")
struct ClockAndAudioTests {
    @Test("the manual clock fires timers in deadline order, each at its deadline, and not before")
    func manualClockOrder() {
        let clock = SDLManualClock()
        let fired = NIOLockedValueBox<[(String, Duration)]>([])
        _ = clock.schedule(after: .milliseconds(300)) { fired.withLockedValue { $0.append(("c", clock.now)) } }
        _ = clock.schedule(after: .milliseconds(100)) { fired.withLockedValue { $0.append(("a", clock.now)) } }
        _ = clock.schedule(after: .milliseconds(200)) {
            fired.withLockedValue { $0.append(("b", clock.now)) }
            _ = clock.schedule(after: .milliseconds(50)) { fired.withLockedValue { $0.append(("b2", clock.now)) } }
        }
        let cancelled = clock.schedule(after: .milliseconds(150)) { fired.withLockedValue { $0.append(("x", clock.now)) } }
        cancelled.cancel()
        clock.advance(by: .milliseconds(99))
        #expect(fired.withLockedValue { $0.isEmpty })
        clock.advance(by: .milliseconds(201))
        let names = fired.withLockedValue { $0.map(\.0) }
        let times = fired.withLockedValue { $0.map(\.1) }
        #expect(names == ["a", "b", "b2", "c"])
        #expect(times == [.milliseconds(100), .milliseconds(200), .milliseconds(250), .milliseconds(300)])
        #expect(clock.now == .milliseconds(300))
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("a WAV file's data chunk is used as it is; a file without samples is refused")
    func wavFile() throws {
        var bytes: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WAVE".utf8)
        bytes += Array("fmt ".utf8) + [16, 0, 0, 0] + Array(repeating: 0, count: 16)
        bytes += Array("data".utf8) + [4, 0, 0, 0] + [1, 2, 3, 4]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tone-\(UUID().uuidString).wav").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try SDLAudioSource.wavFile(path) == .pcm([1, 2, 3, 4]))
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Array("RIFF".utf8))))
        #expect(throws: SDLHeadUnitError.self) { try SDLAudioSource.wavFile(path) }
    }
}
