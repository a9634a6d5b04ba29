import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// `SDLConnection.accepted`: an application handed a connection someone else opened registers on
/// it, and stops when it ends (the car connects anew; its server makes a new application).
@Suite("An accepted connection", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct AcceptedConnectionTests {
    @Test("the application registers on the session it was handed, and does not dial again after it ends")
    func usedOnce() async throws {
        try await Emulator.run { headUnit in
            let session = try await Emulator.connect(to: headUnit)
            var configuration = SDLApplication.Configuration(
                appName: "Cloud App", appID: "cloud-app", connection: .accepted(session),
                reconnectPolicy: AppHarness.fastReconnect)
            configuration.session = .forTests()
            #expect(configuration.connection.description == "accepted 127.0.0.1:\(headUnit.port)")
            let application = SDLApplication(configuration: configuration, rootViewController: SDLViewController(), delegate: nil)
            let events = StreamRecorder(application.events())
            application.start()
            for expected in [SDLApplicationEvent.didConnect, .didFinishLaunching, .didBecomeActive] {
                #expect(try await events.next("\(expected)") == expected)
            }
            #expect(try await headUnit.apps().map(\.appName) == ["Cloud App"])
            try await headUnit.disconnectApp()
            #expect(try await events.next("didDisconnect") == .didDisconnect)
            try await waitUntil("the application to stop by itself") { !application.isRunning }
            #expect(session.isClosed)
            try await Task.sleep(for: .milliseconds(300))
            #expect(try await headUnit.apps().isEmpty, "no second connection was dialled")
            await application.stop()
        }
    }

    @Test("a handed-over session that is closed already fails with connectionClosed, once, and says so (didFailToConnect, failed)")
    func closedSession() async throws {
        try await Emulator.run { headUnit in
            let session = try await Emulator.connect(to: headUnit)
            await session.close()
            var configuration = SDLApplication.Configuration(
                appName: "Cloud App", appID: "cloud-app", connection: .accepted(session), reconnectPolicy: AppHarness.fastReconnect)
            configuration.session = .forTests()
            let application = SDLApplication(configuration: configuration, rootViewController: SDLViewController(), delegate: nil)
            let events = StreamRecorder(application.events())
            application.start()
            try await waitUntil("the application to give up") { !application.isRunning }
            #expect(application.lastError?.code == .connectionClosed)
            #expect(application.applicationState == .failed, "a connection handed over is used once: nothing to retry")
            let event = try await events.next("didFailToConnect")
            #expect(event == .didFailToConnect(try #require(application.lastError)))
        }
    }
}
