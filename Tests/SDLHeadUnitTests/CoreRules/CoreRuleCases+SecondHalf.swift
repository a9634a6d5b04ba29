/// Cases for Core's handlers from `put_file_request.cc` to the end of the `sdl_rpc_plugin`.
extension CoreRuleCase {
    static let secondHalf: [CoreRuleCase] = [
        .accepts("Slider.position", "Slider", #"{"numTicks": 3, "position": 3, "sliderHeader": "Volume"}"#),
        .refuses("Slider.position", "Slider", #"{"numTicks": 3, "position": 4, "sliderHeader": "Volume"}"#,
                 info: "Position 4 is greater than numTicks 3"),
    ]
}
