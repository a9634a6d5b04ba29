import SDLRPC

/// An image an app put on the screen: a file name it uploaded (`DYNAMIC`) or a head-unit icon id
/// (`STATIC`).
public struct SDLHeadUnitImage: Sendable, Hashable {
    /// The file name or static icon id.
    public var value: String
    /// `STATIC` or `DYNAMIC`.
    public var imageType: String
    /// Whether the app asked for template (tinted) rendering.
    public var isTemplate: Bool?

    /// Creates an image reference.
    public init(value: String, imageType: String, isTemplate: Bool? = nil) {
        self.value = value
        self.imageType = imageType
        self.isTemplate = isTemplate
    }

    /// Reads an `Image` struct; `nil` when `json` is not one.
    public init?(json: SDLJSONValue?) {
        guard let object = json?.objectValue, let value = object["value"]?.stringValue,
              let imageType = object["imageType"]?.stringValue else { return nil }
        self.init(value: value, imageType: imageType, isTemplate: object["isTemplate"]?.boolValue)
    }

    /// Whether the image names a file the app uploads.
    public var isDynamic: Bool { imageType == "DYNAMIC" }

    /// The JSON form.
    public var json: SDLJSONValue {
        var object: SDLJSONObject = ["value": .string(value), "imageType": .string(imageType)]
        if let isTemplate { object.append("isTemplate", .bool(isTemplate)) }
        return .object(object)
    }
}
