import SDLHeadUnit
import SDLRPC

/// The open overlay as the page draws it on top of the screen. Every kind has `kind`, `appID`,
/// `correlationID` (of the pending request: which overlay this is), `appName`, `lines`,
/// `softButtons`, `icon` and `timeoutMilliseconds`; the rest depends on the kind.
enum WebOverlayFeed {
    static func json(_ overlay: SDLOverlay, apps: [SDLRegisteredApp]) -> SDLJSONValue {
        let app = apps.first { $0.id == overlay.appID }
        var object: SDLJSONObject = [
            "kind": .string(overlay.kind.rawValue),
            "appID": .integer(overlay.appID),
            "correlationID": .integer(Int(overlay.correlationID)),
            "appName": app.map { .string($0.appName) } ?? .null,
            "lines": .array(overlay.lines.map { .string($0) }),
            "softButtons": WebScreenFeed.softButtons(overlay.softButtons, app: app),
            "icon": WebImageFeed.json(overlay.icon, app: app),
            // The control channel's form of the overlay already states it in milliseconds.
            "timeoutMilliseconds": overlay.json.objectValue?["timeoutMilliseconds"] ?? .null,
        ]
        switch overlay.kind {
        case .alert:
            object.append("progressIndicator", .bool(overlay.parameters["progressIndicator"]?.boolValue ?? false))
        case .slider:
            let ticks = max(overlay.numTicks ?? 1, 1)
            object.append("numTicks", .integer(ticks))
            object.append("sliderPosition", .integer(min(max(overlay.sliderPosition ?? 1, 1), ticks)))
            object.append("sliderFooters", .array(overlay.sliderFooters.map { .string($0) }))
        case .performInteraction:
            object.append("interactionMode", .string(overlay.interactionMode ?? "MANUAL_ONLY"))
            object.append("interactionLayout", overlay.interactionLayout.map { .string($0) } ?? .null)
            object.append("keyboard", .bool(Self.hasKeyboard(overlay)))
            // What was typed (masked when masking is on), the layout, suggestions, enabled and custom keys.
            object.append("keyboardEntry", overlay.keyboard?.json ?? .null)
            object.append("choices", .array(overlay.choices.map { choice in
                [
                    "choiceID": .integer(choice.id), "menuName": .string(choice.menuName),
                    "secondaryText": choice.secondaryText.map { .string($0) } ?? .null,
                    "tertiaryText": choice.tertiaryText.map { .string($0) } ?? .null,
                    "image": WebImageFeed.json(choice.image, app: app),
                ]
            }))
        case .performAudioPassThru:
            var audio = SDLJSONObject()
            for key in ["samplingRate", "bitsPerSample", "audioType", "maxDuration", "muteAudio"] {
                audio.append(key, overlay.parameters[key] ?? .null)
            }
            audio.append("bytesSent", .integer(overlay.audioBytesSent))
            object.append("audio", .object(audio))
        case .subtleAlert, .scrollableMessage:
            break
        }
        return .object(object)
    }

    /// Whether the interaction takes typed text (the emulator's keyboard actions apply).
    static func hasKeyboard(_ overlay: SDLOverlay) -> Bool {
        overlay.keyboard != nil
    }
}
