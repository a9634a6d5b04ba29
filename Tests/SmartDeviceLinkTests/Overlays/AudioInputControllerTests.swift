import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// SDLAudioInputController against the emulator: the PerformAudioPassThru it sends, the audio it
/// hands over, and how it ends.
@Suite("Audio input controller (PerformAudioPassThru)", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct AudioInputControllerTests {
    /// The emulator's audio: bytes 0, 1, …, 255, 0, 1, … (so order and gaps show).
    static let pattern = (0...255).map { UInt8($0) }

    /// Whether `chunks` joined are the first `bytes` bytes of ``pattern`` (no gap, no reordering).
    static func isPattern(_ chunks: [[UInt8]], bytes: Int) -> Bool {
        let joined = chunks.flatMap { $0 }
        return joined.count == bytes && joined.enumerated().allSatisfy { $0.element == UInt8($0.offset % 256) }
    }

    @Test("the request carries the split message, the prompt, 16 kHz / 16-bit PCM, maxDuration and muteAudio true")
    func exactParameters() async throws {
        try await InteractionFixture.run { fixture in
            let input = SDLAudioInputController(message: "Say a destination\nafter the tone\n\nplease", prompt: "Speak now",
                                                duration: .seconds(7))
            fixture.present(input)
            let request = try await fixture.headUnit.nextRequest("PerformAudioPassThru")
            let expected: SDLJSONObject = [
                "initialPrompt": [["text": "Speak now", "type": "TEXT"]],
                "audioPassThruDisplayText1": "Say a destination",
                "audioPassThruDisplayText2": "after the tone please",
                "samplingRate": "16KHZ",
                "maxDuration": 7000,
                "bitsPerSample": "16_BIT",
                "audioType": "PCM",
                "muteAudio": true,
            ]
            #expect(Set(request.parameters.keys) == Set(expected.keys))
            for key in expected.keys { #expect(request.parameters[key] == expected[key], "\(key)") }
            try await fixture.headUnit.finishAudioPassThru()
            #expect(try await fixture.resultCode() == .success)
        }
    }

    @Test("a prerecorded speech is the initial prompt (PRE_RECORDED), and no message leaves both texts out")
    func prerecordedSpeech() async throws {
        try await InteractionFixture.run { fixture in
            fixture.present(SDLAudioInputController(prompt: .speech(.listenJingle)))
            let request = try await fixture.headUnit.nextRequest("PerformAudioPassThru")
            #expect(request.parameters["initialPrompt"] == [["text": "LISTEN_JINGLE", "type": "PRE_RECORDED"]])
            #expect(request.parameters["audioPassThruDisplayText1"] == nil)
            #expect(request.parameters["audioPassThruDisplayText2"] == nil)
            try await fixture.headUnit.finishAudioPassThru()
            #expect(try await fixture.resultCode() == .success)
        }
    }

    @Test("muteAudio is sent as given: explicit false stays false")
    func muteAudioFalse() async throws {
        try await InteractionFixture.run { fixture in
            fixture.present(SDLAudioInputController(message: "Hi", mutesAudio: false))
            let request = try await fixture.headUnit.nextRequest("PerformAudioPassThru")
            #expect(request.parameters["muteAudio"] == false)
            try await fixture.headUnit.finishAudioPassThru()
            #expect(try await fixture.resultCode() == .success)
        }
    }

    @Test("the format: 16 kHz / 16-bit when offered (not first), else the first offer, else the app's explicit choice",
          arguments: [
              // The emulator's offers: 8 kHz, 16 kHz, 44 kHz, all 16-bit.
              FormatCase(offers: nil, explicit: nil, expected: ("16KHZ", "16_BIT")),
              FormatCase(offers: [("22KHZ", "8_BIT"), ("44KHZ", "16_BIT")], explicit: nil, expected: ("22KHZ", "8_BIT")),
              FormatCase(offers: [("44KHZ", "16_BIT"), ("16KHZ", "8_BIT")], explicit: nil, expected: ("44KHZ", "16_BIT")),
              FormatCase(offers: nil, explicit: (._44khz, ._8Bit), expected: ("44KHZ", "8_BIT")),
          ])
    func formatChoice(_ format: FormatCase) async throws {
        try await InteractionFixture.run({ configuration in
            if let offers = format.offers {
                configuration.profile.capabilities["audioPassThruCapabilities"] = .array(offers.map {
                    ["samplingRate": .string($0.0), "bitsPerSample": .string($0.1), "audioType": "PCM"]
                })
            }
        }) { fixture in
            let explicit = format.explicit.map { SDLAudioPassThruCapabilities(samplingRate: $0.0, bitsPerSample: $0.1, audioType: .pcm) }
            let input = SDLAudioInputController(message: "Hi", capabilities: explicit)
            fixture.present(input)
            let request = try await fixture.headUnit.nextRequest("PerformAudioPassThru")
            #expect(request.parameters["samplingRate"]?.stringValue == format.expected.0)
            #expect(request.parameters["bitsPerSample"]?.stringValue == format.expected.1)
            #expect(input.audioFormat?.samplingRate.rawValue == format.expected.0)
            #expect(input.audioFormat?.bitsPerSample.rawValue == format.expected.1)
            try await fixture.headUnit.finishAudioPassThru()
            #expect(try await fixture.resultCode() == .success)
        }
    }

    @Test("maxDuration follows the spec's rule: 0 and min−1 → max, min, max, max+1 → max, a nanosecond → min")
    func maxDurationClamping() async throws {
        let rule = SDLPerformAudioPassThru.Parameters.maxDuration
        let minimum = Int(try #require(rule.minValue))
        let maximum = Int(try #require(rule.maxValue))
        let cases: [(Duration, Int)] = [
            (.zero, maximum), (.milliseconds(minimum - 1), maximum), (.milliseconds(minimum), minimum),
            (.milliseconds(maximum), maximum), (.milliseconds(maximum + 1), maximum), (.nanoseconds(1), minimum),
            (.milliseconds(2500), 2500),
        ]
        try await InteractionFixture.run { fixture in
            for (index, (duration, milliseconds)) in cases.enumerated() {
                fixture.present(SDLAudioInputController(message: "Hi", duration: duration))
                let request = try await fixture.headUnit.nextRequest("PerformAudioPassThru")
                #expect(request.parameters["maxDuration"]?.intValue == milliseconds, "\(duration)")
                if try await fixture.headUnit.overlay() != nil { try await fixture.headUnit.finishAudioPassThru() }
                #expect(try await fixture.resultCode(count: index + 1) == .success)
            }
        }
    }

    @Test("every chunk reaches the handler and the stream, in order, and the stream finishes with the pass-thru")
    func chunksInOrder() async throws {
        try await InteractionFixture.run({ $0.audioSource = .pcm(Self.pattern) }) { fixture in
            var handled: [[UInt8]] = []
            let input = SDLAudioInputController(message: "Hi", duration: .seconds(3)) { handled.append($0) }
            let stream = input.audioChunks
            let streamed = Task { @MainActor in
                var chunks: [[UInt8]] = []
                for await chunk in stream { chunks.append(chunk) }
                return chunks
            }
            fixture.present(input)
            _ = try await fixture.headUnit.nextOverlay(.performAudioPassThru)
            for _ in 0..<3 { try await fixture.headUnit.advanceClock(by: .seconds(1)) }
            #expect(try await fixture.resultCode() == .success)
            #expect(try await fixture.result().get().answer as? Int == 96000, "the answer is the byte count recorded")
            // Complete when the completion runs: 3 chunks of one second of 16 kHz 16-bit audio.
            #expect(handled.map(\.count) == [32000, 32000, 32000])
            #expect(Self.isPattern(handled, bytes: 96000))
            let streamedChunks = await streamed.value
            #expect(streamedChunks.map(\.count) == handled.map(\.count))
            #expect(Self.isPattern(streamedChunks, bytes: 96000))
        }
    }

    @Test("finish() sends EndAudioPassThru; the pass-thru answers SUCCESS and the stream finishes")
    func finishEndsIt() async throws {
        try await InteractionFixture.run { fixture in
            let input = SDLAudioInputController(message: "Hi")
            let stream = input.audioChunks
            try await fixture.show(input, as: .performAudioPassThru)
            input.finish()
            let end = try await fixture.headUnit.nextResponse("EndAudioPassThru")
            #expect(end.resultCode == "SUCCESS")
            #expect(try await fixture.resultCode() == .success)
            let closed = try await fixture.headUnit.nextClosedOverlay()
            #expect(closed.overlay.kind == .performAudioPassThru)
            #expect(closed.resultCode == "SUCCESS")
            var count = 0
            for await _ in stream { count += 1 }
            #expect(count == 0)
            #expect(!input.isPresented)
        }
    }

    @Test("a disconnect during the pass-thru ends it with disconnected, exactly once, and finishes the stream")
    func disconnect() async throws {
        try await InteractionFixture.run { fixture in
            let input = SDLAudioInputController(message: "Hi")
            let stream = input.audioChunks
            try await fixture.show(input, as: .performAudioPassThru)
            try await fixture.headUnit.disconnectApp()
            #expect(try await fixture.error()?.code == .connectionClosed)
            for await _ in stream {}
            try await Task.sleep(for: .milliseconds(200))
            #expect(fixture.results.count == 1)
        }
    }

    @Test("a second audio input is REJECTED while the first records; the first keeps its chunks and ends SUCCESS")
    func secondRejected() async throws {
        try await InteractionFixture.run({ $0.audioSource = .pcm(Self.pattern) }) { fixture in
            var firstChunks: [[UInt8]] = []
            var secondChunks: [[UInt8]] = []
            let first = SDLAudioInputController(message: "First", duration: .seconds(2)) { firstChunks.append($0) }
            fixture.present(first)
            _ = try await fixture.headUnit.nextOverlay(.performAudioPassThru)
            fixture.present(SDLAudioInputController(message: "Second") { secondChunks.append($0) })
            #expect(try await fixture.headUnit.nextResponse("PerformAudioPassThru").resultCode == "REJECTED")
            #expect(try await fixture.resultCode(count: 1) == .rejected)
            // The second's REJECTED response does not end the first's reading.
            try await fixture.headUnit.advanceClock(by: .seconds(1))
            try await fixture.headUnit.advanceClock(by: .seconds(1))
            #expect(try await fixture.resultCode(count: 2) == .success)
            #expect(Self.isPattern(firstChunks, bytes: 64000))
            #expect(secondChunks.isEmpty)
        }
    }

    @Test("the preferred format: 16/16 anywhere in the offers, else the first, else 16/16")
    func preferredFormat() {
        let offers = [SDLAudioPassThruCapabilities(samplingRate: ._8khz, bitsPerSample: ._8Bit, audioType: .pcm),
                      SDLAudioPassThruCapabilities(samplingRate: ._16khz, bitsPerSample: ._16Bit, audioType: .pcm)]
        #expect(SDLAudioInputController.preferredFormat(from: offers) == offers[1])
        #expect(SDLAudioInputController.preferredFormat(from: [offers[0]]) == offers[0])
        #expect(SDLAudioInputController.preferredFormat(from: []).samplingRate == ._16khz)
    }

    @Test("a head unit without the second text field gets the whole message in the first")
    func oneTextField() {
        #expect(SDLAudioInputController.displayTexts(of: "One\nTwo\tThree", hasSecondLine: false) == ("One Two Three", nil))
        #expect(SDLAudioInputController.displayTexts(of: " One \n\n Two ", hasSecondLine: true) == ("One", "Two"))
        #expect(SDLAudioInputController.displayTexts(of: "  \n ", hasSecondLine: true) == (nil, nil))
    }
}

/// One case of the format choice: the head unit's offers (nil: the profile's), the app's choice,
/// and the expected sampling rate and bits per sample.
struct FormatCase: Sendable, CustomTestStringConvertible {
    var offers: [(String, String)]?
    var explicit: (SDLSamplingRate, SDLBitsPerSample)?
    var expected: (String, String)

    var testDescription: String {
        "offers \(offers.map { "\($0)" } ?? "of the profile"), explicit \(explicit.map { "\($0)" } ?? "none") → \(expected)"
    }
}
