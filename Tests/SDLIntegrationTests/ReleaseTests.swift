@testable import SDLHeadUnit
import SDLRPC
import SDLSession
import SDLTestSupport
import Testing

/// A stopped emulator and a closed session free everything they held: nothing keeps them alive
/// once the caller lets go (a cycle here leaked a whole core — engine, validator, apps — per start).
@Suite("Releasing a stopped emulator and a closed session")
struct ReleaseTests {
    @Test("after stop() and close(), the head unit, its core and the session are gone — with a timer and a file pending")
    func everythingReleased() async throws {
        var headUnitBox: WeakReference?
        var coreBox: WeakReference?
        var sessionBox: WeakReference?
        do {
            var configuration = SDLHeadUnitConfiguration()
            configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
            configuration.port = 0
            configuration.clock = SDLManualClock()
            let headUnit = try await SDLHeadUnit.start(configuration)
            headUnitBox = WeakReference(headUnit)
            coreBox = try await headUnit.onLoop { core in WeakReference(core) }
            let session = try await Emulator.connect(to: headUnit)
            sessionBox = WeakReference(session)
            _ = try await Emulator.register(session)
            // A stored file, and an Alert whose timeout timer is still pending when everything stops.
            _ = try await session.send(SDLPutFile(syncFileName: "a.png", fileType: .graphicPng), bulkData: [1, 2, 3])
            let alert = Task { try? await session.send(SDLAlert(alertText1: "pending", duration: 10000)) }
            _ = try await headUnit.nextEvent { if case .overlayOpened = $0 { return true } else { return false } }
            await session.close()
            _ = await alert.value
            await headUnit.stop()
        }
        try await WeakReference.waitUntilReleased([sessionBox, headUnitBox, coreBox])
        #expect(sessionBox?.object == nil, "the closed session is still referenced")
        #expect(headUnitBox?.object == nil, "the stopped head unit is still referenced")
        #expect(coreBox?.object == nil, "the stopped head unit's core is still referenced")
    }

    @Test("a cloud server's session is gone once its car left, and so is the server after stop()")
    func carSessionReleased() async throws {
        var sessionBox: WeakReference?
        var serverBox: WeakReference?
        do {
            let server = try await SDLSessionServer.listen(port: 0, options: .forTests(), configuration: .forTests())
            serverBox = WeakReference(server)
            try await Emulator.run { headUnit, _ in
                try await headUnit.connect(to: "ws://127.0.0.1:\(server.port)/")
                var sessions = server.sessions.makeAsyncIterator()
                let session = try #require(await sessions.next())
                sessionBox = WeakReference(session)
                try await Emulator.register(session)
            }
            // The car left (its emulator stopped); the server is still listening.
            try await WeakReference.waitUntilReleased([sessionBox])
            #expect(sessionBox?.object == nil, "the session of a car that left is still referenced")
            await server.stop()
        }
        try await WeakReference.waitUntilReleased([serverBox])
        #expect(serverBox?.object == nil, "the stopped server is still referenced")
    }
}
