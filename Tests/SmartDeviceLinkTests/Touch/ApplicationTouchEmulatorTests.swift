import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing
@testable import SmartDeviceLink

/// Touches and haptic areas of a NAVIGATION app on the emulator, whose VideoStreamingCapability
/// has scale 2: the head unit's 800×480 is the app's 400×240.
@Suite("Touches and haptic areas on the emulator: typed gestures in app coordinates, areas scaled and re-sent",
       .timeLimit(.minutes(TestTime.minutes(2))))
@MainActor
struct ApplicationTouchEmulatorTests {
    static let profile = SDLDisplayProfile.navigation.withVideoStreaming([
        "preferredResolution": ["resolutionWidth": 800, "resolutionHeight": 480],
        "supportedFormats": [["protocol": "RTP", "codec": "H264"], ["protocol": "RAW", "codec": "H264"]],
        "scale": 2.0,
        "preferredFPS": 30,
    ])

    static func point(_ x: Double, _ y: Double) -> SDLTouchPoint { SDLTouchPoint(x: x, y: y) }

    /// A NAVIGATION app with a video stream, active and streaming on `headUnit`.
    static func streamingApp(on headUnit: SDLHeadUnit, configure: (SDLApplication) -> Void = { _ in }) async throws -> AppHarness {
        let harness = AppHarness(headUnit: headUnit, appName: "Navigator", reconnect: AppHarness.fastReconnect) { configuration in
            configuration.appHMITypes = [.navigation]
            configuration.videoStreaming = SDLVideoStreamConfiguration()
        }
        configure(harness.application)
        let video = StreamRecorder(harness.application.videoStream.events())
        try await harness.startActive()
        guard case .started = try await video.next("the video stream started") else { throw VideoTestTimeout(what: "a start") }
        return harness
    }

    @Test("the emulator's tap arrives as finger 0 down and up and as one tap, at half the head unit's coordinates")
    func tap() async throws {
        try await Emulator.run(profile: Self.profile) { headUnit in
            let harness = try await Self.streamingApp(on: headUnit)
            let fingers = StreamRecorder(harness.application.touches())
            let gestures = StreamRecorder(harness.application.gestures())
            try await headUnit.tap(x: 400, y: 240)
            #expect(try await fingers.next().map(\.phase) == [.began])
            #expect(try await fingers.next().map(\.location) == [Self.point(200, 120)])
            #expect(try await gestures.next() == .tap(at: Self.point(200, 120)))
            await harness.stop()
            #expect(gestures.pending.isEmpty)
        }
    }

    @Test("the emulator's pinch arrives with both fingers' ids, as pinch started, moved with centre and scale, ended")
    func pinch() async throws {
        try await Emulator.run(profile: Self.profile) { headUnit in
            let harness = try await Self.streamingApp(on: headUnit)
            let fingers = StreamRecorder(harness.application.touches())
            let gestures = StreamRecorder(harness.application.gestures())
            // Head unit: 100 apart around (400, 240), then 200, then 300 — the app sees 50, 100, 150 around (200, 120).
            try await headUnit.pinch(x: 400, y: 240, from: 100, to: 300, steps: 2)
            let down = try await fingers.next()
            #expect(down.map(\.id) == [0, 1])
            #expect(down.map(\.location) == [Self.point(175, 120), Self.point(225, 120)])
            var received: [SDLTouchGesture] = []
            for _ in 0..<4 { received.append(try await gestures.next()) }
            #expect(received == [
                .pinchStarted(center: Self.point(200, 120)),
                .pinchMoved(center: Self.point(200, 120), scale: 2),
                .pinchMoved(center: Self.point(200, 120), scale: 3),
                .pinchEnded(center: Self.point(200, 120), scale: 3),
            ])
            await harness.stop()
        }
    }

    @Test("haptic areas reach the head unit scaled ×2 when the stream starts, again after a change, and again after a reconnect")
    func hapticAreas() async throws {
        // SendHapticData needs a policy that grants it (Core's HapticGroup), as on a real head unit.
        try await Emulator.run(profile: Self.profile, { $0.permissionPolicy = .allowAll }) { headUnit in
            var failures: StreamRecorder<SDLUnawaitedError>?
            let harness = try await Self.streamingApp(on: headUnit) { application in
                failures = StreamRecorder(application.errors())
                application.hapticAreas = [SDLHapticArea(id: 1, x: 10, y: 20, width: 100, height: 50)]
            }
            #expect(try await headUnit.nextResponse("SendHapticData").resultCode == "SUCCESS")
            #expect(try await headUnit.apps().first?.hapticRects == [SDLHeadUnitHapticRect(id: 1, x: 20, y: 40, width: 200, height: 100)])

            harness.application.hapticAreas = [SDLHapticArea(id: 2, x: 0, y: 0, width: 400, height: 240), SDLHapticArea(id: 3, x: 1, y: 1, width: 1, height: 1)]
            #expect(try await headUnit.nextResponse("SendHapticData").resultCode == "SUCCESS")
            #expect(try await headUnit.apps().first?.hapticRects.map(\.id) == [2, 3])
            #expect(try await headUnit.apps().first?.hapticRects.first == SDLHeadUnitHapticRect(id: 2, x: 0, y: 0, width: 800, height: 480))

            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect] + harness.activationEvents)
            #expect(try await headUnit.nextResponse("SendHapticData").resultCode == "SUCCESS")
            let apps = try await headUnit.apps()
            #expect(apps.count == 1)
            #expect(apps.first?.hapticRects.map(\.id) == [2, 3], "re-sent to the new registration")
            await harness.stop()
            #expect(failures?.pending.isEmpty == true, "\(failures?.pending ?? [])")
        }
    }

    @Test("a SendHapticData the head unit refuses (its policy grants none) reaches errors() as feature haptics")
    func refusedAreasAreReported() async throws {
        try await Emulator.run(profile: Self.profile) { headUnit in
            var failures: StreamRecorder<SDLUnawaitedError>?
            let harness = try await Self.streamingApp(on: headUnit) { application in
                failures = StreamRecorder(application.errors())
                application.hapticAreas = [SDLHapticArea(id: 1, x: 10, y: 20, width: 100, height: 50)]
            }
            let failure = try await #require(failures).next("the refusal")
            #expect(failure.feature == .haptics)
            #expect(failure.rpcName == "SendHapticData")
            #expect(failure.error.resultCode == .disallowed)
            await harness.stop()
        }
    }
}
