extension SDLHeadUnit {
    /// Sends OnTouchEvent to the app in FULL (or `app`, which must be in FULL, as Core sends
    /// touches only to the app on screen): `type` BEGIN, MOVE, END or CANCEL, `fingers` in the
    /// head unit's coordinates, stamped with the head unit's clock.
    ///
    /// - Throws: ``SDLHeadUnitError`` `invalidCommand` for values outside the spec's ranges (type,
    ///   1…10 fingers with distinct ids 0…9, coordinates 0…10000); `noApp`; `notApplicable` when the
    ///   app is not in FULL.
    public func sendTouchEvent(_ type: String, fingers: [SDLHeadUnitFinger], app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.sendTouch(type, fingers: fingers, app: app) }
        }
    }

    /// A tap at (`x`, `y`) as the driver's finger makes it: OnTouchEvent BEGIN, then END.
    ///
    /// - Throws: as ``sendTouchEvent(_:fingers:app:)``.
    public func tap(x: Int, y: Int, app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.tap(x: x, y: y, app: app) }
        }
    }

    /// A two-finger pinch around (`x`, `y`): the fingers go down `from` apart (side by side), move
    /// to `to` apart in `steps` MOVEs (1…100), and lift. `to` > `from` zooms in.
    ///
    /// - Throws: as ``sendTouchEvent(_:fingers:app:)``; `invalidCommand` for negative distances.
    public func pinch(x: Int, y: Int, from: Int, to: Int, steps: Int = 4, app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.pinch(x: x, y: y, from: from, to: to, steps: steps, app: app) }
        }
    }
}
