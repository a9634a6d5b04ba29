import SDLProtocol
import SDLTestSupport
import Testing
@testable import SmartDeviceLink

@Suite("Audio stream manager: who streams, real-time pacing by an injected clock, the bounded queue, play-out, stop reasons")
struct AudioStreamManagerTests {
    /// 16 kHz 16-bit mono: 32,000 bytes a second, 3,200 per 100 ms chunk.
    static let format = SDLPCMFormat(sampleRate: 16000, bitsPerSample: 16)
    static let capabilities = SDLAudioPassThruCapabilities(samplingRate: .init(rawValue: "16KHZ"), bitsPerSample: .init(rawValue: "16_BIT"), audioType: .init(rawValue: "PCM"))

    static func buffer(milliseconds: Int, format: SDLPCMFormat = Self.format) throws(SDLError) -> SDLPCMBuffer {
        let bytes = format.bytesPerSecond * milliseconds / 1000
        return try SDLPCMBuffer(bytes: (0..<bytes).map { UInt8(truncatingIfNeeded: $0) }, format: format)
    }

    /// A NAVIGATION app's manager on `channel` with its clock, running (no status yet): the
    /// manager, the task that runs it, its events.
    static func running(
        _ channel: AudioStreamingChannel, capabilities: SDLAudioPassThruCapabilities? = Self.capabilities,
        configuration: SDLAudioStreamConfiguration = .init()
    ) async -> (SDLAudioStreamManager, Task<Void, Never>, AsyncStream<SDLAudioStreamEvent>.Iterator) {
        let manager = SDLAudioStreamManager(
            channel: channel, appTypes: [.navigation], pcmStreamCapabilities: capabilities, configuration: configuration, clock: channel.clock)
        let events = await manager.events().makeAsyncIterator()
        return (manager, Task { await manager.run() }, events)
    }

    /// ``running(_:capabilities:configuration:)``, then in FULL and streaming (a 200 ms lead by default).
    static func streaming(
        _ channel: AudioStreamingChannel, configuration: SDLAudioStreamConfiguration = .init(lead: .milliseconds(200))
    ) async throws -> (SDLAudioStreamManager, Task<Void, Never>, AsyncStream<SDLAudioStreamEvent>.Iterator) {
        let (manager, running, initialEvents) = await Self.running(channel, configuration: configuration)
        var events = initialEvents
        channel.push(.full)
        #expect(await events.next() == .started(format))
        return (manager, running, events)
    }

    @Test("the policy: NAVIGATION, PROJECTION or media; FULL or LIMITED; not NOT_AUDIBLE")
    func policy() {
        let cases: [([SDLAppHMIType], Bool, SDLHMILevel, SDLAudioStreamingState, SDLAudioStreamStopReason?)] = [
            ([.navigation], false, .full, .audible, nil),
            ([.projection], false, .limited, .attenuated, nil),
            ([.default], true, .full, .audible, nil),
            ([.default], false, .full, .audible, .notAudioStreamingApp),
            ([.navigation], false, .background, .audible, .hmiLevel(.background)),
            ([.navigation], false, .none, .audible, .hmiLevel(.none)),
            ([.navigation], false, .full, .notAudible, .notAudible),
        ]
        for (types, media, level, audio, expected) in cases {
            let status = SDLHMIStatus(hmiLevel: level, audioStreamingState: audio, systemContext: .main)
            #expect(SDLAudioStreamingPolicy.reasonNotToStream(appTypes: types, isMediaApplication: media, status: status) == expected)
        }
    }

