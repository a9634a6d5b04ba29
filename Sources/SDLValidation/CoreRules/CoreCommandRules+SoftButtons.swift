/// Core's `ProcessSoftButtons` (§D.6), called by the handlers that take soft buttons: image values
/// verified; TEXT needs text, BOTH needs text and an image, IMAGE needs an image.
extension CoreCommandRules {
    mutating func softButtons(_ parameters: SDLJSONObject) {
        guard let buttons = parameters["softButtons"]?.arrayValue else { return }
        for (index, item) in buttons.enumerated() {
            guard let button = item.objectValue else { continue }
            let path = SDLJSONPath.root.appending(key: "softButtons").appending(index: index)
            let image = button["image"]?.objectValue
            if let image { strings(image, ["value"], at: path.appending(key: "image"), rule: "softButtons.image") }
            let text = button["text"]?.stringValue
            let rule = "\(function).softButtons"
            switch button["type"]?.stringValue {
            case "TEXT":
                if text == nil { reject(rule, at: path.appending(key: "text"), "a TEXT soft button needs text") }
                strings(button, ["text"], at: path, rule: "softButtons.text")
            case "BOTH":
                if text == nil { reject(rule, at: path.appending(key: "text"), "a BOTH soft button needs text") }
                if image == nil { reject(rule, at: path.appending(key: "image"), "a BOTH soft button needs an image") }
                strings(button, ["text"], at: path, onlyIfNonEmpty: true, rule: "softButtons.text")
            case "IMAGE":
                if image == nil { reject(rule, at: path.appending(key: "image"), "an IMAGE soft button needs an image") }
            default:
                break
            }
        }
    }
}
