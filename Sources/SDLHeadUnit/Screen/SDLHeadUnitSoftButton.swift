import SDLRPC

/// One soft button as the head unit shows it (from a `SoftButton` struct, defaults applied).
public struct SDLHeadUnitSoftButton: Sendable, Hashable {
    /// `softButtonID`.
    public var id: Int
    /// `TEXT`, `IMAGE` or `BOTH`.
    public var type: String
    /// The label, if any.
    public var text: String?
    /// The icon, if any.
    public var image: SDLHeadUnitImage?
    /// Whether the button is drawn highlighted (default false).
    public var isHighlighted: Bool
    /// What pressing it does to the overlay it is on: `DEFAULT_ACTION`, `STEAL_FOCUS` or `KEEP_CONTEXT`.
    public var systemAction: String

    /// Creates a button.
    public init(id: Int, type: String, text: String? = nil, image: SDLHeadUnitImage? = nil, isHighlighted: Bool = false, systemAction: String = "DEFAULT_ACTION") {
        self.id = id
        self.type = type
        self.text = text
        self.image = image
        self.isHighlighted = isHighlighted
        self.systemAction = systemAction
    }

    /// Reads a `SoftButton` struct; `nil` when it lacks `softButtonID` or `type`.
    public init?(json: SDLJSONValue) {
        guard let object = json.objectValue, let id = object["softButtonID"]?.intValue,
              let type = object["type"]?.stringValue else { return nil }
        self.init(
            id: id,
            type: type,
            text: type == "IMAGE" ? nil : object["text"]?.stringValue,
            image: type == "TEXT" ? nil : SDLHeadUnitImage(json: object["image"]),
            isHighlighted: object["isHighlighted"]?.boolValue ?? false,
            systemAction: object["systemAction"]?.stringValue ?? "DEFAULT_ACTION"
        )
    }

    /// Reads a `softButtons` array, skipping entries that are not buttons.
    static func list(_ json: SDLJSONValue?) -> [SDLHeadUnitSoftButton] {
        (json?.arrayValue ?? []).compactMap(SDLHeadUnitSoftButton.init(json:))
    }

    /// The JSON form for state dumps.
    public var json: SDLJSONValue {
        var object: SDLJSONObject = ["softButtonID": .integer(id), "type": .string(type)]
        if let text { object.append("text", .string(text)) }
        if let image { object.append("image", image.json) }
        object.append("isHighlighted", .bool(isHighlighted))
        object.append("systemAction", .string(systemAction))
        return .object(object)
    }
}