    @Test("the format from pcmStreamCapabilities: every spec rate and size; an unknown one fails the start with its name")
    func formatFromCapabilities() async throws {
        let rates = ["8KHZ": 8000, "16KHZ": 16000, "22KHZ": 22050, "44KHZ": 44100]
        for (name, rate) in rates {
            let capabilities = SDLAudioPassThruCapabilities(samplingRate: .init(rawValue: name), bitsPerSample: .init(rawValue: "8_BIT"), audioType: .init(rawValue: "PCM"))
            #expect(try SDLPCMFormat(capabilities: capabilities) == SDLPCMFormat(sampleRate: rate, bitsPerSample: 8))
        }
        #expect(SDLPCMFormat(sampleRate: 44100, bitsPerSample: 16).bytesPerSecond == 88200)
        #expect(Self.format.duration(ofByteCount: 32000) == .seconds(1))
        #expect(Self.format.duration(ofByteCount: 3) == .nanoseconds(62_500))  // one whole frame of two bytes
        #expect(Self.format.byteCount(for: .milliseconds(100)) == 3200)

        let odd = SDLAudioPassThruCapabilities(samplingRate: .init(rawValue: "48KHZ"), bitsPerSample: .init(rawValue: "16_BIT"), audioType: .init(rawValue: "PCM"))
        let channel = AudioStreamingChannel()
        let (_, running, initialEvents) = await Self.running(channel, capabilities: odd)
        var events = initialEvents
        channel.push(.full)
        guard case .stopped(.startFailed(let error)) = await events.next() else {
            Issue.record("an unknown PCM format did not fail the start")
            return
        }
        #expect(error.code == .audioFormatMismatch && error.message.contains("48KHZ"))
        #expect(channel.starts == 0)
        channel.finishNotifications()
        await running.value
    }

    @Test("a 1 s buffer goes in 100 ms chunks at most 200 ms ahead of play-out; play returns at the play-out's end, not before")
    func pacing() async throws {
        let channel = AudioStreamingChannel()
        let clock = channel.clock
        let (manager, running, _) = try await Self.streaming(channel)
        let prompt = try Self.buffer(milliseconds: 1000)
        let played = Task { try await manager.play(prompt) }

        // Three chunks leave at once (0–300 ms of play-out), then one per 100 ms of clock.
        try await pollUntil("the first chunks and a sleep until 100 ms") { clock.deadlines == [.milliseconds(100)] }
        #expect(channel.sent.map(\.at) == [.zero, .zero, .zero])
        for step in 1...7 {
            clock.advance(to: .milliseconds(100 * step))
            try await pollUntil("chunk \(step + 3)") { channel.sent.count == step + 3 }
        }
        #expect(channel.sent.map(\.at) == [0, 0, 0, 100, 200, 300, 400, 500, 600, 700].map { Duration.milliseconds($0) })
        #expect(channel.sent.allSatisfy { $0.bytes.count == 3200 })
        #expect(channel.sent.flatMap(\.bytes) == prompt.bytes)
        // Everything is sent; only the play-out's end, at 1,000 ms, is awaited.
        try await pollUntil("the play-out timer") { clock.deadlines == [.milliseconds(1000)] }
        clock.advance(to: .milliseconds(999))
        #expect(clock.deadlines == [.milliseconds(1000)])
        #expect(await manager.statistics.buffersPlayed == 0)
        clock.advance(to: .milliseconds(1000))
        try await played.value
        let statistics = await manager.statistics
        #expect(statistics.buffersPlayed == 1 && statistics.bytesSent == 32000 && statistics.durationSent == .seconds(1))
        #expect(statistics.underruns == 0)
        channel.finishNotifications()
        await running.value
    }

    @Test("a chunk sent after the play-out ran dry is an underrun with its gap; audio after a pause is not")
    func underrun() async throws {
        let channel = AudioStreamingChannel()
        let clock = channel.clock
        let (manager, running, initialEvents) = try await Self.streaming(channel)
        var events = initialEvents
        let played = Task { try await manager.play(try Self.buffer(milliseconds: 500)) }
        try await pollUntil("a sleep until 100 ms") { clock.deadlines == [.milliseconds(100)] }
        channel.hold()
        clock.advance(to: .milliseconds(100))  // the fourth chunk leaves and is held by the transport
        clock.advance(to: .milliseconds(450))  // the head unit played 0–300 ms and waits since 300 ms
        channel.release()
        guard case .underrun(let figures) = await events.next() else {
            Issue.record("no underrun was reported")
            return
        }
        #expect(figures.underruns == 1 && figures.underrunDuration == .milliseconds(150))
        // The fifth chunk may leave at once (play-out ends at 550 ms); the buffer plays out at 650 ms.
        try await pollUntil("the play-out timer") { clock.deadlines == [.milliseconds(650)] }
        clock.advance(to: .milliseconds(650))
        try await played.value

        // A pause of 1 s, then another buffer: no underrun.
        clock.advance(to: .milliseconds(1650))
        let second = Task { try await manager.play(try Self.buffer(milliseconds: 100)) }
        try await pollUntil("the second play-out timer") { clock.deadlines == [.milliseconds(1750)] }
        clock.advance(to: .milliseconds(1750))
        try await second.value
        #expect(await manager.statistics.underruns == 1)
        channel.finishNotifications()
        await running.value
    }

