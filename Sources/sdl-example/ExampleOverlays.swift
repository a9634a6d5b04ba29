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
            choiceSet: SDLChoiceSet {
                SDLChoiceCell("Jazz", secondaryText: "Blue in Green")
                for genre in ["Rock", "Classical"] { SDLChoiceCell(genre) }
            },
            initialPrompt: "Pick a genre",
            duration: .seconds(10))
    }

    /// A subtle alert with one button (RPC 7.0; older head units cannot show it).
    static func subtleAlert() -> SDLSubtleAlertController {
        SDLSubtleAlertController(message: "Traffic ahead\n10 min delay", duration: .seconds(5)) {
            SDLButtonView("Reroute")
        }
    }

    /// Cities the search offers as the user types.
    static let cities = ["Berlin", "Bern", "Bonn", "Bordeaux", "Boston", "Brno"]

    /// A search on the head unit's keyboard whose autocomplete list follows what is typed.
    static func search() -> SDLKeyboardController {
        SDLKeyboardController(title: "Find a city", configuration: SDLKeyboardConfiguration(
            keypressMode: .resendCurrentEntry, autoCompleteList: cities)) { entry in
            cities.filter { $0.lowercased().hasPrefix(entry.lowercased()) }
        }
    }

    /// Records audio; `received` counts the bytes that arrived.
    static func audioInput(received: @escaping @MainActor (Int) -> Void) -> SDLAudioInputController {
        SDLAudioInputController(message: "Say something\nRecording…", prompt: .speech(.listenJingle), duration: .seconds(10)) { chunk in
            received(chunk.count)
        }
    }
}
