import SDLRPC

/// What the car does: its data changes (VehicleInfo.OnVehicleData, passed on as Core's
/// `on_vehicle_data_notification.cc` does) and the policy's lock-screen dismissal flag changes.
extension HeadUnitEngine {
    /// Sets vehicle data items to new values, then sends each subscribed app OnVehicleData with the
    /// items of `values` it is subscribed to — one notification per app, nothing to an app subscribed
    /// to none of them or in an HMI level where the policy withholds OnVehicleData (`Location-1` and
    /// its siblings: BACKGROUND, FULL, LIMITED). Throws ``SDLHeadUnitError`` `invalidCommand` naming an
    /// unknown item, an item the vehicle lacks, a value the spec's OnVehicleData refuses, or an OEM
    /// custom item's value of another type than its starting value.
    func setVehicleData(_ values: SDLJSONObject) throws(SDLHeadUnitError) {
        guard !values.isEmpty else { throw .invalidCommand("No vehicle data given") }
        for (key, value) in values {
            if let initial = settings.profile.customVehicleData[key] {
                guard HeadUnitVehicleDataItems.customDataType(of: value) == HeadUnitVehicleDataItems.customDataType(of: initial)
                        || (value.intValue != nil && initial.doubleValue != nil) else {
                    throw .invalidCommand("'\(key)' is an OEM item of type \(HeadUnitVehicleDataItems.customDataType(of: initial)), got \(value.typeName)")
                }
                continue
            }
            guard HeadUnitVehicleDataItems.isItem(key) else {
                throw .invalidCommand("'\(key)' is no vehicle data item (an OnVehicleData parameter of the spec, or the profile's customVehicleData)")
            }
            guard vehicleData[key] != nil else {
                throw .invalidCommand("The vehicle has no '\(key)' (the profile's vehicleDataAvailable leaves it out)")
            }
        }
        let validation = validator.schema(.object(values), HeadUnitFunction.onVehicleData, .notification, nil)
        guard validation.result == .success else {
            throw .invalidCommand("Vehicle data the spec's OnVehicleData refuses: \(validation.info ?? "invalid")")
        }
        for (key, value) in values { vehicleData[key] = value }
        for appID in apps.keys.sorted() {
            guard let app = apps[appID]?.app,
                  policyAllows("OnVehicleData", appID: appID, level: app.hmiLevel.rawValue)
            else { continue }
            var items = SDLJSONObject()
            for (key, value) in values where app.subscribedVehicleData.contains(key) { items.append(key, value) }
            if !items.isEmpty { notify(appID, functionID: HeadUnitFunction.onVehicleData, parameters: items) }
        }
        emit(.screenChanged)
    }

    /// The policy's `lock_screen_dismissal_enabled` changes (a policy table update, §C.1): when it
    /// differs from the current flag every registered app gets OnDriverDistraction with the current
    /// state and the new flag (Core's `PolicyHandler::OnLockScreenDismissalStateChanged`); an
    /// unchanged flag sends nothing. `nil` removes the flag (the notification then omits both fields).
    func setLockScreenDismissalEnabled(_ enabled: Bool?) {
        guard settings.lockScreenDismissalEnabled != enabled else { return }
        settings.lockScreenDismissalEnabled = enabled
        for appID in apps.keys.sorted() { sendDriverDistraction(appID) }
        emit(.screenChanged)
    }
}
