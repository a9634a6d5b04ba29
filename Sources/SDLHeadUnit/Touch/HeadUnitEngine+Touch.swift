import SDLRPC

extension HeadUnitEngine {
    /// The touch types of the spec's `TouchType`.
    static let touchTypes = ["BEGIN", "MOVE", "END", "CANCEL"]

    /// Sends OnTouchEvent `type` with `fingers` (head unit coordinates) to an app in FULL — Core
    /// sends touches only to the app on screen — stamped `time` ms (the head unit's clock when
    /// `nil`). Values outside the spec's ranges are refused, never sent.
    func sendTouch(_ type: String, fingers: [SDLHeadUnitFinger], app reference: Int?, time: Int? = nil) throws(SDLHeadUnitError) {
        guard Self.touchTypes.contains(type) else { throw .invalidCommand("'\(type)' is not a TouchType (BEGIN, MOVE, END or CANCEL)") }
        guard (1...10).contains(fingers.count) else { throw .invalidCommand("A touch has 1…10 fingers, not \(fingers.count)") }
        guard Set(fingers.map(\.id)).count == fingers.count else { throw .invalidCommand("Two fingers of a touch have the same id") }
        for finger in fingers {
            guard (0...9).contains(finger.id) else { throw .invalidCommand("A finger's id is 0…9, not \(finger.id)") }
            guard (0...10_000).contains(finger.x), (0...10_000).contains(finger.y) else {
                throw .invalidCommand("A finger's x and y are 0…10000, not \(finger.x), \(finger.y)")
            }
        }
        let appID = try resolveApp(reference)
        guard let level = apps[appID]?.app.hmiLevel, level == .full else {
            throw .notApplicable("Touches go only to the app in FULL (app \(appID) is not)")
        }
        let stamp = time ?? Int(settings.now().millisecondsClamped)
        let event: [SDLJSONValue] = fingers.map {
            ["id": .integer($0.id), "ts": [.integer(stamp)], "c": [["x": .integer($0.x), "y": .integer($0.y)]]]
        }
        notify(appID, functionID: SDLOnTouchEvent.rpcFunctionID, parameters: ["type": .string(type), "event": .array(event)])
    }

    /// A tap at (`x`, `y`): BEGIN, then END, both of finger 0.
    func tap(x: Int, y: Int, app reference: Int?) throws(SDLHeadUnitError) {
        let finger = SDLHeadUnitFinger(x: x, y: y)
        let stamp = Int(settings.now().millisecondsClamped)
        try sendTouch("BEGIN", fingers: [finger], app: reference, time: stamp)
        try sendTouch("END", fingers: [finger], app: reference, time: stamp + 1)
    }

    /// A pinch around (`x`, `y`): fingers 0 and 1 side by side `from` apart go down, move apart (or
    /// together) to `to` in `steps` MOVEs, and lift — one ms apart each.
    func pinch(x: Int, y: Int, from: Int, to: Int, steps: Int, app reference: Int?) throws(SDLHeadUnitError) {
        guard (1...100).contains(steps) else { throw .invalidCommand("\"steps\" must be 1…100") }
        guard from >= 0, to >= 0 else { throw .invalidCommand("\"from\" and \"to\" are distances, 0 or more") }
        func fingers(apart distance: Int) -> [SDLHeadUnitFinger] {
            [SDLHeadUnitFinger(id: 0, x: max(x - distance / 2, 0), y: y), SDLHeadUnitFinger(id: 1, x: min(x + (distance - distance / 2), 10_000), y: y)]
        }
        let stamp = Int(settings.now().millisecondsClamped)
        try sendTouch("BEGIN", fingers: fingers(apart: from), app: reference, time: stamp)
        for step in 1...steps {
            try sendTouch("MOVE", fingers: fingers(apart: from + (to - from) * step / steps), app: reference, time: stamp + step)
        }
        try sendTouch("END", fingers: fingers(apart: to), app: reference, time: stamp + steps + 1)
    }
}
