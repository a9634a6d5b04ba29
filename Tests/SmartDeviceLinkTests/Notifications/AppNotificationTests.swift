import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Notifications at the app layer: one stream (or handler) per subscriber that keeps working across
/// reconnects without subscribing again, ending when the application stops.
@Suite("Application notifications", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct AppNotificationTests {
    @Test("a stream and a handler of OnDriverDistraction hear it on the first registration and after a reconnect; cancelling the handler stops it")
    func acrossReconnects() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            let stream = harness.application.notifications(of: SDLOnDriverDistraction.self)
            var iterator = stream.makeAsyncIterator()
            var handled: [SDLDriverDistractionState] = []
            let observation = harness.application.observeNotifications(of: SDLOnDriverDistraction.self) { handled.append($0.state) }
            try await harness.startActive()
            // Registration itself sends one OnDriverDistraction (DD_OFF).
            #expect(await iterator.next()?.state == .ddOff)
            try await headUnit.setDriverDistraction(.ddOn)
            #expect(await iterator.next()?.state == .ddOn)

            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect, .didConnect, .didFinishLaunching, .didBecomeActive])
            #expect(await iterator.next()?.state == .ddOn, "the new registration's (the head unit's current state), on the same stream")
            try await waitUntil("the handler to hear three") { handled.count == 3 }
            observation.cancel()
            try await headUnit.setDriverDistraction(.ddOff)
            #expect(await iterator.next()?.state == .ddOff)
            try await Task.sleep(for: .milliseconds(50))
            #expect(handled == [.ddOff, .ddOn, .ddOn], "the cancelled handler heard no more")
            await harness.stop()
            #expect(await iterator.next() == nil, "the stream ends when the application stops")
        }
    }
}
