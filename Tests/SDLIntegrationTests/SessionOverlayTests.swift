import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing

/// Overlays (Alert, Slider) stay pending on the emulator until the user or the emulator's clock
/// closes them; the session waits for them and delivers what the user did.
@Suite("Session overlays on the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
struct SessionOverlayTests {
    @Test("an Alert with soft buttons waits for the user; pressing one answers it and sends OnButtonPress")
    func alertAnsweredByPress() async throws {
        try await Emulator.run { headUnit, _ in
            try await Emulator.withSession(to: headUnit) { session in
                try await Emulator.register(session)
                let presses = StreamRecorder(session.notifications(of: SDLOnButtonPress.self))
                let events = StreamRecorder(session.notifications(of: SDLOnButtonEvent.self))
                let alert = SDLAlert(
                    alertText1: "Take the exit?", alertText2: "In 300 m",
                    softButtons: [
                        SDLSoftButton(type: .text, text: "Yes", softButtonID: 11),
                        SDLSoftButton(type: .text, text: "No", softButtonID: 12),
                    ])
                let answer = Task { try await session.send(alert) }

                let overlay = try await headUnit.nextOverlay(.alert)
                #expect(overlay.lines == ["Take the exit?", "In 300 m"])
                #expect(overlay.softButtons.map(\.id) == [11, 12])
                #expect(overlay.timeout == nil)
                // An Alert with soft buttons has no timeout on the head unit's clock.
                try await headUnit.advanceClock(by: .seconds(120))
                #expect(try await headUnit.overlay()?.correlationID == overlay.correlationID)
                #expect(session.pendingRequestCount == 1)

                try await headUnit.pressSoftButton(12)
                let response = try await answer.value
                #expect(response.success)
                #expect(response.resultCode == .success)

                let down = try await events.next("OnButtonEvent")
                #expect(down.buttonEventMode == .buttondown)
                #expect(down.customButtonID == 12)
                let up = try await events.next("OnButtonEvent")
                #expect(up.buttonEventMode == .buttonup)
                let press = try await presses.next("OnButtonPress")
                #expect(press.buttonName == .customButton)
                #expect(press.buttonPressMode == .short)
                #expect(press.customButtonID == 12)
                #expect(try await headUnit.overlay() == nil)
            }
        }
    }

    @Test("an Alert without soft buttons closes after its duration on the emulator's clock")
    func alertTimesOutOnManualClock() async throws {
        try await Emulator.run { headUnit, _ in
            try await Emulator.withSession(to: headUnit) { session in
                try await Emulator.register(session)
                let answer = Task { try await session.send(SDLAlert(alertText1: "Low fuel", duration: 4000)) }
                let overlay = try await headUnit.nextOverlay(.alert)
                #expect(overlay.timeout == .milliseconds(4000))
                try await headUnit.advanceClock(by: .milliseconds(3999))
                #expect(try await headUnit.overlay() != nil)
                try await headUnit.advanceClock(by: .milliseconds(1))
                let response = try await answer.value
                #expect(response.resultCode == .success)
                #expect(try await headUnit.overlay() == nil)
            }
        }
    }

    @Test("a Slider the user saves answers with the saved position")
    func sliderSaved() async throws {
        try await Emulator.run { headUnit, _ in
            try await Emulator.withSession(to: headUnit) { session in
                try await Emulator.register(session)
                let answer = Task { try await session.send(SDLSlider(numTicks: 5, position: 2, sliderHeader: "Fan")) }
                let overlay = try await headUnit.nextOverlay(.slider)
                #expect(overlay.sliderPosition == 2)
                try await headUnit.saveSlider(position: 4)
                let response = try await answer.value
                #expect(response.resultCode == .success)
                #expect(response.sliderPosition == 4)
            }
        }
    }

    @Test("a Slider nobody touches times out on the emulator's clock as a negative typed response")
    func sliderTimesOut() async throws {
        try await Emulator.run { headUnit, _ in
            try await Emulator.withSession(to: headUnit) { session in
                try await Emulator.register(session)
                let answer = Task { try await session.send(SDLSlider(numTicks: 5, position: 1, sliderHeader: "Fan", timeout: 2000)) }
                _ = try await headUnit.nextOverlay(.slider)
                try await headUnit.advanceClock(by: .milliseconds(1999))
                #expect(try await headUnit.overlay()?.kind == .slider)
                try await headUnit.advanceClock(by: .milliseconds(1))
                let response = try await answer.value
                #expect(response.success == false)
                #expect(response.resultCode == .timedOut)
                #expect(session.isConnected)
            }
        }
    }
}
