import Foundation
import SDLHeadUnit
import SDLProtocol
import SDLSession
import SDLTestSupport
import Testing
@testable import SmartDeviceLink

/// `SDLApplication.videoStream` against the emulator's navigation profile: a NAVIGATION app with
/// `Configuration.videoStreaming` streams through the application, its events outlive
/// registrations, and it stops with a reason and resumes with the HMI level and reconnects.
@Suite("Application video stream on the emulator: 30 s RTP and RAW, stops and resumes with FULL and reconnects",
       .timeLimit(.minutes(TestTime.minutes(3))))
@MainActor
struct ApplicationVideoStreamTests {
    /// A NAVIGATION app streaming with `streaming` on `headUnit`, reconnecting fast.
    static func harness(on headUnit: SDLHeadUnit, streaming: SDLVideoStreamConfiguration = .init()) -> AppHarness {
        AppHarness(headUnit: headUnit, appName: "Navigator", reconnect: AppHarness.fastReconnect) { configuration in
            configuration.appHMITypes = [.navigation]
            configuration.videoStreaming = streaming
        }
    }

    /// ``harness(on:streaming:)`` started, in FULL, its stream started; with its video events.
    static func streamingApp(on headUnit: SDLHeadUnit) async throws -> (AppHarness, StreamRecorder<SDLVideoStreamEvent>) {
        let harness = Self.harness(on: headUnit)
        let events = StreamRecorder(harness.application.videoStream.events())
        try await harness.startActive()
        guard case .started = try await events.next("started in FULL") else { throw VideoTestTimeout(what: "a start in FULL") }
        return (harness, events)
    }

    @Test("an app streams 32 s of H.264 at the negotiated 800×480: no invalid NAL unit, ffprobe counts the frames sent",
          arguments: ["RTP", "RAW"])
    func streamsThirtySeconds(videoProtocol: String) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-app-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // 960 frames at 30 fps: 31.97 s paced; the queue holds them all, so none is dropped.
        let frames = H264TestStream.accessUnits(try H264TestStream.make(width: 800, height: 480, frames: 960, in: directory))
        #expect(frames.count == 960)
        try await Emulator.run(profile: .navigation, { $0.videoRecordDirectory = directory.path }) { headUnit in
            let harness = Self.harness(on: headUnit, streaming: .init(preferredProtocols: [videoProtocol], queueCapacity: frames.count))
            let events = StreamRecorder(harness.application.videoStream.events())
            try await harness.startActive()
            let expected = SDLVideoServiceParameters(width: 800, height: 480, videoProtocol: videoProtocol, videoCodec: "H264")
            #expect(try await events.next("started") == .started(expected))
            #expect(harness.application.videoStream.streamingParameters == expected)
            let manager = try #require(harness.application.videoStream.manager)
            for frame in frames { await harness.application.videoStream.submit(frame) }
            try await pollUntil("every frame sent", limit: .seconds(90)) { await manager.statistics.framesSent == frames.count }
            await harness.application.videoStream.stop()
            #expect(try await events.next("stopped") == .stopped(.stoppedByApp))
            try await pollUntil("the service ended on the head unit") { try await headUnit.videoStreams().last?.isRunning == false }

            let statistics = await manager.statistics
            #expect(statistics.framesDropped == 0)
            // Paced at 30 fps: 959 intervals of 1/30 s can take no less than 31.9 s.
            #expect(statistics.sendingDuration >= .seconds(30))
            let received = try #require(try await headUnit.videoStreams().last)
            #expect(received.parameters == expected)
            #expect(received.invalidUnits == 0)
            #expect(received.frames == frames.count)
            #expect(received.keyFrames >= 32)
            let probe = try H264TestStream.probe(try #require(received.recordingPath))
            #expect(probe.width == 800 && probe.height == 480)
            #expect(abs(probe.frames - frames.count) * 20 <= frames.count)  // within 5 %
            await harness.stop()
            #expect(await events.finishes())
        }
    }

    @Test("one events() stream: started, stopped leaving FULL, started again in FULL, stopped on a disconnect, started after the reconnect")
    func followsHMILevelAndReconnects() async throws {
        try await Emulator.run(profile: .navigation) { headUnit in
            let (harness, events) = try await Self.streamingApp(on: headUnit)
            let firstManager = harness.application.videoStream.manager

            try await headUnit.setHMILevel(.background)
            #expect(try await events.next("stopped in BACKGROUND") == .stopped(.hmiLevel(.background)))
            #expect(harness.application.videoStream.stopReason == .hmiLevel(.background))
            #expect(harness.application.videoStream.streamingParameters == nil)
            try await pollUntil("the service ended on the head unit") { try await headUnit.videoStreams().last?.isRunning == false }
            try await headUnit.setHMILevel(.full)
            guard case .started = try await events.next("started in FULL again") else { Issue.record("not resumed"); return }

            try await headUnit.disconnectApp()
            guard case .stopped(.disconnected) = try await events.next("stopped on the disconnect") else {
                Issue.record("the disconnect was not a stop with reason disconnected"); return
            }
            guard case .started = try await events.next("started after the reconnect") else { Issue.record("not resumed"); return }
            #expect(harness.application.videoStream.manager !== firstManager, "each registration has its own manager")
            #expect(try await headUnit.videoStreams().count == 3)
            #expect(try await headUnit.videoStreams().filter(\.isRunning).count == 1)
            await harness.stop()
            #expect(await events.finishes())
        }
    }

    @Test("an unregistration with the connection up (LANGUAGE_CHANGE) stops the stream with that reason, not as a disconnect")
    func unregistrationIsItsOwnReason() async throws {
        try await Emulator.run(profile: .navigation) { headUnit in
            let (harness, events) = try await Self.streamingApp(on: headUnit)
            try await headUnit.unregisterApp(reason: "LANGUAGE_CHANGE")
            let stop = try await events.next("stopped by the unregistration")
            #expect(stop == .stopped(.unregistered(.languageChange)))
            await harness.stop()
        }
    }

    @Test("stop() holds across a reconnect until resume(); an app without videoStreaming gets no manager")
    func stopHoldsAcrossReconnects() async throws {
        try await Emulator.run(profile: .navigation) { headUnit in
            let (harness, events) = try await Self.streamingApp(on: headUnit)
            await harness.application.videoStream.stop()
            #expect(try await events.next("stopped by the app") == .stopped(.stoppedByApp))
            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect] + harness.activationEvents)
            #expect(harness.application.videoStream.isStoppedByApp)
            #expect(try await headUnit.videoStreams().count == 1, "no stream started on the new registration")
            await harness.application.videoStream.resume()
            guard case .started = try await events.next("started after resume()") else { Issue.record("not resumed"); return }
            #expect(try await headUnit.videoStreams().count == 2)
            await harness.stop()
        }
        try await Emulator.run(profile: .navigation) { headUnit in
            let harness = AppHarness(headUnit: headUnit, appName: "Navigator") { $0.appHMITypes = [.navigation] }
            try await harness.startActive()
            #expect(harness.application.videoStream.manager == nil)
            #expect(try await headUnit.videoStreams().isEmpty)
            await harness.stop()
        }
    }
}
