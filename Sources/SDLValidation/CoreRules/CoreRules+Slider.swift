/// Core's `SliderRequest::Run` (slider_request.cc): position against numTicks, the footer count,
/// then `IsWhiteSpaceExist` on the header and footers. Core sends no info with any of them.
extension CoreCommandRules {
    mutating func slider(_ parameters: SDLJSONObject) {
        if let ticks = parameters["numTicks"]?.intValue {
            if let position = parameters["position"]?.intValue, position > ticks {
                reject("Slider.position", at: SDLJSONPath.root.appending(key: "position"), "position \(position) exceeds numTicks \(ticks)")
            }
            let footers = parameters["sliderFooter"]?.arrayValue ?? []
            if footers.count > 1, footers.count != ticks {
                reject("Slider.footers", at: SDLJSONPath.root.appending(key: "sliderFooter"),
                       "\(footers.count) footers for \(ticks) ticks: give one static footer or one per tick")
            }
        }
        strings(parameters, ["sliderHeader"], at: .root)
        stringArray(parameters, "sliderFooter")
    }
}
