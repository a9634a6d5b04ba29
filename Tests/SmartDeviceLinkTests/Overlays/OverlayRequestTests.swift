@testable import SmartDeviceLink
import Testing

/// What leaves the app for each overlay (before a head unit fills in defaults): parameters that
/// are `false` or zero are not sent, and `cancelID` only where the negotiated version has it.
@Suite("Overlay requests as sent")
@MainActor
struct OverlayRequestTests {
    /// The keys of the only request `overlay` sent at `version`, after a SUCCESS answer.
    func sentKeys(_ overlay: SDLOverlayController, version: SDLRPCVersion = SDLRPCVersion(8, 0, 0)) async throws -> (name: String, keys: Set<String>) {
        let channel = OverlayRecordingChannel(extra: ["sliderPosition": 1])
        let result = await overlay.performPresentation(in: channel.context(rpcVersion: version))
        #expect(try result.get().resultCode == .success)
        let sent = channel.sent
        try #require(sent.count == 1)
        return (sent[0].name, Set(sent[0].parameters.map(\.key)))
    }

    @Test("zero duration, false tone and indicator and no buttons are left out of the Alert")
    func alertOmissions() async throws {
        let alert = try await sentKeys(SDLAlertController(message: "A\nB"))
        #expect(alert.name == "Alert")
        #expect(alert.keys == ["alertText1", "alertText2", "cancelID"])
        let flagged = try await sentKeys(SDLAlertController(message: "A", playsTone: true, showsProgressIndicator: true))
        #expect(flagged.keys == ["alertText1", "playTone", "progressIndicator", "cancelID"])
    }

    @Test("zero duration leaves timeout out of ScrollableMessage and Slider", arguments: [OverlayKind.scrollableMessage, .slider, .valuePicker])
    func timeoutOmitted(kind: OverlayKind) async throws {
        let sent = try await sentKeys(kind.make(duration: .zero))
        #expect(sent.name == kind.rpcName)
        #expect(!sent.keys.contains(kind.durationRule.name))
        #expect(sent.keys.contains("cancelID"))
        let timed = try await sentKeys(kind.make(duration: .seconds(5)))
        #expect(timed.keys.contains(kind.durationRule.name))
    }

    @Test("before RPC 6.0 no cancelID is sent, and cancel() has nothing to send")
    func noCancelIDBeforeSix() async throws {
        for kind in OverlayKind.allCases {
            let sent = try await sentKeys(kind.make(duration: .zero), version: SDLRPCVersion(5, 1, 0))
            #expect(!sent.keys.contains("cancelID"), "\(kind)")
        }
    }

    @Test("the slider's value comes back from sliderPosition")
    func sliderValueReadBack() async throws {
        let channel = OverlayRecordingChannel(extra: ["sliderPosition": 3])
        let slider = SDLSliderController(title: "T", value: 0, minimumValue: -1, maximumValue: 1)
        let answer = try await slider.performPresentation(in: channel.context()).get().answer
        #expect(answer as? Int == 1)
        #expect(slider.value == 0, "the starting value stays as given")
        let outOfRange = OverlayRecordingChannel(extra: ["sliderPosition": 9])
        let kept = SDLSliderController(title: "T", value: 0, minimumValue: -1, maximumValue: 1)
        let none = try await kept.performPresentation(in: outOfRange.context()).get()
        #expect(none.answer == nil, "a position outside the ticks is no answer")
    }
}
