import Foundation
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// SDLSliderController and SDLValuePickerController against the emulator: the Slider they send,
/// the value read back, and what is refused before sending.
@Suite("Slider and value picker controllers", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct SliderControllerTests {
    /// The footer the slider makes for `range`: one localised number per tick.
    static func numbers(_ range: ClosedRange<Int>) -> [String] {
        range.map { NumberFormatter.localizedString(from: NSNumber(value: $0), number: .decimal) }
    }

    @Test(
        "−10…10 maps onto 21 ticks at both ends and the middle, and the saved position comes back as the value",
        arguments: [(start: -10, position: 1, saved: 21, value: 10), (0, 11, 1, -10), (10, 21, 11, 0)])
    func mapping(start: Int, position: Int, saved: Int, value: Int) async throws {
        try await OverlayApp.run { app in
            let slider = SDLSliderController(title: "Balance", value: start, minimumValue: -10, maximumValue: 10, duration: .seconds(20))
            let completions = app.present(slider)
            let sent = try await app.nextRequest(SDLSlider.self)
            let expected = SDLSlider(
                numTicks: 21, position: position, sliderHeader: "Balance", sliderFooter: Self.numbers(-10...10),
                timeout: 20000, cancelID: sent.cancelID)
            #expect(sent == expected)
            #expect(sent.cancelID != nil)
            #expect(slider.value == start)
            try await app.headUnit.saveSlider(position: saved)
            let result = try await completions.next().get()
            #expect(result.resultCode == .success)
            #expect(result.answer as? Int == value, "the answer is in the app's range")
        }
    }

    @Test("with a message the footer is that one line; the largest range the spec allows is accepted")
    func messageAndLargestRange() async throws {
        try await OverlayApp.run { app in
            let ticks = try #require(SDLSlider.Parameters.numTicks.maxValue.map { Int($0) })
            let slider = SDLSliderController(title: "Level", message: "Pick a level", value: 3, minimumValue: 1, maximumValue: ticks)
            let completions = app.present(slider)
            let sent = try await app.nextRequest(SDLSlider.self)
            #expect(sent.numTicks == ticks)
            #expect(sent.position == 3)
            #expect(sent.sliderFooter == ["Pick a level"])
            #expect(sent.timeout == SDLSlider.Parameters.timeout.defaultInteger)   // the head unit's default
            try await app.headUnit.expireOverlay()
            #expect(try await completions.resultCode() == .timedOut)
            #expect(slider.value == 3)
        }
    }

    @Test("a range beyond the spec's ticks, a one-value range, a reversed range or a value outside it is invalidOverlay, unsent")
    func invalidSliders() async throws {
        try await OverlayApp.run { app in
            let ticks = try #require(SDLSlider.Parameters.numTicks.maxValue.map { Int($0) })
            let invalid = [
                SDLSliderController(title: "T", value: 0, minimumValue: 0, maximumValue: ticks),
                SDLSliderController(title: "T", value: 5, minimumValue: 5, maximumValue: 5),
                SDLSliderController(title: "T", value: 0, minimumValue: 3, maximumValue: -3),
                SDLSliderController(title: "T", value: 0, minimumValue: Int.min, maximumValue: Int.max),
                SDLSliderController(title: "T", value: 11, minimumValue: -10, maximumValue: 10),
                SDLSliderController(title: "", value: 0, minimumValue: -1, maximumValue: 1),
            ]
            for slider in invalid {
                #expect(try await app.present(slider).errorCode() == .invalidOverlay)
            }
            #expect(await app.receivesNoRequest("Slider"))
        }
    }

    @Test("a value picker sends its labels as the footer, the index as position, and reads the saved index back")
    func valuePicker() async throws {
        try await OverlayApp.run { app in
            let picker = SDLValuePickerController(title: "Fan", valueLabels: ["Off", "Low", "High"], value: 1, duration: .seconds(5))
            let completions = app.present(picker)
            let sent = try await app.nextRequest(SDLSlider.self)
            let expected = SDLSlider(
                numTicks: 3, position: 2, sliderHeader: "Fan", sliderFooter: ["Off", "Low", "High"], timeout: 5000,
                cancelID: sent.cancelID)
            #expect(sent == expected)
            try await app.headUnit.saveSlider(position: 3)
            let result = try await completions.next().get()
            #expect(result.resultCode == .success)
            #expect(result.answer as? Int == 2, "the answer is the saved label's index")
        }
    }

    @Test("a value picker with a label count outside the spec's ticks, or a value that is no index, is invalidOverlay, unsent")
    func invalidPickers() async throws {
        try await OverlayApp.run { app in
            let ticks = try #require(SDLSlider.Parameters.numTicks.maxValue.map { Int($0) })
            let invalid = [
                SDLValuePickerController(title: "T", valueLabels: ["Only"], value: 0),
                SDLValuePickerController(title: "T", valueLabels: (0...ticks).map { "L\($0)" }, value: 0),
                SDLValuePickerController(title: "T", valueLabels: ["A", "B"], value: 2),
                SDLValuePickerController(title: "T", valueLabels: ["A", "B"], value: -1),
                SDLValuePickerController(title: "T", valueLabels: ["A", ""], value: 0),
            ]
            for picker in invalid {
                #expect(try await app.present(picker).errorCode() == .invalidOverlay)
            }
            #expect(await app.receivesNoRequest("Slider"))
        }
    }
}
