import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The overlay controllers whose RPC has a duration and a cancelID, for tests over all of them.
enum OverlayKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case alert, scrollableMessage, slider, valuePicker

    var testDescription: String { rawValue }

    /// The RPC's name.
    var rpcName: String {
        switch self {
        case .alert: SDLAlert.rpcName
        case .scrollableMessage: SDLScrollableMessage.rpcName
        case .slider, .valuePicker: SDLSlider.rpcName
        }
    }

    /// The RPC's function ID.
    var functionID: Int {
        switch self {
        case .alert: SDLAlert.rpcFunctionID
        case .scrollableMessage: SDLScrollableMessage.rpcFunctionID
        case .slider, .valuePicker: SDLSlider.rpcFunctionID
        }
    }

    /// The rule of the parameter the duration goes to.
    var durationRule: SDLParameterRule {
        switch self {
        case .alert: SDLAlert.Parameters.duration
        case .scrollableMessage: SDLScrollableMessage.Parameters.timeout
        case .slider, .valuePicker: SDLSlider.Parameters.timeout
        }
    }

    /// A controller of this kind shown for `duration`.
    @MainActor
    func make(duration: Duration) -> SDLOverlayController {
        switch self {
        case .alert: SDLAlertController(message: "Alert", duration: duration)
        case .scrollableMessage: SDLScrollableMessageController(message: "Message", duration: duration)
        case .slider: SDLSliderController(title: "Slider", value: 0, minimumValue: -1, maximumValue: 1, duration: duration)
        case .valuePicker: SDLValuePickerController(title: "Picker", valueLabels: ["A", "B"], value: 0, duration: duration)
        }
    }
}

/// How overlays end: duration clamping, timeouts, cancellation, disconnects.
@Suite("Overlay completions against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct OverlayCompletionTests {
    @Test("the duration is clamped at min−1, min, max, max+1 and left out at zero", arguments: OverlayKind.allCases)
    func clampedDurations(kind: OverlayKind) async throws {
        try await OverlayApp.run { app in
            let minimum = try #require(kind.durationRule.minValue.map { Int($0) })
            let maximum = try #require(kind.durationRule.maxValue.map { Int($0) })
            #expect(!kind.durationRule.isMandatory)
            // Zero leaves the parameter out; the head unit then uses the spec's default, as SDL Core does
            // (OverlayRequestTests checks that the app sends none).
            let cases: [(milliseconds: Int, sent: Int?)] = [
                (minimum - 1, minimum), (minimum, minimum), (maximum, maximum), (maximum + 1, maximum),
                (0, kind.durationRule.defaultInteger),
            ]
            for (milliseconds, sent) in cases {
                let completions = app.presentNow(kind.make(duration: .milliseconds(milliseconds)))
                let request = try await app.headUnit.nextRequest(kind.rpcName)
                #expect(request.parameters[kind.durationRule.name]?.intValue == sent, "\(milliseconds) ms")
                try await app.headUnit.dismissOverlay()
                #expect(try await completions.resultCode() == .aborted)
            }
        }
    }

    @Test("a slider ends TIMED_OUT when its timeout passes on the head unit's clock")
    func sliderTimesOut() async throws {
        try await OverlayApp.run { app in
            let completions = app.presentNow(OverlayKind.slider.make(duration: .seconds(2)))
            _ = try await app.headUnit.nextRequest("Slider")
            try await app.headUnit.advanceClock(by: .seconds(2))
            #expect(try await completions.resultCode() == .timedOut)
            #expect(app.manager.presentedOverlayController == nil)
        }
    }

    @Test("cancel() sends CancelInteraction for the overlay's function and cancelID; it ends ABORTED", arguments: OverlayKind.allCases)
    func cancelOnHeadUnit(kind: OverlayKind) async throws {
        try await OverlayApp.run { app in
            let overlay = kind.make(duration: .zero)
            let completions = app.presentNow(overlay)
            let request = try await app.headUnit.nextRequest(kind.rpcName)
            let cancelID = try #require(request.parameters["cancelID"]?.intValue)
            overlay.cancel()
            let cancel = try await app.nextRequest(SDLCancelInteraction.self)
            #expect(cancel == SDLCancelInteraction(cancelID: cancelID, functionID: kind.functionID))
            #expect(try await completions.resultCode() == .aborted)
            #expect(!overlay.isPresented)
        }
    }

    @Test("cancel() before the RPC went out ends the overlay with cancelled and sends nothing")
    func cancelBeforeSending() async throws {
        try await OverlayApp.run { app in
            let overlay = SDLAlertController(message: "Never shown")
            let completions = app.presentNow(overlay)
            #expect(app.manager.presentedOverlayController === overlay)
            overlay.cancel()
            let code = try await completions.errorCode()
            #expect(code == .cancelled)
            #expect(await app.receivesNoRequest("Alert"))
            #expect(await app.receivesNoRequest("CancelInteraction"))
            #expect(app.manager.overlayControllers.isEmpty)
        }
    }

    @Test("a disconnect ends a presented overlay with disconnected, exactly once")
    func disconnect() async throws {
        try await OverlayApp.run { app in
            let overlay = SDLAlertController(message: "Waiting", buttons: [SDLButtonView("OK")])
            let completions = app.present(overlay)
            _ = try await app.headUnit.nextRequest("Alert")
            try await app.headUnit.disconnectApp()
            try await app.harness.expect([.didDisplayAlert, .didDisconnect])
            #expect(try await completions.errorCode() == .connectionClosed)
            try await Task.sleep(for: .milliseconds(200))
            #expect(completions.results.count == 1)
            #expect(app.manager.presentedOverlayController == nil)
            #expect(!overlay.isPresented)
        }
    }
}
