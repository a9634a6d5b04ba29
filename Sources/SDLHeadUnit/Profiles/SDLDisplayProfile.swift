import SDLRPC

/// What the emulated head unit tells apps about itself: the display, buttons, soft buttons, audio
/// pass-thru and HMI capabilities of the RegisterAppInterface response, and the head unit's language.
///
/// Three profiles are built in (``builtInNames``): a 4-line media display, a 2-line display and a
/// 1-line display. Others load from a JSON file with the same keys as the RegisterAppInterface
/// response (see ``init(json:)``); `sdl-headunit --print-profile NAME` prints a built-in one to
/// start from.
public struct SDLDisplayProfile: Sendable, Hashable {
    /// The capability keys a profile may carry, in the order they are written into the response.
    public static let capabilityKeys: [String] = [
        "displayCapabilities", "buttonCapabilities", "softButtonCapabilities", "presetBankCapabilities",
        "hmiZoneCapabilities", "speechCapabilities", "prerecordedSpeech", "vrCapabilities",
        "audioPassThruCapabilities", "pcmStreamCapabilities", "vehicleType", "supportedDiagModes",
        "hmiCapabilities",
    ]

    /// The profile's name, e.g. `media-4line`.
    public var name: String
    /// One line for people.
    public var summary: String
    /// The head unit's language (wire value such as `EN-US`), used for `language` in the response.
    public var language: String
    /// The display language (wire value), used for `hmiDisplayLanguage`.
    public var hmiDisplayLanguage: String
    /// `sdlVersion` of the response.
    public var sdlVersion: String
    /// `systemSoftwareVersion` of the response, if any.
    public var systemSoftwareVersion: String?
    /// The capability parameters of the RegisterAppInterface response, each checked against the spec
    /// (leniently when ``followsSpec`` is false).
    public var capabilities: SDLJSONObject
    /// Whether the capabilities keep to the spec. `false` for a profile that copies a real head
    /// unit's gaps (``coreDefault``: image fields without the mandatory `imageTypeSupported`); its
    /// capabilities are sent exactly as written, so apps meet what a real head unit sends.
    public var followsSpec: Bool = true
    /// The main window's `menuLayoutsAvailable`: the layouts AddSubMenu's and SetGlobalProperties'
    /// `menuLayout` may name (Core answers WARNINGS for another and the HMI uses its default).
    public var menuLayouts: [String] = ["LIST"]
    /// The main window's `keyboardCapabilities` (RPC 7.1), if the profile declares them; SetGlobalProperties'
    /// `customKeys` are checked against their `numConfigurableKeys`.
    public var keyboardCapabilities: SDLJSONObject? = nil
    /// The vehicle data items the vehicle has (MOBILE_API's GetVehicleData parameters; all of them
    /// by default). Another item is answered VEHICLE_DATA_NOT_AVAILABLE by the emulated HMI.
    public var vehicleDataAvailable: [String] = HeadUnitVehicleDataItems.names
    /// OEM custom vehicle data items the head unit's policy schema adds (SDL-0173, RPC 6.0+), each
    /// with the value the vehicle starts with: apps may get, subscribe and receive them by name like
    /// the spec's items, answered with `dataType` VEHICLEDATA_OEM_CUSTOM_DATA and the item's
    /// `oemCustomDataType`. None by default (Core's default policy adds none).
    public var customVehicleData = SDLJSONObject()
    /// The `SystemCapability` members GetSystemCapability answers with, by member name
    /// (`navigationCapability`, `phoneCapability`, `videoStreamingCapability`,
    /// `remoteControlCapability`, `seatLocationCapability`, `driverDistractionCapability`). A type
    /// whose member is absent is DATA_NOT_AVAILABLE. None by default; ``coreDefault`` has Core's.
    public var systemCapabilities = SDLJSONObject()
    /// The languages the UI, VR and TTS support, which ChangeRegistration is checked against
    /// (Core's default `hmi_capabilities.json` lists by default).
    public var supportedLanguages = SDLSupportedLanguages.coreDefault

    /// `displayCapabilities.displayName`, or the profile name.
    public var displayName: String {
        displayCapabilities?["displayName"]?.stringValue ?? name
    }

