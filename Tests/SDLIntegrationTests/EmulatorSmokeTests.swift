import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing
import SDLTestSupport

/// The real session registers with the real emulator over loopback TCP and puts text on its screen.
@Suite("Session against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
struct EmulatorSmokeTests {
    @Test("connect, register, Show, and the emulator's screen shows it")
    func registerAndShow() async throws {
        try await Emulator.run { headUnit, _ in
            try await Emulator.withSession(to: headUnit) { session in
                #expect(session.negotiatedProtocolVersion == "5.4.0")
                let registration = try await session.send(Emulator.registration(appName: "Smoke"))
                #expect(registration.success)
                #expect(registration.resultCode == .success)
                #expect(registration.syncMsgVersion?.majorVersion == 8)
                #expect(session.isRegistered)
                let app = try await headUnit.nextRegisteredApp()
                #expect(app.appName == "Smoke")
                #expect(app.policyAppID == "smoke")

                let shown = try await session.send(SDLShow(mainField1: "Hello", mainField2: "World"))
                #expect(shown.resultCode == .success)
                let show = try await headUnit.nextShow(appID: app.id)
                #expect(show.parameters["mainField1"]?.stringValue == "Hello")
                #expect(show.screen["mainField2"] == "World")

                let snapshot = try await headUnit.snapshot()
                #expect(snapshot.visibleApp?.appName == "Smoke")
                #expect(snapshot.screen?.textFields == ["mainField1": "Hello", "mainField2": "World"])
            }
        }
    }

    @Test("a Show that clears a field and sets another changes exactly those on the emulator's screen")
    func showUpdatesScreen() async throws {
        try await Emulator.run { headUnit, _ in
            try await Emulator.withSession(to: headUnit) { session in
                try await Emulator.register(session)
                _ = try await session.send(SDLShow(mainField1: "One", mainField2: "Two", statusBar: "Bar"))
                let second = try await session.send(SDLShow(mainField1: "", mainField3: "Three"))
                #expect(second.success)
                let screen = try #require(try await headUnit.snapshot().screen)
                #expect(screen.textFields == ["mainField2": "Two", "mainField3": "Three", "statusBar": "Bar"])
            }
        }
    }
}
