/// SDL-0201's duration rules: an overlay's `Duration` becomes the milliseconds of its RPC's
/// parameter (Alert `duration`; ScrollableMessage, Slider and PerformInteraction `timeout`;
/// PerformAudioPassThru `maxDuration`), every limit read from the spec's rule for that parameter.
///
/// 1. Above the maximum → the maximum; 2. below the minimum → the minimum; 3. zero for an optional
/// parameter → omitted (`nil`); 4. zero for a mandatory parameter → the maximum.
///
/// ```swift
/// SDLOverlayDuration.milliseconds(.seconds(20), for: SDLAlert.Parameters.duration)   // 10000
/// SDLOverlayDuration.milliseconds(.zero, for: SDLAlert.Parameters.duration)          // nil
/// ```
public enum SDLOverlayDuration {
    /// The parameter's value for `duration`, or `nil` to leave an optional parameter out.
    public static func milliseconds(_ duration: Duration, for rule: SDLParameterRule) -> Int? {
        let maximum = rule.maxValue.map { Int($0) }
        let minimum = rule.minValue.map { Int($0) }
        let components = duration.components
        let requested = components.seconds.multipliedReportingOverflow(by: 1000)
        var value: Int
        if duration <= .zero {
            guard rule.isMandatory else { return nil }
            return maximum ?? 0
        } else if requested.overflow || requested.partialValue > Int64(Int.max / 2) {
            value = Int.max
        } else {
            // Round up: a positive duration never becomes zero.
            let fraction = components.attoseconds > 0 ? (components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000 : 0
            value = Int(requested.partialValue + fraction)
        }
        if let maximum, value > maximum { value = maximum }
        if let minimum, value < minimum { value = minimum }
        return value
    }
}
