import SDLHeadUnit
import SDLRPC

/// The visible app's main window as the page draws it, with the same choices the text renderer
/// makes: centered unless the app aligned its text, main fields up to the display's line count.
enum WebScreenFeed {
    static func json(_ app: SDLRegisteredApp, display: SDLHeadUnitSnapshot) -> SDLJSONValue {
        let screen = app.screen
        var fields = SDLJSONObject()
        for key in SDLScreenState.textFieldKeys {
            if let text = screen[key] { fields.append(key, .string(text)) }
        }
        let mainFields = (1...max(1, min(display.mainFieldLines, 4))).map { SDLJSONValue.string(screen["mainField\($0)"] ?? "") }
        let title = display.textFieldNames.contains("templateTitle") ? screen["templateTitle"].map { SDLJSONValue.string($0) } : nil
        return [
            "appID": .integer(app.id),
            "template": .string(screen.template),
            "alignment": .string(screen.alignment ?? "CENTERED"),
            "textFields": .object(fields),
            "mainFields": .array(mainFields),
            "templateTitle": title ?? .null,
            // The SetMediaClockTimer clock where the app set one, else Show's old mediaClock text.
            "mediaClock": (app.mediaClock?.summary ?? screen["mediaClock"]).map { .string($0) } ?? .null,
            "graphic": WebImageFeed.json(screen.graphic, app: app),
            "secondaryGraphic": WebImageFeed.json(screen.secondaryGraphic, app: app),
            "softButtons": softButtons(screen.softButtons, app: app),
            "customPresets": .array(screen.customPresets.map { .string($0) }),
        ]
    }

    /// Soft buttons with their state; images resolved like the graphics.
    static func softButtons(_ buttons: [SDLHeadUnitSoftButton], app: SDLRegisteredApp?) -> SDLJSONValue {
        .array(buttons.map { button in
            var object: SDLJSONObject = ["softButtonID": .integer(button.id), "type": .string(button.type)]
            object.append("text", button.text.map { .string($0) } ?? .null)
            object.append("image", WebImageFeed.json(button.image, app: app))
            object.append("isHighlighted", .bool(button.isHighlighted))
            object.append("systemAction", .string(button.systemAction))
            return .object(object)
        })
    }
}
