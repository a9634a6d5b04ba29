import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing

/// The real lifecycle manager registers with, follows and leaves the real emulator.
@Suite("Lifecycle manager against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
struct LifecycleRegistrationTests {
    static func configuration(appName: String = "Lifecycle App") -> SDLLifecycleConfiguration {
        SDLLifecycleConfiguration(appName: appName, appID: "lifecycle-app")
    }

    @Test("start() registers against each built-in display profile", arguments: SDLDisplayProfile.builtInNames)
    func registersAgainstProfile(_ profileName: String) async throws {
        let profile = try #require(SDLDisplayProfile.builtIn(named: profileName))
        try await Emulator.run(profile: profile) { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let lifecycle = SDLLifecycleManager(configuration: Self.configuration(), channel: session)
            let states = StreamRecorder(await lifecycle.stateUpdates())
            let statuses = StreamRecorder(await lifecycle.hmiStatusUpdates())
            try await ManagerLoops.withRunning(on: session, [{ try? await lifecycle.run() }]) {
                let response = try await lifecycle.start()
                #expect(response.resultCode == .success)
                #expect(await lifecycle.state == .ready)
                #expect(await lifecycle.negotiatedRPCVersion == SDLRPCVersion(8, 0, 0))
                let display = response.jsonObject["displayCapabilities"]?.objectValue
                #expect(display?["displayName"]?.stringValue == profile.displayCapabilities?["displayName"]?.stringValue)
                #expect(await lifecycle.registrationResponse == response)

                let app = try await headUnit.nextRegisteredApp()
                #expect(app.appName == "Lifecycle App")
                #expect(app.policyAppID == "lifecycle-app")

                #expect(try await states.next() == .idle)
                #expect(try await states.next() == .registering)
                #expect(try await states.next() == .ready)
                let full = try await statuses.next("FULL") { $0.current?.hmiLevel == .full }
                #expect(full.windowID == SDLHMIStatus.mainWindowID)
                #expect(await lifecycle.hmiLevel == .full)
            }
            #expect(await states.finishes())
            #expect(await statuses.finishes())
        }
    }

    @Test("the HMI status follows the emulator's setHMILevel, each change once")
    func tracksHMILevel() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let lifecycle = SDLLifecycleManager(configuration: Self.configuration(), channel: session)
            let statuses = StreamRecorder(await lifecycle.hmiStatusUpdates())
            try await ManagerLoops.withRunning(on: session, [{ try? await lifecycle.run() }]) {
                try await lifecycle.start()
                let none = try await statuses.next("NONE")
                #expect(none.previous == nil)
                #expect(none.current?.hmiLevel == SDLHMILevel.none)
                let full = try await statuses.next("FULL")
                #expect(full.previous?.hmiLevel == SDLHMILevel.none)
                #expect(full.current?.hmiLevel == .full)

                for level in [SDLHMILevel.background, .limited, .none, .full] {
                    try await headUnit.setHMILevel(level)
                    let change = try await statuses.next("\(level)")
                    #expect(change.current?.hmiLevel == level)
                    #expect(await lifecycle.hmiLevel == level)
                    #expect(await lifecycle.hmiStatus()?.systemContext == .main)
                }
                // Setting the level the app already has sends nothing; the next change is the next one.
                try await headUnit.setHMILevel(.full)
                try await headUnit.setHMILevel(.background)
                let next = try await statuses.next("BACKGROUND")
                #expect(next.previous?.hmiLevel == .full)
                #expect(next.current?.hmiLevel == .background)
            }
        }
    }

    @Test("stop() unregisters on the emulator and forgets the HMI status")
    func stopUnregisters() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let lifecycle = SDLLifecycleManager(configuration: Self.configuration(), channel: session)
            let statuses = StreamRecorder(await lifecycle.hmiStatusUpdates())
            try await ManagerLoops.withRunning(on: session, [{ try? await lifecycle.run() }]) {
                try await lifecycle.start()
                let app = try await headUnit.nextRegisteredApp()
                _ = try await statuses.next("FULL") { $0.current?.hmiLevel == .full }

                try await lifecycle.stop()
                #expect(await lifecycle.state == .unregistered(reason: nil))
                #expect(await lifecycle.hmiLevel == nil)
                let forgotten = try await statuses.next("forgotten") { $0.current == nil }
                #expect(forgotten.previous?.hmiLevel == .full)
                let request = try await headUnit.nextRequest("UnregisterAppInterface")
                #expect(request.appID == app.id)
                #expect(try await headUnit.apps().isEmpty)
                await #expect(throws: SDLError.self) { try await lifecycle.stop() }
            }
        }
    }

    @Test("the emulator unregistering the app (IGNITION_OFF) and dropping it ends in unregistered and ends run()")
    func unregisteredByHeadUnit() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let lifecycle = SDLLifecycleManager(configuration: Self.configuration(), channel: session)
            let states = StreamRecorder(await lifecycle.stateUpdates())
            let running = Task { try await lifecycle.run() }
            try await lifecycle.start()
            #expect(try await states.next() == .idle)
            #expect(try await states.next() == .registering)
            #expect(try await states.next() == .ready)

            try await headUnit.disconnectApp(reason: "IGNITION_OFF")
            #expect(try await states.next("unregistered") == .unregistered(reason: .ignitionOff))
            // The session's streams end with the connection, and with them run() and the updates.
            try await running.value
            #expect(await states.finishes())
            #expect(await lifecycle.state == .unregistered(reason: .ignitionOff))
            #expect(await lifecycle.hmiLevel == nil)
            await session.close()
        }
    }

    @Test("a connection dropped without OnAppInterfaceUnregistered ends a registration in failed(channelFailed)")
    func droppedConnection() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let lifecycle = SDLLifecycleManager(configuration: Self.configuration(), channel: session)
            let states = StreamRecorder(await lifecycle.stateUpdates())
            let running = Task { try await lifecycle.run() }
            try await lifecycle.start()
            #expect(try await states.next() == .idle)
            #expect(try await states.next() == .registering)
            #expect(try await states.next() == .ready)

            try await headUnit.disconnectApp()
            guard case .failed(let error) = try await states.next("failed") else {
                Issue.record("a dropped connection must end in failed")
                return
            }
            #expect(error.code == .channelFailed)
            try await running.value
            #expect(await states.finishes())
            #expect(await lifecycle.state.isRegistered == false)
            await session.close()
        }
    }
}
