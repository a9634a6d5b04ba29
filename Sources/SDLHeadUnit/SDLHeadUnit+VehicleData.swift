import SDLRPC

/// The car behind the head unit: its vehicle data, which apps subscribed to which items, and the
/// policy's lock-screen dismissal flag. `app` names an app by its head-unit id; without it the app in
/// FULL (or the only app) is meant.
///
/// ```swift
/// try await headUnit.setVehicleData(["speed": 88.5])          // OnVehicleData to subscribed apps
/// let speed = try await headUnit.vehicleData()["speed"]        // 88.5
/// let items = try await headUnit.subscribedVehicleData()       // ["gps", "speed"]
/// try await headUnit.setLockScreenDismissalEnabled(false)      // OnDriverDistraction to every app
/// ```
extension SDLHeadUnit {
    /// Changes vehicle data as the car reports it (VehicleInfo.OnVehicleData): the values are kept
    /// and every app subscribed to some of them receives OnVehicleData with those items (in an HMI
    /// level where the policy lets OnVehicleData through). Throws ``SDLHeadUnitError`` `invalidCommand`
    /// naming an unknown item, an item the vehicle lacks (the profile's `vehicleDataAvailable`), or a
    /// value the spec's OnVehicleData refuses (wrong type, out of range, unknown enum value).
    public func setVehicleData(_ values: SDLJSONObject) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.setVehicleData(values) }
        }
    }

    /// The vehicle's current data: one value per item the vehicle has, in the spec's order.
    public func vehicleData() async throws(SDLHeadUnitError) -> SDLJSONObject {
        try await onLoop { core throws(SDLHeadUnitError) in core.engine.vehicleData }
    }

    /// The vehicle data items the app is subscribed to, sorted by name.
    public func subscribedVehicleData(app: Int? = nil) async throws(SDLHeadUnitError) -> [String] {
        try await registeredApp(app).subscribedVehicleData.sorted()
    }

    /// Changes the policy's `lock_screen_dismissal_enabled` as a policy table update would: when it
    /// differs from the current flag, every registered app receives OnDriverDistraction with the
    /// current state, the new `lockScreenDismissalEnabled` and (when true) the warning text; the same
    /// flag again sends nothing. `nil` removes the flag.
    public func setLockScreenDismissalEnabled(_ enabled: Bool?) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.setLockScreenDismissalEnabled(enabled) }
        }
    }
}
