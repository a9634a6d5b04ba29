import Foundation
import SDLHeadUnit
import SDLHeadUnitTLS
import SDLProtocol
import SDLSession
import SDLSessionTLS
import SDLTestSupport
import Testing
@testable import SmartDeviceLink

/// Protected video and audio (issue 42) against the emulator playing SDL Core with
/// `ForceProtectedService` for both: it refuses an unprotected StartService, and counts which
/// messages arrived encrypted. Short streams: ten frames, 0.3 s of audio.
@Suite("Protected streaming on a head unit that forces protected video and audio", .timeLimit(.minutes(TestTime.minutes(1))))
struct ProtectedStreamingEmulatorTests {
    static func forcedProtection(_ configuration: inout SDLHeadUnitConfiguration) {
        configuration.security = try? SDLHeadUnitTLS(configuration: .client())
        configuration.forceProtectedServices = [.video, .audio]
    }

    /// A session to `headUnit`, with a TLS security layer when `secure`.
    static func connect(to headUnit: SDLHeadUnit, secure: Bool) async throws -> SDLSession {
        var configuration = SDLSessionConfiguration.forTests(closeTimeout: .seconds(5))
        if secure {
            let (certificate, key) = try TestCertificates.selfSigned()
            let tls = try SDLTLSSecurityConfiguration.server(certificateChainPEM: certificate, privateKeyPEM: key)
            configuration.makeSecurityLayer = { SDLTLSSecurityLayer(configuration: tls) }
        }
        return try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: configuration)
    }

    static let pcm = SDLAudioPassThruCapabilities(
        samplingRate: .init(rawValue: "16KHZ"), bitsPerSample: .init(rawValue: "16_BIT"), audioType: .init(rawValue: "PCM"))

    @Test("with a security layer and the default encryption, video and audio start protected; every message arrives encrypted and the video decodes")
    func streamsProtected() async throws {
        let directory = try VideoStreamEmulatorTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = H264TestStream.accessUnits(try H264TestStream.make(width: 800, height: 480, frames: 10, in: directory))
        try await Emulator.run(profile: .navigation, Self.forcedProtection) { headUnit in
            let session = try await Self.connect(to: headUnit, secure: true)
            let video = SDLVideoStreamManager(channel: session, appTypes: [.navigation], configuration: .init(queueCapacity: 20))
            let audio = SDLAudioStreamManager(channel: session, appTypes: [.navigation], pcmStreamCapabilities: Self.pcm)
            var videoEvents = await video.events().makeAsyncIterator()
            var audioEvents = await audio.events().makeAsyncIterator()
            let runningVideo = Task { await video.run() }
            let runningAudio = Task { await audio.run() }
            try await VideoStreamEmulatorTests.register(session)

            guard case .started = await videoEvents.next() else { Issue.record("the video stream did not start"); return }
            #expect(await audioEvents.next() == .started(SDLPCMFormat(sampleRate: 16000, bitsPerSample: 16)))
            #expect(session.isVideoServiceProtected && session.isAudioServiceProtected)

            for frame in frames { await video.submit(frame) }
            let tone = try SDLPCMBuffer(bytes: [UInt8](repeating: 0x11, count: 9600), format: SDLPCMFormat(sampleRate: 16000, bitsPerSample: 16))
            try await audio.play(tone)
            try await pollUntil("every frame sent") { await video.statistics.framesSent == frames.count }
            await video.stop()
            await audio.stop()
            try await pollUntil("both services ended on the head unit") {
                let (video, audio) = (try await headUnit.videoStreams(), try await headUnit.audioStreams())
                return video.last?.isRunning == false && audio.last?.isRunning == false
            }

            let videoReceived = try #require(try await headUnit.videoStreams().last)
            #expect(videoReceived.isProtected)
            #expect(videoReceived.encryptedMessages == frames.count, "every access unit arrived encrypted")
            #expect(videoReceived.invalidUnits == 0 && videoReceived.frames == frames.count, "and decrypted into valid H.264")
            let audioReceived = try #require(try await headUnit.audioStreams().last)
            #expect(audioReceived.isProtected)
            #expect(audioReceived.bytes == tone.bytes.count)
            #expect(audioReceived.messages > 0 && audioReceived.encryptedMessages == audioReceived.messages)
            await session.close()
            await runningVideo.value
            await runningAudio.value
        }
    }

    @Test("without a security layer: required encryption stops both streams at once with securityNotConfigured; the default is refused by the head unit, saying why")
    func noSecurityLayer() async throws {
        try await Emulator.run(profile: .navigation, Self.forcedProtection) { headUnit in
            let session = try await Self.connect(to: headUnit, secure: false)
            let video = SDLVideoStreamManager(channel: session, appTypes: [.navigation], configuration: .init(encryption: .required))
            let audio = SDLAudioStreamManager(
                channel: session, appTypes: [.navigation], pcmStreamCapabilities: Self.pcm, configuration: .init(encryption: .required))
            let defaultVideo = SDLVideoStreamManager(channel: session, appTypes: [.navigation])
            var videoEvents = await video.events().makeAsyncIterator()
            var audioEvents = await audio.events().makeAsyncIterator()
            var defaultEvents = await defaultVideo.events().makeAsyncIterator()
            let running = [Task { await video.run() }, Task { await audio.run() }, Task { await defaultVideo.run() }]
            try await VideoStreamEmulatorTests.register(session)

            guard case .stopped(.startFailed(let videoError)) = await videoEvents.next() else { Issue.record("video did not stop"); return }
            #expect(videoError.code == .securityNotConfigured)
            guard case .stopped(.startFailed(let audioError)) = await audioEvents.next() else { Issue.record("audio did not stop"); return }
            #expect(audioError.code == .securityNotConfigured)
            guard case .stopped(.startFailed(let refusal)) = await defaultEvents.next() else { Issue.record("default video did not stop"); return }
            #expect(refusal.code == .videoServiceRejected && refusal.message.contains("ForceProtectedService"))
            let (videoStreams, audioStreams) = (try await headUnit.videoStreams(), try await headUnit.audioStreams())
            #expect(videoStreams.isEmpty && audioStreams.isEmpty, "no service ran")
            await session.close()
            for task in running { await task.value }
        }
    }
}
