import Foundation
import NIOConcurrencyHelpers
import SDLHeadUnit
import SDLProtocol
import SDLSession
import SDLTestSupport
import Testing
@testable import SmartDeviceLink

/// The emulator's video observer (what the web view shows): every access unit the app sent, whole,
/// in order, with the negotiated size, over RTP and RAW.
@Suite("The emulator's video observer: the access units an app streamed, whole and in order")
struct VideoObserverEmulatorTests {
    @Test("each access unit sent reaches the observer once, in order, byte for byte", arguments: ["RTP", "RAW"])
    func accessUnitsObserved(videoProtocol: String) async throws {
        let directory = try VideoStreamEmulatorTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = H264TestStream.accessUnits(try H264TestStream.make(width: 800, height: 480, frames: 45, in: directory))
        let observed = NIOLockedValueBox<[SDLHeadUnitVideoAccessUnit]>([])
        try await Emulator.run(profile: .navigation, { configuration in
            configuration.videoObserver = { unit in observed.withLockedValue { $0.append(unit) } }
        }) { headUnit in
            let (session, manager, events, running) = try await VideoStreamEmulatorTests.navigationApp(
                on: headUnit, configuration: .init(preferredProtocols: [videoProtocol], queueCapacity: 120))
            var iterator = events
            guard case .started = await iterator.next() else { Issue.record("the stream did not start"); return }
            for frame in frames { await manager.submit(frame) }
            try await pollUntil("every frame sent") { await manager.statistics.framesSent == frames.count }
            if videoProtocol == "RTP" {
                // RTP's marker bit ends each access unit: all of them arrive before the service ends.
                try await pollUntil("every access unit observed") { observed.withLockedValue { $0.count } == frames.count }
            }
            await manager.stop()
            try await pollUntil("the service ended on the head unit") { try await headUnit.videoStreams().last?.isRunning == false }
            await session.close()
            await running.value
        }
        let units = observed.withLockedValue { $0 }
        #expect(units.count == frames.count)
        #expect(units.map(\.index) == Array(0..<units.count))
        for (unit, frame) in zip(units, frames) {
            #expect(unit.bytes == SDLAnnexB.stream(of: frame.nalUnits))
            #expect(unit.isKeyFrame == frame.isKeyFrame)
            #expect(unit.parameters.width == 800 && unit.parameters.height == 480)
        }
        #expect(units.filter(\.isKeyFrame).count == 2)
    }
}
