@testable import SDLHeadUnit
import SDLRPC
import SDLSession
import SDLTestSupport
import Testing

/// A stopped emulator and a closed session free everything they held: nothing keeps them alive
/// once the caller lets go (a cycle here leaked a whole core — engine, validator, apps — per start).
@Suite("Releasing a stopped emulator and a closed session")
struct ReleaseTests {
    /// Holds an object weakly across the event loop.
    final class WeakBox: @unchecked Sendable {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    @Test("after stop() and close(), the head unit, its core and the session are gone — with a timer and a file pending")
    func everythingReleased() async throws {
        var headUnitBox: WeakBox?
        var coreBox: WeakBox?
        var sessionBox: WeakBox?
        do {
            var configuration = SDLHeadUnitConfiguration()
            configuration.port = 0
            configuration.clock = SDLManualClock()
            let headUnit = try await SDLHeadUnit.start(configuration)
            headUnitBox = WeakBox(headUnit)
            coreBox = try await headUnit.onLoop { core in WeakBox(core) }
            let session = try await Emulator.connect(to: headUnit)
            sessionBox = WeakBox(session)
            _ = try await Emulator.register(session)
            // A stored file, and an Alert whose timeout timer is still pending when everything stops.
            _ = try await session.send(SDLPutFile(syncFileName: "a.png", fileType: .graphicPng), bulkData: [1, 2, 3])
            let alert = Task { try? await session.send(SDLAlert(alertText1: "pending", duration: 10000)) }
            _ = try await headUnit.nextEvent { if case .overlayOpened = $0 { return true } else { return false } }
            await session.close()
            _ = await alert.value
            await headUnit.stop()
        }
        // Callbacks already queued on event loops may hold a reference for a moment: wait (bounded) until
        // they have run, then every object must be gone.
        let deadline = ContinuousClock.now + TestTime.scaled(.seconds(10))
        while [sessionBox, headUnitBox, coreBox].contains(where: { $0?.object != nil }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(sessionBox?.object == nil, "the closed session is still referenced")
        #expect(headUnitBox?.object == nil, "the stopped head unit is still referenced")
        #expect(coreBox?.object == nil, "the stopped head unit's core is still referenced")
    }
}
