import Foundation
import SDLHeadUnit
import SDLProtocol
import SDLSession
import SDLTestSupport
import Testing
@testable import SmartDeviceLink

/// The audio stream manager on a real session against the emulator's navigation profile, with the
/// system clock: the emulator plays the stream out as it arrives and records it; ffprobe reads the
/// recording. Never skipped: without ffprobe it fails, saying that `scripts/test` installs it.
@Suite("Audio streaming on the emulator: a 4 s PCM prompt plays out in real time ± 5 %, recorded as .wav; Core's rules")
struct AudioStreamEmulatorTests {
    static func register(_ session: SDLSession, appHMIType: [SDLAppHMIType] = [.navigation], media: Bool = false) async throws -> SDLRegisterAppInterfaceResponse {
        try await session.send(SDLRegisterAppInterface(
            syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0),
            appName: "Navigator", isMediaApplication: media, languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs,
            appHMIType: appHMIType, appID: "nav-audio-1"))
    }

    /// `seconds` of a 440 Hz tone, 16 kHz 16-bit mono.
    static func tone(seconds: Int) throws -> SDLPCMBuffer {
        let format = SDLPCMFormat(sampleRate: 16000, bitsPerSample: 16)
        let samples = (0..<(format.sampleRate * seconds)).flatMap { index -> [UInt8] in
            let value = Int16(8000 * sin(2 * Double.pi * 440 * Double(index) / Double(format.sampleRate)))
            return [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
        }
        return try SDLPCMBuffer(bytes: samples, format: format)
    }

    @Test("a 4 s prompt: play returns after the whole prompt was sent and played; the emulator's play-out is 4 s ± 5 %, paced; ffprobe reads the .wav")
    func promptPlaysOutInRealTime() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-audio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let prompt = try Self.tone(seconds: 4)
        try await Emulator.run(profile: .navigation, { $0.videoRecordDirectory = directory.path }) { headUnit in
            let session = try await Emulator.connect(to: headUnit)
            // The emulator's profile advertises 16 kHz 16-bit PCM; the manager is made before
            // registering so that no OnHMIStatus is missed, and the response must say the same.
            let capabilities = SDLAudioPassThruCapabilities(samplingRate: .init(rawValue: "16KHZ"), bitsPerSample: .init(rawValue: "16_BIT"), audioType: .init(rawValue: "PCM"))
            let audio = SDLAudioStreamManager(channel: session, appTypes: [.navigation], pcmStreamCapabilities: capabilities)
            var events = await audio.events().makeAsyncIterator()
            let running = Task { await audio.run() }
            let response = try await Self.register(session)
            #expect(response.pcmStreamCapabilities == capabilities)
            #expect(await events.next() == .started(prompt.format))

            let clock = ContinuousClock()
            let start = clock.now
            try await audio.play(prompt)
            let elapsed = clock.now - start
            // play returns at the play-out's end: never before the prompt's length, and only once all was sent.
            #expect(elapsed >= .seconds(4) - .milliseconds(1))
            #expect(await audio.statistics.bytesSent == prompt.bytes.count)
            await audio.stop()
            try await pollUntil("the service ended on the head unit") { try await headUnit.audioStreams().last?.isRunning == false }

            let received = try #require(try await headUnit.audioStreams().last)
            #expect(received.bytes == prompt.bytes.count)
            #expect(received.misalignedMessages == 0)
            #expect(abs(received.audioSeconds - 4) < 0.001)
            // Real time ± 5 %, less the silences the app was told of: on an idle machine the manager
            // reports no underrun and the play-out is 4 s ± 0.2 s; when a loaded machine (the
            // sanitizer runs) delays the sender, every gap the head unit heard beyond the 5 % must have
            // reached the app as an underrun — a stream never stalls silently.
            let reported = Double(await audio.statistics.underrunDuration.components.seconds)
                + Double(await audio.statistics.underrunDuration.components.attoseconds) / 1e18
            #expect(received.playOutSeconds >= 4 - 4 * 0.05, "play-out took \(received.playOutSeconds) s")
            #expect(received.playOutSeconds <= 4 + 4 * 0.05 + reported,
                    "play-out took \(received.playOutSeconds) s with \(received.gapSeconds) s of gaps; the app was told of \(reported) s")
            // Paced: about the lead and a chunk ahead (0.6 s) — a burst would buffer the whole 4 s. A
            // stall of the head unit's own loop bunches arrivals up by as much as the gap it makes.
            #expect(received.largestBufferedSeconds <= 0.8 + received.gapSeconds,
                    "buffered up to \(received.largestBufferedSeconds) s ahead (gaps \(received.gapSeconds) s)")
            let probe = try H264TestStream.run("ffprobe", [
                "-v", "error", "-show_entries", "stream=codec_name,sample_rate,channels:format=duration", "-of", "csv=p=0",
                try #require(received.recordingPath),
            ])
            let lines = probe.split(separator: "\n").map(String.init)
            #expect(lines.first == "pcm_s16le,16000,1")
            #expect(lines.dropFirst().first.flatMap(Double.init).map { abs($0 - 4) < 0.001 } == true, "ffprobe: \(probe)")
            await session.close()
            await running.value
        }
    }

    @Test("the emulator checks the sample format: a message of a partial 16-bit frame is counted as misaligned")
    func misalignedSamples() async throws {
        try await Emulator.run(profile: .navigation) { headUnit in
            let session = try await Emulator.connect(to: headUnit)
            _ = try await Self.register(session)
            try await headUnit.setHMILevel(.full)
            try await session.startAudioService()
            try await session.sendAudio([1, 2, 3, 4])
            try await session.sendAudio([1, 2, 3])
            try await pollUntil("both messages received") { try await headUnit.audioStreams().last?.messages == 2 }
            let received = try #require(try await headUnit.audioStreams().last)
            #expect(received.misalignedMessages == 1 && received.bytes == 7)
            await session.close()
        }
    }

    @Test("the emulator refuses audio to an app that is neither NAVIGATION, PROJECTION nor media, and accepts a media app's")
    func coreRules() async throws {
        try await Emulator.run(profile: .navigation) { headUnit in
            let session = try await Emulator.connect(to: headUnit)
            _ = try await Self.register(session, appHMIType: [.default])
            try await headUnit.setHMILevel(.full)
            do throws(SDLError) {
                try await session.startAudioService()
                Issue.record("a DEFAULT app started the audio service")
            } catch {
                #expect(error.code == .audioServiceRejected && error.message.contains("NAVIGATION, PROJECTION and media"))
            }
            await session.close()
        }
        try await Emulator.run(profile: .navigation) { headUnit in
            let session = try await Emulator.connect(to: headUnit)
            _ = try await Self.register(session, appHMIType: [.media], media: true)
            try await headUnit.setHMILevel(.full)
            try await session.startAudioService()
            #expect(session.isAudioServiceStarted)
            await session.close()
        }
    }
}