    @Test("the queue holds exactly its capacity; one frame more fails at once with audioQueueFull and queues nothing")
    func boundedQueue() async throws {
        let channel = AudioStreamingChannel()
        let (manager, running, _) = try await Self.streaming(channel, configuration: .init(queueCapacity: .seconds(1), lead: .milliseconds(200)))
        channel.hold()  // nothing leaves: the queue only fills
        let first = Task { try await manager.play(try Self.buffer(milliseconds: 600)) }
        try await pollUntil("600 ms queued") { await manager.queuedDuration == .milliseconds(600) }
        let second = Task { try await manager.play(try Self.buffer(milliseconds: 400)) }
        try await pollUntil("1 s queued") { await manager.queuedDuration == .seconds(1) }
        let oneFrame = try SDLPCMBuffer(bytes: [0, 0], format: Self.format)
        await #expect(throws: SDLError.self) { try await manager.play(oneFrame) }
        do throws(SDLError) {
            try await manager.play(oneFrame)
        } catch {
            #expect(error.code == .audioQueueFull)
        }
        #expect(await manager.queuedDuration == .seconds(1))

        // Leaving FULL fails both waiting buffers, each once, with the reason.
        channel.push(.background)
        for task in [first, second] {
            do {
                try await task.value
                Issue.record("a buffer that was never played out succeeded")
            } catch let error as SDLError {
                #expect(error.code == .audioStreamNotRunning && error.message.contains("background"))
            }
        }
        #expect(await manager.queuedDuration == .zero)
        channel.release()
        channel.finishNotifications()
        await running.value
    }

    @Test("play refuses another format and a stopped stream, saying why")
    func refusals() async throws {
        let channel = AudioStreamingChannel()
        let (manager, running, initialEvents) = await Self.running(channel)
        var events = initialEvents
        do throws(SDLError) {
            try await manager.play(try Self.buffer(milliseconds: 100))
            Issue.record("played before the stream started")
        } catch {
            #expect(error.code == .audioStreamNotRunning)
        }
        channel.push(.full)
        #expect(await events.next() == .started(Self.format))
        do throws(SDLError) {
            try await manager.play(try Self.buffer(milliseconds: 100, format: SDLPCMFormat(sampleRate: 8000, bitsPerSample: 16)))
            Issue.record("played a buffer in another format")
        } catch {
            #expect(error.code == .audioFormatMismatch && error.message.contains("8000 Hz"))
        }
        channel.finishNotifications()
        await running.value
    }

    @Test("stops with a typed reason on BACKGROUND, NOT_AUDIBLE and the head unit's EndService; starts again when allowed")
    func stopsAndResumes() async throws {
        let channel = AudioStreamingChannel()
        let (manager, running, initialEvents) = try await Self.streaming(channel)
        var events = initialEvents
        channel.push(.background)
        #expect(await events.next() == .stopped(.hmiLevel(.background)))
        try await pollUntil("the EndService") { channel.ends == 1 }
        channel.push(.limited)
        #expect(await events.next() == .started(Self.format))
        channel.push(.limited, audio: .notAudible)
        #expect(await events.next() == .stopped(.notAudible))
        channel.push(.full, audio: .attenuated)
        #expect(await events.next() == .started(Self.format))
        channel.endAudioFromHeadUnit()
        #expect(await events.next() == .stopped(.endedByHeadUnit))
        await manager.stop()
        channel.push(.full)
        #expect(await manager.isStreaming == false)
        await manager.resume()
        #expect(await events.next() == .started(Self.format))
        #expect(channel.starts == 4)
        channel.finishNotifications()
        await running.value
        guard case .stopped(.disconnected(let error)) = await events.next() else {
            Issue.record("the end of the connection was not reported as disconnected")
            return
        }
        #expect(error.code == .connectionClosed)
        #expect(await events.next() == nil)
    }
}
