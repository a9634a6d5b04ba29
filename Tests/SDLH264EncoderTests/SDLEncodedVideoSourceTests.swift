import Foundation
import SDLHeadUnit
import SDLProtocol
import SDLSession
import SmartDeviceLink
import Testing
import SDLH264Encoder

/// Frames encoded by ``SDLH264Encoder`` streamed through ``SDLEncodedVideoSource`` to the
/// emulator's navigation profile, which checks every NAL unit and records the stream for ffprobe.
@Suite("SDLEncodedVideoSource on the emulator")
struct SDLEncodedVideoSourceTests {
    static let width = 800
    static let height = 480

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-encoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("encoded frames stream at 800×480: the emulator counts them, no invalid NAL unit, ffprobe reads the recording", arguments: ["RTP", "RAW"])
    func streamsEncodedFrames(videoProtocol: String) async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = (0..<45).map { TestFrames.i420(width: Self.width, height: Self.height, index: $0) }
        try await NavigationEmulator.run(recordDirectory: directory.path) { headUnit in
            let app = try await NavigationEmulator.app(on: headUnit, configuration: .init(preferredProtocols: [videoProtocol], queueCapacity: 120))
            var events = app.events.makeAsyncIterator()
            let encoder = try SDLH264Encoder(configuration: .init(width: Self.width, height: Self.height, keyFrameInterval: 30))
            let source = SDLEncodedVideoSource(encoder: encoder, stream: app.manager)
            guard case .started = await events.next() else { Issue.record("the stream did not start"); return }
            for frame in frames { try await source.submit(frame) }
            try await NavigationEmulator.poll("every frame sent") { await app.manager.statistics.framesSent == frames.count }
            await app.manager.stop()  // RAW: the last NAL unit is whole only once the service ends
            try await NavigationEmulator.poll("the service ended") { try await headUnit.videoStreams().last?.isRunning == false }

            let received = try #require(try await headUnit.videoStreams().last)
            #expect(received.parameters.width == Int32(Self.width) && received.parameters.height == Int32(Self.height))
            #expect(received.invalidUnits == 0)
            #expect(received.frames == frames.count)
            #expect(received.keyFrames == 2)
            #expect(await encoder.statistics.framesEncoded == frames.count)
            #expect(await app.manager.statistics.framesDropped == 0)
            let probe = try FFprobe.probe(try #require(received.recordingPath))
            #expect(probe.width == Self.width && probe.height == Self.height)
            #expect(probe.frames == frames.count)
            await app.session.close()
            await app.running.value
        }
    }

    @Test("frames are not encoded while the stream is down; the first frame after a restart is a key frame")
    func keyFrameAfterRestart() async throws {
        try await NavigationEmulator.run { headUnit in
            let app = try await NavigationEmulator.app(on: headUnit, configuration: .init(preferredProtocols: ["RAW"], queueCapacity: 120))
            var events = app.events.makeAsyncIterator()
            let encoder = try SDLH264Encoder(configuration: .init(width: Self.width, height: Self.height, keyFrameInterval: 1000))
            let source = SDLEncodedVideoSource(encoder: encoder, stream: app.manager)
            guard case .started = await events.next() else { Issue.record("the stream did not start"); return }
            let first = try await source.submit(TestFrames.i420(width: Self.width, height: Self.height, index: 0))
            let second = try await source.submit(TestFrames.i420(width: Self.width, height: Self.height, index: 1))
            #expect(first?.isKeyFrame == true)
            #expect(second?.isKeyFrame == false)

            try await headUnit.setHMILevel(.background)
            #expect(await events.next() == .stopped(.hmiLevel(.background)))
            let whileDown = try await source.submit(TestFrames.i420(width: Self.width, height: Self.height, index: 2))
            #expect(whileDown == nil)
            #expect(await encoder.statistics.framesEncoded == 2)

            try await headUnit.setHMILevel(.full)
            guard case .started = await events.next() else { Issue.record("the stream did not start again"); return }
            let afterRestart = try await source.submit(TestFrames.i420(width: Self.width, height: Self.height, index: 3))
            let next = try await source.submit(TestFrames.i420(width: Self.width, height: Self.height, index: 4))
            #expect(afterRestart?.isKeyFrame == true)
            #expect(next?.isKeyFrame == false)
            await app.session.close()
            await app.running.value
        }
    }

    @Test("an encoder of another size than the stream is refused with invalidEncoderConfiguration")
    func sizeMismatch() async throws {
        try await NavigationEmulator.run { headUnit in
            let app = try await NavigationEmulator.app(on: headUnit, configuration: .init(preferredProtocols: ["RAW"]))
            var events = app.events.makeAsyncIterator()
            let source = SDLEncodedVideoSource(encoder: try SDLH264Encoder(configuration: .init(width: 640, height: 480)), stream: app.manager)
            guard case .started = await events.next() else { Issue.record("the stream did not start"); return }
            await #expect(throws: SDLError(code: .invalidEncoderConfiguration, message: "the head unit streams at 800×480; the encoder makes 640×480")) {
                try await source.submit(TestFrames.i420(width: 640, height: 480, index: 0))
            }
            #expect(await app.manager.statistics.framesSubmitted == 0)
            await app.session.close()
            await app.running.value
        }
    }
}
