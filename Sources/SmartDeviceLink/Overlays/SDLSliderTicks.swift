/// The `Slider` RPC's tick rules shared by ``SDLSliderController`` and ``SDLValuePickerController``:
/// `numTicks` and `position` ranges read from the spec (`SDLSlider.Parameters`).
enum SDLSliderTicks {
    /// The allowed `numTicks`.
    static var range: ClosedRange<Int> {
        let rule = SDLSlider.Parameters.numTicks
        let lowest = rule.minValue.map { Int($0) } ?? 2
        let highest = rule.maxValue.map { Int($0) } ?? Int(Int32.max)
        return lowest...max(lowest, highest)
    }

    /// The slider request: `numTicks` ticks with the knob at `position` (1-based).
    static func request(
        title: String, footer: [String]?, numTicks: Int, position: Int, duration: Duration
    ) throws(SDLError) -> SDLSlider {
        let header = SDLTextFitting.fit(title, toLength: SDLSlider.Parameters.sliderHeader.maxLength ?? Int.max)
        guard !header.isEmpty else {
            throw SDLError.invalid("a slider needs a title")
        }
        let footerLength = SDLSlider.Parameters.sliderFooter.maxLength ?? Int.max
        let footer = footer.map { $0.map { SDLTextFitting.fit($0, toLength: footerLength) } }
        guard !(footer ?? []).contains(where: \.isEmpty) else {
            throw SDLError.invalid("slider labels must not be empty")
        }
        return SDLSlider(
            numTicks: numTicks, position: position, sliderHeader: header, sliderFooter: footer,
            timeout: SDLOverlayDuration.milliseconds(duration, for: SDLSlider.Parameters.timeout))
    }

    /// The 0-based index of the response's `sliderPosition` among `numTicks` ticks, if it is one.
    static func index(of response: SDLSliderResponse, numTicks: Int) -> Int? {
        guard let position = response.sliderPosition, (1...numTicks).contains(position) else { return nil }
        return position - 1
    }
}
