public import SDLRPC

/// Turns the pre-6.0 display description of a RegisterAppInterface response into the modern
/// DISPLAYS form, as sdl_ios does (`SDLSystemCapabilityManager`
/// `createDisplayCapabilityListFromDeprecatedDisplayCapabilities`).
///
/// The result is one display named after `displayName` (else the deprecated `displayType`),
/// supporting one MAIN window, with one window capability for the main window (ID 0) holding the
/// text and image fields, templates, preset count, button and soft-button capabilities, and
/// image types STATIC plus DYNAMIC when `graphicSupported` (STATIC only otherwise).
public enum SDLDisplayCapabilityConverter {
    /// The modern display list for the deprecated parts of a registration.
    public static func displays(
        from display: SDLDisplayCapabilities?,
        buttonCapabilities: [SDLButtonCapabilities]?,
        softButtonCapabilities: [SDLSoftButtonCapabilities]?
    ) -> [SDLDisplayCapability] {
        var window = SDLWindowCapability(
            windowID: SDLHMIStatus.mainWindowID,
            buttonCapabilities: buttonCapabilities,
            softButtonCapabilities: softButtonCapabilities)
        var displayName: String?
        if let display {
            window.textFields = display.textFields
            window.imageFields = display.imageFields
            window.templatesAvailable = display.templatesAvailable
            window.numCustomPresetsAvailable = display.numCustomPresetsAvailable
            window.imageTypeSupported = display.graphicSupported ? [.static, .dynamic] : [.static]
            // `displayType` is deprecated; read it from the JSON to stay warning-free.
            displayName = display.displayName ?? display.jsonObject["displayType"]?.stringValue
        }
        return [SDLDisplayCapability(
            displayName: displayName,
            windowTypeSupported: [SDLWindowTypeCapabilities(type: .main, maximumNumberOfWindows: 1)],
            windowCapabilities: [window])]
    }

    /// Merges a DISPLAYS update into `old`, as the spec's `DisplayCapability.windowCapabilities`
    /// describes: after registration only changed windows are sent, so each window of `new`
    /// replaces the window with the same ID (absent ID = main window 0) or is added; the
    /// display's name and window types are replaced when sent. Displays match by position.
    public static func merge(_ new: [SDLDisplayCapability], into old: [SDLDisplayCapability]?) -> [SDLDisplayCapability] {
        guard var merged = old, !merged.isEmpty else { return new }
        for (index, update) in new.enumerated() {
            guard index < merged.count else {
                merged.append(update)
                continue
            }
            var display = merged[index]
            if let name = update.displayName { display.displayName = name }
            if let types = update.windowTypeSupported { display.windowTypeSupported = types }
            if let windows = update.windowCapabilities {
                var list = display.windowCapabilities ?? []
                for window in windows {
                    let id = window.windowID ?? SDLHMIStatus.mainWindowID
                    if let position = list.firstIndex(where: { ($0.windowID ?? SDLHMIStatus.mainWindowID) == id }) {
                        list[position] = window
                    } else {
                        list.append(window)
                    }
                }
                display.windowCapabilities = list
            }
            merged[index] = display
        }
        return merged
    }
}
