import SDLHeadUnit
import SmartDeviceLink
import Testing
import SDLTestSupport

/// Audio streaming states and system contexts reported by the real emulator reach the delegate,
/// the notifications and the stream as their calls.
@Suite("Audible state and system context against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct EmulatorAudibleContextTests {
    @Test("AUDIBLE, ATTENUATED and NOT_AUDIBLE fire their calls and set audibleState")
    func audibleStates() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit, isMedia: true)
            #expect(harness.application.audibleState == .notAudible)
            // A media app activated becomes audible with the same OnHMIStatus.
            try await harness.startAndActivate(headUnit, extra: [.didBecomeAudible])
            for (state, event) in [(SDLAudioStreamingState.attenuated, SDLApplicationEvent.didBecomeAttenuated),
                                   (.notAudible, .didBecomeNotAudible), (.audible, .didBecomeAudible)] {
                try await headUnit.setAudioStreamingState(state)
                try await harness.expect([event])
                #expect(harness.application.audibleState == state)
            }
            await harness.stop()
        }
    }

    @Test("MENU, VRSESSION, HMI_OBSCURED, ALERT and MAIN fire their calls and set systemContext")
    func systemContexts() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startAndActivate(headUnit)
            let contexts: [(SDLSystemContext, SDLApplicationEvent)] = [
                (.menu, .didEnterMenu), (.vrsession, .didEnterVoiceRecognitionSession),
                (.hmiObscured, .didBecomeObscured), (.alert, .didDisplayAlert), (.main, .didEnterMainContext),
            ]
            for (context, event) in contexts {
                try await headUnit.setSystemContext(context)
                try await harness.expect([event])
                #expect(harness.application.systemContext == context)
            }
            await harness.stop()
        }
    }

    @Test("an Alert sent by the app shows as didDisplayAlert, and closing it as didEnterMainContext")
    func alertFromTheApp() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startAndActivate(headUnit)
            let application = harness.application
            async let response = application.send(SDLAlert(alertText1: "Hello", duration: 5000))
            _ = try await headUnit.nextOverlay(.alert)
            try await harness.expect([.didDisplayAlert])
            try await headUnit.dismissOverlay()
            #expect(try await response.resultCode == .aborted)
            try await harness.expect([.didEnterMainContext])
            await harness.stop()
        }
    }
}