    /// `displayCapabilities` as JSON.
    public var displayCapabilities: SDLJSONObject? {
        capabilities["displayCapabilities"]?.objectValue
    }

    /// The names of the text fields the display shows (`displayCapabilities.textFields[].name`).
    public var textFieldNames: [String] {
        (displayCapabilities?["textFields"]?.arrayValue ?? []).compactMap { $0.objectValue?["name"]?.stringValue }
    }

    /// How many of `mainField1`…`mainField4` the display shows.
    public var mainFieldLines: Int {
        let names = Set(textFieldNames)
        return (1...4).filter { names.contains("mainField\($0)") }.count
    }

    /// The templates the display offers (`displayCapabilities.templatesAvailable`).
    public var templates: [String] {
        (displayCapabilities?["templatesAvailable"]?.arrayValue ?? []).compactMap(\.stringValue)
    }

    /// The hardware buttons apps may subscribe to (`buttonCapabilities[].name`).
    public var buttonNames: [String] {
        (capabilities["buttonCapabilities"]?.arrayValue ?? []).compactMap { $0.objectValue?["name"]?.stringValue }
    }

    /// Whether the display shows graphics.
    public var graphicSupported: Bool {
        displayCapabilities?["graphicSupported"]?.boolValue ?? false
    }

    /// The main window's `DisplayCapability` for `GetSystemCapability(DISPLAYS)` and
    /// `OnSystemCapabilityUpdated`, derived from the display capabilities as SDL Core derives it.
    public func displayCapability(template: String? = nil) -> SDLJSONObject {
        var window = SDLJSONObject()
        window.append("windowID", .integer(0))
        if let textFields = displayCapabilities?["textFields"] { window.append("textFields", textFields) }
        if let imageFields = displayCapabilities?["imageFields"] { window.append("imageFields", imageFields) }
        window.append("imageTypeSupported", graphicSupported ? ["STATIC", "DYNAMIC"] : [])
        if let templatesAvailable = displayCapabilities?["templatesAvailable"] {
            window.append("templatesAvailable", templatesAvailable)
        }
        if let presets = displayCapabilities?["numCustomPresetsAvailable"] {
            window.append("numCustomPresetsAvailable", presets)
        }
        if let buttons = capabilities["buttonCapabilities"] { window.append("buttonCapabilities", buttons) }
        if let softButtons = capabilities["softButtonCapabilities"] { window.append("softButtonCapabilities", softButtons) }
        window.append("menuLayoutsAvailable", .array(menuLayouts.map { .string($0) }))
        if let keyboardCapabilities { window.append("keyboardCapabilities", .object(keyboardCapabilities)) }
        var display = SDLJSONObject()
        display.append("displayName", .string(displayName))
        display.append("windowTypeSupported", [["type": "MAIN", "maximumNumberOfWindows": 1]])
        display.append("windowCapabilities", .array([.object(window)]))
        return display
    }

    /// The whole profile as JSON, in the format ``init(json:)`` reads.
    public var json: SDLJSONObject {
        var object = SDLJSONObject()
        object.append("name", .string(name))
        object.append("description", .string(summary))
        object.append("language", .string(language))
        object.append("hmiDisplayLanguage", .string(hmiDisplayLanguage))
        object.append("sdlVersion", .string(sdlVersion))
        if let systemSoftwareVersion { object.append("systemSoftwareVersion", .string(systemSoftwareVersion)) }
        if !followsSpec { object.append("followsSpec", false) }
        if menuLayouts != ["LIST"] { object.append("menuLayoutsAvailable", .array(menuLayouts.map { .string($0) })) }
        if let keyboardCapabilities { object.append("keyboardCapabilities", .object(keyboardCapabilities)) }
        if vehicleDataAvailable != HeadUnitVehicleDataItems.names {
            object.append("vehicleDataAvailable", .array(vehicleDataAvailable.map { .string($0) }))
        }
        if !customVehicleData.isEmpty { object.append("customVehicleData", .object(customVehicleData)) }
        if !systemCapabilities.isEmpty { object.append("systemCapabilities", .object(systemCapabilities)) }
        if supportedLanguages != .coreDefault { object.append("supportedLanguages", supportedLanguages.json) }
        for (key, value) in capabilities { object.append(key, value) }
        return object
    }
}
