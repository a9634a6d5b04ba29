import Foundation

/// A slider on the head unit (SDL-0201, the `Slider` RPC) for a whole number from
/// ``minimumValue`` to ``maximumValue``; its answer is the value the user saved, in that range.
///
/// ```swift
/// let balance = SDLSliderController(title: "Balance", value: 0, minimumValue: -10, maximumValue: 10)
/// let result = try await presentOverlayController(balance)
/// if let value = result.answer { speakers.balance = value }
/// ```
///
/// The range becomes `numTicks` (−10…10 → 21 ticks) and ``value`` the knob's starting
/// `position` (0 ↔ position 11); the head unit's `sliderPosition` becomes the answer whenever its
/// response has one. `title` is the `sliderHeader`; `message`, when given, the single
/// `sliderFooter`, otherwise the footer is one localised number per tick. The range's size must
/// fit the spec's `numTicks` limits and `value` must lie in it, or the presentation ends with
/// `invalidOverlay` before anything is sent. ``SDLOverlayController/duration`` becomes `timeout`.
@MainActor
public final class SDLSliderController: SDLOverlayController, SDLOverlayAnswering {
    /// The value saved, in ``minimumValue``…``maximumValue``.
    public typealias Answer = Int

    /// The `sliderHeader`.
    public let title: String
    /// The single `sliderFooter`; without it, each tick is labelled with its number.
    public let message: String?
    /// The lowest value (the first tick).
    public let minimumValue: Int
    /// The highest value (the last tick).
    public let maximumValue: Int
    /// The knob's starting value.
    public let value: Int

    /// A slider from `minimumValue` to `maximumValue` starting at `value`.
    public init(
        title: String, message: String? = nil, value: Int, minimumValue: Int, maximumValue: Int, duration: Duration = .zero
    ) {
        self.title = title
        self.message = message
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        super.init(duration: duration)
    }

    /// The number of ticks the range takes, or `nil` when it does not fit the spec's `numTicks`.
    var numTicks: Int? {
        let span = maximumValue.subtractingReportingOverflow(minimumValue)
        guard !span.overflow, span.partialValue < Int.max else { return nil }
        let ticks = span.partialValue + 1
        return SDLSliderTicks.range.contains(ticks) ? ticks : nil
    }

    /// The footer: the message, or one localised number per tick.
    func footer(numTicks: Int) -> [String] {
        if let message, !SDLTextFitting.sanitize(message).isEmpty { return [message] }
        return (0..<numTicks).map { NumberFormatter.localizedString(from: NSNumber(value: minimumValue + $0), number: .decimal) }
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        guard let numTicks else {
            let ticks = SDLSliderTicks.range
            return .failure(SDLError.invalid(
                "the slider range \(minimumValue)…\(maximumValue) does not fit \(ticks.lowerBound)…\(ticks.upperBound) ticks"))
        }
        guard (minimumValue...maximumValue).contains(value) else {
            return .failure(SDLError.invalid("the slider value \(value) is outside \(minimumValue)…\(maximumValue)"))
        }
        let request: SDLSlider
        do {
            request = try SDLSliderTicks.request(
                title: title, footer: footer(numTicks: numTicks), numTicks: numTicks, position: value - minimumValue + 1, duration: duration)
        } catch {
            return .failure(error)
        }
        let answer = await sendOverlay(request, cancelID: SDLSlider.Parameters.cancelID, setCancelID: { $0.cancelID = $1 }, in: context)
        let minimumValue = self.minimumValue
        return answer.map { response in
            SDLOverlayOutcome(response, answer: SDLSliderTicks.index(of: response, numTicks: numTicks).map { minimumValue + $0 })
        }
    }
}
