/// A choice among named values on the head unit (SDL-0201, the `Slider` RPC with one label per
/// tick); its answer is the index of the label the user saved.
///
/// ```swift
/// let fan = SDLValuePickerController(title: "Fan", valueLabels: ["Off", "Low", "Medium", "High"], value: 1)
/// let result = try await presentOverlayController(fan)
/// if let index = result.answer { climate.fan = fan.valueLabels[index] }
/// ```
///
/// The labels become `sliderFooter` and `numTicks` their count; ``value`` (0-based) the knob's
/// starting `position` (1-based), and the head unit's `sliderPosition` becomes the answer
/// whenever its response has one. A label count outside the spec's `numTicks` limits (so never a single label),
/// or a value that is no label's index, ends the presentation with `invalidOverlay` unsent.
/// ``SDLOverlayController/duration`` becomes `timeout`.
@MainActor
public final class SDLValuePickerController: SDLOverlayController, SDLOverlayAnswering {
    /// The index of the label saved, in ``valueLabels``.
    public typealias Answer = Int

    /// The `sliderHeader`.
    public let title: String
    /// The names of the values, one per tick (`sliderFooter`).
    public let valueLabels: [String]
    /// The index of the starting value.
    public let value: Int

    /// A picker among `valueLabels` starting at index `value`.
    public init(title: String, valueLabels: [String], value: Int, duration: Duration = .zero) {
        self.title = title
        self.valueLabels = valueLabels
        self.value = value
        super.init(duration: duration)
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        let ticks = SDLSliderTicks.range
        guard ticks.contains(valueLabels.count) else {
            return .failure(SDLError.invalid(
                "a value picker takes \(ticks.lowerBound)…\(ticks.upperBound) labels; it has \(valueLabels.count)"))
        }
        guard valueLabels.indices.contains(value) else {
            return .failure(SDLError.invalid("the value \(value) is no label's index (0…\(valueLabels.count - 1))"))
        }
        let request: SDLSlider
        do {
            request = try SDLSliderTicks.request(
                title: title, footer: valueLabels, numTicks: valueLabels.count, position: value + 1, duration: duration)
        } catch {
            return .failure(error)
        }
        let answer = await sendOverlay(request, cancelID: SDLSlider.Parameters.cancelID, setCancelID: { $0.cancelID = $1 }, in: context)
        let count = valueLabels.count
        return answer.map { SDLOverlayOutcome($0, answer: SDLSliderTicks.index(of: $0, numTicks: count)) }
    }
}
