import SDLHeadUnit
import SDLProtocol
import SDLSession
import SmartDeviceLink
import Testing
import SDLH264Encoder

/// ``SDLEncodedVideoSource`` after the manager dropped a frame: the next frame is a key frame, so the
/// stream recovers at once instead of at the encoder's next scheduled key frame.
@Suite("SDLEncodedVideoSource recovers from drops with a key frame")
struct SDLEncodedVideoSourceDropTests {
    static let (width, height) = (800, 480)

    /// Four frames into a queue of one while the transport holds the first: the third does not fit
    /// and is dropped. Through the source, the fourth is a key frame (it replaces the queued second)
    /// and it and the two frames after it reach the head unit; the same encoder's frames submitted
    /// straight to the manager leave the stream waiting for a key frame that never comes.
    @Test("the frame after a drop is a key frame, and more frames arrive than without", arguments: [true, false])
    func keyFrameAfterDrop(throughSource: Bool) async throws {
        try await NavigationEmulator.run { headUnit in
            let gate = GatedVideoChannel.Gate()
            let app = try await NavigationEmulator.app(
                on: headUnit, configuration: .init(preferredProtocols: ["RTP"], queueCapacity: 1)
            ) { GatedVideoChannel(session: $0, gate: gate) }
            var events = app.events.makeAsyncIterator()
            let encoder = try SDLH264Encoder(configuration: .init(width: Self.width, height: Self.height, keyFrameInterval: 1000))
            let source = SDLEncodedVideoSource(encoder: encoder, stream: app.manager)
            guard case .started = await events.next() else { Issue.record("the stream did not start"); return }
            func submit(_ index: Int) async throws -> SDLH264AccessUnit? {
                let frame = TestFrames.i420(width: Self.width, height: Self.height, index: index)
                if throughSource { return try await source.submit(frame) }
                if index == 0 { try await encoder.forceKeyFrame() }
                guard let unit = try await encoder.encode(frame) else { return nil }
                await app.manager.submit(unit)
                return unit
            }
            func drained() async throws {
                try await NavigationEmulator.poll("nothing queued") {
                    let figures = await app.manager.statistics
                    return figures.framesSent + figures.framesDropped == figures.framesSubmitted
                }
            }
            var units = [try await submit(0)]
            try await NavigationEmulator.poll("the first frame held at the gate") { await gate.arrivals == 1 }
            for index in 1..<4 { units.append(try await submit(index)) }
            await gate.open()
            try await drained()
            for index in 4..<6 {  // one at a time, each sent (or dropped) before the next
                units.append(try await submit(index))
                try await drained()
            }
            #expect(units.map { $0?.isKeyFrame } == (throughSource
                ? [true, false, false, true, false, false]
                : [true, false, false, false, false, false]))
            let expectedFrames = throughSource ? 4 : 2  // 0, 3, 4, 5 — or 0 and 1, then none without a key frame
            #expect(await app.manager.statistics.framesSent == expectedFrames)
            try await NavigationEmulator.poll("the frames received") {
                try await headUnit.videoStreams().last?.frames == expectedFrames
            }
            let statistics = await app.manager.statistics
            #expect(statistics.framesDropped == 6 - expectedFrames)
            let received = try #require(try await headUnit.videoStreams().last)
            #expect(received.invalidUnits == 0)
            #expect(received.keyFrames == (throughSource ? 2 : 1))
            await app.session.close()
            await app.running.value
        }
    }
}
