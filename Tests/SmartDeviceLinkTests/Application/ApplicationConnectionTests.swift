import SDLTestSupport
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing

/// Starting, stopping, reconnecting, sending and the shared application, against the real emulator.
@Suite("Application connection against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ApplicationConnectionTests {
    @Test("before the first registration the state is disconnected, the managers are nil and send throws notConnected")
    func beforeConnecting() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            let application = harness.application
            #expect(application.applicationState == .disconnected)
            #expect(application.fileManager == nil)
            #expect(application.permissionManager == nil)
            #expect(application.systemCapabilityManager == nil)
            let error = await #expect(throws: SDLError.self) { _ = try await application.send(SDLShow(mainField1: "Hi")) }
            #expect(error?.code == .notConnected)
            await harness.stop()
        }
    }

    @Test("start registers with the configured name; the managers and send work; stop unregisters and disconnects")
    func startSendStop() async throws {
        try await Emulator.run { headUnit in   // auto-activation: NONE, then FULL
            let harness = AppHarness(headUnit: headUnit, appName: "Send App")
            harness.application.start()
            // NONE and FULL come one right after the other: wait for both batches at once.
            try await harness.expect([.didConnect, .didFinishLaunching, .didBecomeActive])
            let app = try await headUnit.nextRegisteredApp()
            #expect(app.appName == "Send App")
            let application = harness.application
            #expect(application.fileManager != nil)
            #expect(application.permissionManager != nil)
            let capabilities = try #require(application.systemCapabilityManager)
            #expect(await capabilities.capabilities.systemCapabilities.isEmpty == false)
            #expect(await application.lifecycleManager?.state == .ready)

            let response = try await application.send(SDLShow(mainField1: "Hello from the application"))
            #expect(response.resultCode == .success)
            let show = try await headUnit.nextShow()
            #expect(show.parameters["mainField1"]?.stringValue == "Hello from the application")

            await harness.stop()
            #expect(harness.delegate.events.last == .didDisconnect)
            #expect(application.applicationState == .disconnected)
            #expect(application.fileManager == nil)
            #expect(application.isRunning == false)
            #expect(await harness.events.finishes())
            _ = try await headUnit.nextEvent { event in
                if case .appUnregistered = event { return true }
                return false
            }
            #expect(try await headUnit.apps().isEmpty)
        }
    }

    @Test("after the emulator drops the app it reconnects with new managers and registers again")
    func reconnects() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            try await harness.startAndActivate(headUnit)
            let firstFiles = try #require(harness.application.fileManager)
            let firstLifecycle = try #require(harness.application.lifecycleManager)

            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect, .didConnect])
            #expect(harness.application.applicationState == .notRunning)
            #expect(harness.application.fileManager !== firstFiles)
            #expect(harness.application.lifecycleManager !== firstLifecycle)
            try await headUnit.setHMILevel(.full)
            try await harness.expect([.didFinishLaunching, .didBecomeActive])
            #expect(try await headUnit.apps().count == 1)
            await harness.stop()
        }
    }

    @Test("an unregistration with the connection kept (e.g. APP_UNAUTHORIZED) disconnects, then the app connects again")
    func unregisteredByHeadUnit() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            try await harness.startAndConnect()
            try await headUnit.unregisterApp(reason: "APP_UNAUTHORIZED")
            try await harness.expect([.didDisconnect, .didConnect])
            await harness.stop()
        }
    }

    @Test("IGNITION_OFF (unregistration, then the drop) from FULL fires didDisconnect alone, never didClose")
    func ignitionOff() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: .never)
            try await harness.startAndActivate(headUnit)
            try await headUnit.disconnectApp(reason: "IGNITION_OFF")
            try await harness.expect([.didDisconnect])
            await harness.stop()
            #expect(harness.delegate.events == [.didConnect, .didFinishLaunching, .didBecomeActive, .didDisconnect])
        }
    }

    @Test("without reconnection a drop leaves the application disconnected; stopped, it can start again")
    func noReconnect() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: .never)
            try await harness.startAndConnect()
            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect])
            #expect(harness.application.applicationState == .disconnected)
            await harness.application.stop()
            #expect(harness.delegate.events == [.didConnect, .didDisconnect])
            #expect(harness.application.isRunning == false)

            // Started again, it connects again (with new streams: stop ended the old ones).
            let again = StreamRecorder(harness.application.events())
            harness.application.start()
            #expect(try await again.next("didConnect") == .didConnect)
            await harness.stop()
            #expect(harness.delegate.events == [.didConnect, .didDisconnect, .didConnect, .didDisconnect])
        }
    }

    @Test("the language question goes to the delegate on the main actor and its names are sent with ChangeRegistration")
    func languageUpdate() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            harness.delegate.languageAnswer = SDLLifecycleConfigurationUpdate(appName: "Hallo App")
            try await harness.startAndConnect()
            try await headUnit.changeLanguage("DE-DE")
            // Core unregisters the app (LANGUAGE_CHANGE); it registers again on the same connection.
            try await harness.expect([.didDisconnect, .didConnect])
            let change = try await headUnit.nextRequest("ChangeRegistration")
            #expect(change.parameters["appName"]?.stringValue == "Hallo App")
            #expect(change.parameters["language"]?.stringValue == "DE-DE")
            #expect(harness.delegate.askedLanguages.contains(.deDe))
            await harness.stop()
        }
    }

    @Test("initialize makes and starts the shared application once; a second one waits until the first stopped")
    func sharedApplication() async throws {
        try await Emulator.runInNone { headUnit in
            let delegate = RecordingDelegate()
            let configuration = AppHarness.configuration(port: headUnit.port)
            let shared = try SDLApplication.initialize(configuration: configuration, rootViewController: SDLViewController(), delegate: delegate)
            #expect(SDLApplication.shared === shared)
            #expect(shared.isRunning)
            let events = StreamRecorder(shared.events())
            #expect(try await events.next("didConnect") == .didConnect)
            let error = #expect(throws: SDLError.self) {
                try SDLApplication.initialize(configuration: configuration, rootViewController: SDLViewController(), delegate: delegate)
            }
            #expect(error?.code == .alreadyInitialized)
            #expect(SDLApplication.shared === shared)
            await shared.stop()
            let second = try SDLApplication.initialize(configuration: configuration, rootViewController: SDLViewController(), delegate: delegate)
            #expect(SDLApplication.shared === second)
            await second.stop()
        }
    }
}
