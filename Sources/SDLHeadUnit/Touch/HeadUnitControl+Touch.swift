import SDLRPC

/// The control lines for touches and haptic areas (see ``SDLHeadUnit/tap(x:y:app:)`` and its neighbours).
extension HeadUnitControl {
    /// The touch actions, with their parameters, for `help`.
    static let touchActions: [(name: String, parameters: String)] = [
        ("touch", "x, y, app? (a tap)"),
        ("touchEvent", "type (BEGIN, MOVE, END, CANCEL), fingers [{id?, x, y}], app?"),
        ("pinch", "x, y, from, to, steps?, app?"),
        ("hapticRects", "app?"),
    ]

    /// Performs a touch action; `nil` when `action` is none of them.
    static func performTouch(_ action: String, _ command: SDLJSONObject, core: HeadUnitCore) throws(SDLHeadUnitError) -> SDLJSONValue? {
        let app = command["app"]?.intValue
        switch action {
        case "touch":
            let (x, y) = (try integer(command, "x"), try integer(command, "y"))
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.tap(x: x, y: y, app: app) }
        case "touchEvent":
            let type = try string(command, "type")
            guard let items = command["fingers"]?.arrayValue else { throw .invalidCommand("\"fingers\" must be an array of {id?, x, y}") }
            var fingers: [SDLHeadUnitFinger] = []
            for item in items {
                guard let object = item.objectValue, let x = object["x"]?.intValue, let y = object["y"]?.intValue else {
                    throw .invalidCommand("Each finger is {id?, x, y} with integers")
                }
                fingers.append(SDLHeadUnitFinger(id: object["id"]?.intValue ?? fingers.count, x: x, y: y))
            }
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.sendTouch(type, fingers: fingers, app: app) }
        case "pinch":
            let (x, y) = (try integer(command, "x"), try integer(command, "y"))
            let (from, to) = (try integer(command, "from"), try integer(command, "to"))
            let steps = command["steps"]?.intValue ?? 4
            try core.withEngine { engine throws(SDLHeadUnitError) in
                try engine.pinch(x: x, y: y, from: from, to: to, steps: steps, app: app)
            }
        case "hapticRects":
            return .array((core.engine.apps[try core.engine.resolveApp(app)]?.app.hapticRects ?? []).map(\.json))
        default:
            return nil
        }
        return .null
    }
}
