import SDLHeadUnit
import SDLTestSupport
import Testing
@testable import SmartDeviceLink
import SDLProtocol

@Suite("SDLApplication.audioStream: a NAVIGATION app's registration streams audio; a DEFAULT app has none")
@MainActor
struct ApplicationAudioStreamTests {
    @Test("a navigation app in FULL gets a running audio stream that plays a buffer out on the emulator")
    func navigationApp() async throws {
        try await Emulator.run(profile: .navigation) { headUnit in
            var configuration = AppHarness.configuration(port: headUnit.port, appName: "Audio Nav")
            configuration.lifecycle.appHMITypes = [.navigation]
            let application = await activeApplication(configuration)
            let audio = try #require(application.audioStream)
            #expect(audio.format == SDLPCMFormat(sampleRate: 16000, bitsPerSample: 16))
            try await pollUntil("the audio stream running") { await audio.isStreaming }
            let buffer = try SDLPCMBuffer(bytes: [UInt8](repeating: 0, count: 9600), format: audio.format)  // 300 ms
            try await audio.play(buffer)
            #expect(await audio.statistics.buffersPlayed == 1)
            try await pollUntil("the emulator received it") { try await headUnit.audioStreams().last?.bytes == 9600 }
            await application.stop()
        }
    }

    @Test("a DEFAULT app has no audio stream")
    func defaultApp() async throws {
        try await Emulator.run { headUnit in
            let application = await activeApplication(AppHarness.configuration(port: headUnit.port, appName: "Audio Default"))
            #expect(application.audioStream == nil)
            await application.stop()
        }
    }
}
