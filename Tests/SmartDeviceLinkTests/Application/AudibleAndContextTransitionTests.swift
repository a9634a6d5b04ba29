import SmartDeviceLink
import Testing

/// Audio streaming states and system contexts each fire one call on a change.
@Suite("Audible state and system context calls")
struct AudibleAndContextTransitionTests {
    @Test("each audio streaming state fires its call when entered", arguments: [
        (SDLAudioStreamingState.audible, SDLApplicationEvent.didBecomeAudible),
        (.attenuated, .didBecomeAttenuated),
        (.notAudible, .didBecomeNotAudible),
    ])
    func audible(_ state: SDLAudioStreamingState, _ event: SDLApplicationEvent) {
        let others: [SDLAudioStreamingState] = [.audible, .attenuated, .notAudible].filter { $0 != state }
        for old in others {
            #expect(SDLApplicationTransitions.calls(audibleFrom: old, to: state) == [event])
        }
        #expect(SDLApplicationTransitions.calls(audibleFrom: state, to: state).isEmpty)
    }

    @Test("each system context fires its call when entered", arguments: [
        (SDLSystemContext.main, SDLApplicationEvent.didEnterMainContext),
        (.vrsession, .didEnterVoiceRecognitionSession),
        (.menu, .didEnterMenu),
        (.hmiObscured, .didBecomeObscured),
        (.alert, .didDisplayAlert),
    ])
    func context(_ context: SDLSystemContext, _ event: SDLApplicationEvent) {
        let others: [SDLSystemContext] = [.main, .vrsession, .menu, .hmiObscured, .alert].filter { $0 != context }
        for old in others {
            #expect(SDLApplicationTransitions.calls(systemContextFrom: old, to: context) == [event])
        }
        #expect(SDLApplicationTransitions.calls(systemContextFrom: context, to: context).isEmpty)
    }

    @Test("values the library does not know fire nothing")
    func unknownValues() {
        #expect(SDLApplicationTransitions.calls(audibleFrom: .audible, to: SDLAudioStreamingState(rawValue: "LOUD")).isEmpty)
        #expect(SDLApplicationTransitions.calls(systemContextFrom: .main, to: SDLSystemContext(rawValue: "DREAM")).isEmpty)
    }
}
