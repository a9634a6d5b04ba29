import SDLTestSupport
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing

/// Nothing fails silently: a registration refused for good is reported once and not retried; a
/// head unit that is not there yet is retried with back-off, each attempt reported.
@Suite("Connection and registration failures", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ConnectionFailureTests {
    @Test("a registration the head unit refuses for good (DISALLOWED) is reported once — event, delegate, notification, state failed — and not retried")
    func permanentRefusalStops() async throws {
        try await Emulator.run({ $0.refusedRegistrations = ["harness-app": "DISALLOWED"] }) { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            harness.application.start()
            let event = try await harness.events.next("didFailToConnect")
            guard case .didFailToConnect(let error) = event else {
                Issue.record("expected didFailToConnect, got \(event)")
                return
            }
            #expect(error.code == .registrationFailed)
            #expect(error.resultCode?.rawValue == "DISALLOWED")
            #expect(error.isPermanentConnectionFailure)
            #expect(harness.delegate.events == [.didFailToConnect(error)])
            #expect(harness.delegate.statesAtCall == [.failed])
            #expect(harness.notified == [.didFailToConnect(error)])
            #expect(harness.application.applicationState == .failed)
            #expect(harness.application.isRunning == false)
            #expect(harness.application.lastError == error)

            // One attempt: with retries 20–200 ms apart, a retry loop would register again within a second.
            _ = try await headUnit.nextRequest("RegisterAppInterface")
            let first = try await headUnit.nextResponse("RegisterAppInterface")
            #expect(first.resultCode == "DISALLOWED")
            await #expect(throws: (any Error).self) {
                try await headUnit.nextRequest("RegisterAppInterface", timeout: TestTime.scaled(.seconds(1)))
            }
            await harness.stop()
            #expect(harness.delegate.events == [.didFailToConnect(error)], "stopping a failed application fires nothing more")
        }
    }

    @Test("started again after a permanent failure, the application tries once more (and fails again)")
    func startAgainAfterFailure() async throws {
        try await Emulator.run({ $0.refusedRegistrations = ["Harness-App": "INVALID_DATA"] }) { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            harness.application.start()
            _ = try await harness.events.next("the first failure")
            #expect(harness.application.applicationState == .failed)
            harness.application.start()
            #expect(harness.application.applicationState == .disconnected)
            let second = try await harness.events.next("the second failure")
            if case .didFailToConnect(let error) = second {
                #expect(error.resultCode?.rawValue == "INVALID_DATA")
            } else {
                Issue.record("expected didFailToConnect, got \(second)")
            }
            #expect(harness.application.applicationState == .failed)
            await harness.stop()
        }
    }

    @Test("a head unit below the app's minimum RPC version is a permanent failure (rpcVersionTooLow): reported once, not retried")
    func rpcVersionTooLowStops() async throws {
        try await Emulator.run { headUnit in
            var configuration = AppHarness.configuration(port: headUnit.port, reconnect: AppHarness.fastReconnect)
            configuration.minimumRPCVersion = SDLRPCVersion(99, 0, 0)
            let delegate = RecordingDelegate()
            let application = SDLApplication(configuration: configuration, rootViewController: SDLViewController(), delegate: delegate)
            application.lockScreen.fetchesIcon = false
            let events = StreamRecorder(application.events())
            application.start()
            let event = try await events.next("didFailToConnect")
            guard case .didFailToConnect(let error) = event else {
                Issue.record("expected didFailToConnect, got \(event)")
                await application.stop()
                return
            }
            #expect((error.underlyingError as? SDLError)?.code == .rpcVersionTooLow)
            #expect(application.applicationState == .failed)
            #expect(delegate.events == [.didFailToConnect(error)])
            _ = try await headUnit.nextRequest("RegisterAppInterface")
            await #expect(throws: (any Error).self) {
                try await headUnit.nextRequest("RegisterAppInterface", timeout: TestTime.scaled(.seconds(1)))
            }
            await application.stop()
        }
    }

    @Test("a head unit not listening yet: each failed attempt is reported (attempt, error, next delay), then the app connects")
    func transientFailuresAreRetriedAndReported() async throws {
        // Take a free port from one emulator, stop it, start the app on it, then listen there.
        var port = 0
        try await Emulator.run { headUnit in port = headUnit.port }
        let delegate = RecordingDelegate()
        let application = SDLApplication(
            configuration: AppHarness.configuration(port: port, reconnect: AppHarness.fastReconnect),
            rootViewController: SDLViewController(), delegate: delegate)
        application.lockScreen.fetchesIcon = false
        let events = StreamRecorder(application.events())
        application.start()
        var retries: [SDLConnectionRetry] = []
        for _ in 0..<3 {
            let event = try await events.next("willRetryConnecting")
            guard case .willRetryConnecting(let retry) = event else {
                Issue.record("expected willRetryConnecting, got \(event)")
                await application.stop()
                return
            }
            retries.append(retry)
        }
        #expect(retries.map(\.attempt) == [1, 2, 3])
        #expect(retries.map(\.delay) == [.milliseconds(20), .milliseconds(40), .milliseconds(80)], "the policy's back-off")
        #expect(retries.allSatisfy { !$0.error.isPermanentConnectionFailure })
        #expect(retries.allSatisfy { $0.error.message.contains("\(port)") })
        #expect(application.applicationState == .disconnected)
        #expect(application.isRunning)

        let reachable: (inout SDLHeadUnitConfiguration) -> Void = { configuration in
            configuration.port = port
            configuration.autoActivate = false
        }
        try await Emulator.run(reachable) { (_: SDLHeadUnit) async throws -> Void in
            var event = try await events.next("didConnect")
            while case .willRetryConnecting = event { event = try await events.next("didConnect") }
            #expect(event == .didConnect)
            #expect(application.lastError == nil)
            await application.stop()
        }
        let reported = delegate.events.filter { if case .willRetryConnecting = $0 { true } else { false } }
        #expect(reported.count >= 3)
        #expect(delegate.events.suffix(2) == [.didConnect, .didDisconnect])
    }

    @Test("a reconnect policy that allows no more attempts ends in failed with the last error")
    func policyExhausted() async throws {
        var port = 0
        try await Emulator.run { headUnit in port = headUnit.port }
        let twice = SDLReconnectPolicy.exponentialBackoff(maximumAttempts: 2, initialDelay: .milliseconds(10), maximumDelay: .milliseconds(10))
        let delegate = RecordingDelegate()
        let application = SDLApplication(
            configuration: AppHarness.configuration(port: port, reconnect: twice), rootViewController: SDLViewController(),
            delegate: delegate)
        let events = StreamRecorder(application.events())
        application.start()
        var received: [SDLApplicationEvent] = []
        for _ in 0..<3 { received.append(try await events.next("an event")) }
        let attempts = received.compactMap { event -> Int? in
            if case .willRetryConnecting(let retry) = event { return retry.attempt }
            return nil
        }
        #expect(attempts == [1, 2])
        guard case .didFailToConnect(let error) = received.last else {
            Issue.record("expected didFailToConnect last, got \(received)")
            await application.stop()
            return
        }
        #expect(!error.isPermanentConnectionFailure, "transient, but the policy gave up")
        #expect(application.applicationState == .failed)
        #expect(delegate.events == received)
        await application.stop()
    }
}
