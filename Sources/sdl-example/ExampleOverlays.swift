import SmartDeviceLink

/// The overlays the tour presents, written with the DSL where they take buttons.
@MainActor
enum ExampleOverlays {
    static func alert() -> SDLAlertController {
        SDLAlertController(message: "Fuel is low.\nFind a station?", prompt: "Fuel is low", duration: .seconds(8)) {
            SDLButtonView("Yes")
            SDLButtonView("No")
        }
    }

    static func slider() -> SDLSliderController {
        SDLSliderController(title: "Balance", value: 0, minimumValue: -10, maximumValue: 10, duration: .seconds(10))
    }

    static func valuePicker() -> SDLValuePickerController {
        SDLValuePickerController(title: "Fan speed", valueLabels: ["Off", "Low", "Medium", "High"], value: 1, duration: .seconds(10))
    }

    static func scrollableMessage() -> SDLScrollableMessageController {
        SDLScrollableMessageController(
            message: "SmartDeviceLink for Swift\nApp layer modelled on UIKit:\nviews, view controllers and overlays.",
            duration: .seconds(10)
        ) {
            SDLButtonView("Close")
        }
    }

    static func interaction() -> SDLInteractionController {
        SDLInteractionController(
            title: "Pick a genre",
            choiceSet: SDLChoiceSet([
                SDLChoiceSet.Choice("Jazz", secondaryText: "Blue in Green"),
                SDLChoiceSet.Choice("Rock"),
                SDLChoiceSet.Choice("Classical"),
            ]),
            initialPrompt: "Pick a genre",
            duration: .seconds(10))
    }

    /// Records audio; `received` counts the bytes that arrived.
    static func audioInput(received: @escaping @MainActor (Int) -> Void) -> SDLAudioInputController {
        SDLAudioInputController(message: "Say something\nRecording…", prompt: .speech(.listenJingle), duration: .seconds(10)) { chunk in
            received(chunk.count)
        }
    }
}
