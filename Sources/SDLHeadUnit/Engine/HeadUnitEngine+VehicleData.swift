import SDLRPC
import SDLValidation

/// The vehicle-info plugin's requests as SDL Core 8.2 answers them (docs/core-rules.md, "Vehicle
/// data"), with the emulator's VehicleInfo HMI behind them: an item the vehicle has
/// (``SDLDisplayProfile/vehicleDataAvailable``) succeeds, any other is DATA_NOT_AVAILABLE.
extension HeadUnitEngine {
    static let alreadySubscribedInfo = "Already subscribed on provided VehicleData."
    static let someAlreadySubscribedInfo = "Already subscribed on some provided VehicleData."
    static let subscriptionFailedInfo = "Subscription failed for some Vehicle data"
    static let notSubscribedInfo = "Was not subscribed on any VehicleData."
    static let someNotSubscribedInfo = "Some provided VehicleData was not subscribed."
    static let retrieveFailedInfo = "Failed to retrieve data from vehicle"

    /// The items a vehicle-data request asks for (set to `true`), in its order.
    private static func askedItems(_ request: IncomingRequest) -> [String] {
        request.parameters.filter { $0.value.boolValue == true }.map(\.key)
    }

    /// Whether another app than `appID` is subscribed to `item`.
    private func isSubscribedElsewhere(_ item: String, except appID: Int) -> Bool {
        apps.values.contains { $0.app.id != appID && $0.app.subscribedVehicleData.contains(item) }
    }

    /// SubscribeVehicleData (`subscribe_vehicle_data_request.cc`, plugin form): per item, already
    /// subscribed by this app (DATA_ALREADY_SUBSCRIBED), subscribed by another app (the app joins,
    /// SUCCESS, no HMI request), or asked of the HMI. Nothing new: IGNORED (success false); all by
    /// other apps or already: SUCCESS, or IGNORED with success true when some were this app's (no
    /// item at all is the message rule `SubscribeVehicleData.noData`). The HMI's answer: SUCCESS
    /// when the vehicle has every asked item, else DATA_NOT_AVAILABLE (VEHICLE_DATA_NOT_AVAILABLE, nothing subscribed) — or, when
    /// another app's subscription made the request succeed anyway, GENERIC_ERROR "Subscription failed
    /// for some Vehicle data" without items (the available ones subscribed).
    func handleSubscribeVehicleData(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app,
              let request = passingCoreRules(request, stage: .afterAppState) else { return }
        let asked = Self.askedItems(request)
        var items = SDLJSONObject()
        var mine: [String] = [], others: [String] = [], pending: [String] = []
        for item in asked {
            if app.subscribedVehicleData.contains(item) {
                mine.append(item)
                items[HeadUnitVehicleDataItems.responseKey(of: item)] = vehicleDataResult(item, "DATA_ALREADY_SUBSCRIBED")
            } else if isSubscribedElsewhere(item, except: appID) {
                others.append(item)
                apps[appID]?.app.subscribedVehicleData.insert(item)
                items[HeadUnitVehicleDataItems.responseKey(of: item)] = vehicleDataResult(item, "SUCCESS")
            } else {
                pending.append(item)
            }
        }
        // A request with no item never gets here: `SubscribeVehicleData.noData`, a message rule.
        if others.isEmpty && pending.isEmpty {
            respondVehicleData(to: request, resultCode: "IGNORED", info: Self.alreadySubscribedInfo, items: items, success: false)
        } else if pending.isEmpty {
            respondVehicleData(to: request, resultCode: mine.isEmpty ? "SUCCESS" : "IGNORED",
                               info: mine.isEmpty ? nil : Self.someAlreadySubscribedInfo, items: items, success: true)
        } else {
            subscribeAtHMI(request, appID: appID, pending: pending, mine: mine, others: others, items: items)
        }
    }

