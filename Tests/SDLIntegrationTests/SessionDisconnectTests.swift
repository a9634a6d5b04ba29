import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing

/// How the session ends: dropped by the emulator, or closed in order by the app.
@Suite("Session ending against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
struct SessionDisconnectTests {
    @Test("the emulator dropping the app fails every pending request once with SDLError and finishes the streams")
    func emulatorDisconnect() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let events = StreamRecorder(session.events())
            let statuses = StreamRecorder(session.notifications(of: SDLOnHMIStatus.self))
            let messages = StreamRecorder(session.messages())
            try await Emulator.register(session)

            // One request certainly pending: an Alert with a soft button waits for the user.
            let alert = Task {
                try await session.send(SDLAlert(alertText1: "Pending", softButtons: [SDLSoftButton(type: .text, text: "OK", softButtonID: 1)]))
            }
            _ = try await headUnit.nextOverlay(.alert)
            // Many more racing with the drop: each is answered or fails, exactly once.
            let flood = (0..<100).map { index in
                Task { try await session.send(SDLShow(mainField1: "Flood \(index)")) }
            }
            try await headUnit.disconnectApp()

            let alertError = await #expect(throws: SDLError.self) { _ = try await alert.value }
            #expect(alertError?.code == .connectionClosed)
            var answered = 0
            var failed = 0
            for task in flood {
                do {
                    let response = try await task.value
                    #expect(response.resultCode == .success)
                    answered += 1
                } catch let error as SDLError {
                    #expect([.connectionClosed, .notConnected].contains(error.code), "\(error)")
                    failed += 1
                }
            }
            #expect(answered + failed == flood.count)
            #expect(session.pendingRequestCount == 0)

            // Without a reconnect policy the drop closes the session for good, with the drop's error.
            let closed = try await events.next("the close") { if case .closed = $0 { true } else { false } }
            #expect(Self.error(of: closed)?.code == .connectionClosed)
            #expect(await events.finishes())
            #expect(await statuses.finishes())
            #expect(await messages.finishes())
            #expect(session.isClosed)
            await #expect(throws: SDLError.self) { _ = try await session.send(SDLListFiles()) }
            #expect(try await headUnit.apps().isEmpty)
            await session.close()
        }
    }

    /// The error a `.disconnected` or `.closed` event carries.
    static func error(of event: SDLSessionEvent) -> SDLError? {
        switch event {
        case .disconnected(let error): error
        case .closed(let error): error
        default: nil
        }
    }

    @Test("OnAppInterfaceUnregistered sent before the drop reaches the app before its streams end")
    func unregisteredBeforeDrop() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let unregistered = StreamRecorder(session.notifications(of: SDLOnAppInterfaceUnregistered.self))
            try await Emulator.register(session)
            try await headUnit.disconnectApp(reason: "IGNITION_OFF")
            let notification = try await unregistered.next("OnAppInterfaceUnregistered")
            #expect(notification.reason == .ignitionOff)
            #expect(await unregistered.finishes())
            #expect(session.isRegistered == false)
            await session.close()
        }
    }

    @Test("close() unregisters the app on the emulator before the connection ends")
    func orderlyClose() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let statuses = StreamRecorder(session.notifications(of: SDLOnHMIStatus.self))
            try await Emulator.register(session, appName: "Closing App")
            let app = try await headUnit.nextRegisteredApp()

            await session.close()
            #expect(session.isClosed)
            let request = try await headUnit.nextRequest("UnregisterAppInterface")
            #expect(request.appID == app.id)
            let response = try await headUnit.nextResponse("UnregisterAppInterface")
            #expect(response.resultCode == "SUCCESS")
            let gone = try await headUnit.nextEvent { event in
                if case .appUnregistered = event { return true }
                return false
            }
            #expect(gone == .appUnregistered(appID: app.id, reason: nil))
            #expect(try await headUnit.apps().isEmpty)
            #expect(await statuses.finishes())
            await #expect(throws: SDLError.self) { _ = try await session.send(SDLListFiles()) }
        }
    }
}
