import SDLRPC

/// What one app's main window shows: the template, the text fields set by `Show`, graphics and soft
/// buttons. Each registered app has its own; the head unit shows the one of the app in `FULL`.
public struct SDLScreenState: Sendable, Hashable {
    /// The text fields `Show` can set, in display order.
    public static let textFieldKeys = [
        "templateTitle", "mainField1", "mainField2", "mainField3", "mainField4", "statusBar", "mediaClock", "mediaTrack",
    ]

    /// The layout (`DEFAULT` until the app picks one with `Show.templateConfiguration` or `SetDisplayLayout`).
    public var template: String
    /// The day color scheme of the template, as sent.
    public var dayColorScheme: SDLJSONValue?
    /// The night color scheme of the template, as sent.
    public var nightColorScheme: SDLJSONValue?
    /// Non-empty text fields by name (`mainField1`, `statusBar`, …); `""` in a Show clears a field.
    public var textFields: [String: String]
    /// `LEFT_ALIGNED`, `RIGHT_ALIGNED` or `CENTERED`; `nil` means the head unit's default (centered).
    public var alignment: String?
    /// The primary graphic.
    public var graphic: SDLHeadUnitImage?
    /// The secondary graphic.
    public var secondaryGraphic: SDLHeadUnitImage?
    /// The soft buttons, in order.
    public var softButtons: [SDLHeadUnitSoftButton]
    /// Custom preset labels.
    public var customPresets: [String]

    /// An empty screen with the given template.
    public init(template: String = "DEFAULT") {
        self.template = template
        self.textFields = [:]
        self.softButtons = []
        self.customPresets = []
    }

    /// The text of `field`, or `nil` when it is empty.
    public subscript(field: String) -> String? {
        textFields[field]
    }

    /// Applies the parameters of a validated `Show` request.
    mutating func apply(show parameters: SDLJSONObject) {
        for key in Self.textFieldKeys {
            guard let text = parameters[key]?.stringValue else { continue }
            textFields[key] = text.isEmpty ? nil : text
        }
        if let alignment = parameters["alignment"]?.stringValue { self.alignment = alignment }
        if parameters["graphic"] != nil { graphic = Self.image(parameters["graphic"]) }
        if parameters["secondaryGraphic"] != nil { secondaryGraphic = Self.image(parameters["secondaryGraphic"]) }
        if let buttons = parameters["softButtons"]?.arrayValue, !buttons.isEmpty {
            softButtons = SDLHeadUnitSoftButton.list(.array(buttons))
        }
        if let presets = parameters["customPresets"]?.arrayValue {
            customPresets = presets.compactMap(\.stringValue)
        }
        if let configuration = parameters["templateConfiguration"]?.objectValue {
            apply(template: configuration)
        }
    }

    /// Applies a `TemplateConfiguration` (or SetDisplayLayout's equivalent parameters); a color
    /// scheme left out keeps the one set before, as in Core.
    mutating func apply(template configuration: SDLJSONObject) {
        if let name = configuration["template"]?.stringValue ?? configuration["displayLayout"]?.stringValue {
            template = name
        }
        if let day = configuration["dayColorScheme"] { dayColorScheme = day }
        if let night = configuration["nightColorScheme"] { nightColorScheme = night }
    }

    /// An image, or `nil` for an image whose value is empty (which clears it).
    private static func image(_ json: SDLJSONValue?) -> SDLHeadUnitImage? {
        guard let image = SDLHeadUnitImage(json: json), !image.value.isEmpty else { return nil }
        return image
    }

    /// The JSON form for state dumps.
    public var json: SDLJSONValue {
        var object: SDLJSONObject = ["template": .string(template)]
        var fields = SDLJSONObject()
        for key in Self.textFieldKeys {
            if let text = textFields[key] { fields.append(key, .string(text)) }
        }
        object.append("textFields", .object(fields))
        if let alignment { object.append("alignment", .string(alignment)) }
        if let graphic { object.append("graphic", graphic.json) }
        if let secondaryGraphic { object.append("secondaryGraphic", secondaryGraphic.json) }
        object.append("softButtons", .array(softButtons.map(\.json)))
        if !customPresets.isEmpty { object.append("customPresets", .array(customPresets.map { .string($0) })) }
        if let dayColorScheme { object.append("dayColorScheme", dayColorScheme) }
        if let nightColorScheme { object.append("nightColorScheme", nightColorScheme) }
        return .object(object)
    }
}