    /// The HMI's VehicleInfo.SubscribeVehicleData for `pending` and Core's `on_event`.
    private func subscribeAtHMI(_ request: IncomingRequest, appID: Int, pending: [String], mine: [String], others: [String], items: SDLJSONObject) {
        let available = pending.filter { vehicleData[$0] != nil }
        let hmiSucceeded = available.count == pending.count
        var answer = items
        for item in pending {
            answer[HeadUnitVehicleDataItems.responseKey(of: item)] =
                vehicleDataResult(item, vehicleData[item] != nil ? "SUCCESS" : "VEHICLE_DATA_NOT_AVAILABLE")
        }
        guard hmiSucceeded || !others.isEmpty else {
            respondVehicleData(to: request, resultCode: "VEHICLE_DATA_NOT_AVAILABLE", items: answer, success: false)
            return
        }
        apps[appID]?.app.subscribedVehicleData.formUnion(available)
        guard hmiSucceeded else {
            respondVehicleData(to: request, resultCode: "GENERIC_ERROR", info: Self.subscriptionFailedInfo, success: false)
            return
        }
        respondVehicleData(to: request, resultCode: mine.isEmpty ? "SUCCESS" : "IGNORED",
                           info: mine.isEmpty ? nil : Self.someAlreadySubscribedInfo, items: answer, success: true)
    }

    /// UnsubscribeVehicleData (`unsubscribe_vehicle_data_request.cc`, plugin form): per item, not
    /// subscribed by the app (DATA_NOT_SUBSCRIBED), still subscribed by another app (SUCCESS, no HMI
    /// request), or unsubscribed at the HMI (SUCCESS). None subscribed: IGNORED "Was not subscribed on
    /// any VehicleData." (success false); some not: IGNORED "Some provided VehicleData was not
    /// subscribed." — success false without an HMI request, true with one (Core keeps the HMI's result).
    func handleUnsubscribeVehicleData(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app,
              let request = passingCoreRules(request, stage: .afterAppState) else { return }
        var items = SDLJSONObject()
        let asked = Self.askedItems(request)
        var notSubscribed: [String] = [], pending: [String] = []
        for item in asked {
            let key = HeadUnitVehicleDataItems.responseKey(of: item)
            guard app.subscribedVehicleData.contains(item) else {
                notSubscribed.append(item)
                items[key] = vehicleDataResult(item, "DATA_NOT_SUBSCRIBED")
                continue
            }
            if !isSubscribedElsewhere(item, except: appID) { pending.append(item) }
            apps[appID]?.app.subscribedVehicleData.remove(item)
            items[key] = vehicleDataResult(item, "SUCCESS")
        }
        if notSubscribed.count == asked.count {
            respondVehicleData(to: request, resultCode: "IGNORED", info: Self.notSubscribedInfo, items: items, success: false)
        } else if notSubscribed.isEmpty {
            respondVehicleData(to: request, resultCode: "SUCCESS", items: items)
        } else {
            respondVehicleData(to: request, resultCode: "IGNORED", info: Self.someNotSubscribedInfo, items: items, success: !pending.isEmpty)
        }
    }

    /// GetVehicleData (`get_vehicle_data_request.cc`): the asked items' values from the HMI. Some
    /// missing: VEHICLE_DATA_NOT_AVAILABLE with success true and the items there are; all missing:
    /// VEHICLE_DATA_NOT_AVAILABLE, success false, no items. (No item asked is the message rule
    /// `GetVehicleData.noData`, checked after the frequency limit: more than five requests in the
    /// app's current second are REJECTED without info — ``HeadUnitFrequencyWindow``.)
    func handleGetVehicleData(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        guard apps[appID]?.getVehicleDataWindow.admit(at: settings.now()) == true else {
            respond(to: request, resultCode: "REJECTED")
            return
        }
        guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
        let asked = Self.askedItems(request)
        var values = SDLJSONObject()
        for item in asked {
            if let value = vehicleData[item] { values.append(item, value) }
        }
        if values.count == asked.count {
            respondVehicleData(to: request, resultCode: "SUCCESS", items: values)
        } else {
            respondVehicleData(to: request, resultCode: "VEHICLE_DATA_NOT_AVAILABLE", items: values, success: !values.isEmpty)
        }
    }
}
