/// Core's navigation handlers: ShowConstantTBT (show_constant_tbt_request.cc), UpdateTurnList
/// (update_turn_list_request.cc) and SendLocation (send_location_request.cc). None of their checks
/// below needs state; SendLocation's text-field capability check (UNSUPPORTED_RESOURCE) comes first
/// and needs the display's capabilities.
extension CoreCommandRules {
    mutating func showConstantTBT(_ parameters: SDLJSONObject) {
        if parameters.isEmpty { reject("ShowConstantTBT.empty", at: .root, "ShowConstantTBT has no parameters") }
        imageValue(parameters, "turnIcon")
        imageValue(parameters, "nextTurnIcon")
        strings(parameters, ["navigationText1", "navigationText2", "eta", "totalDistance", "timeToDestination"], at: .root,
                onlyIfNonEmpty: true)
        softButtons(parameters)
    }

    mutating func updateTurnList(_ parameters: SDLJSONObject) {
        let turns = parameters["turnList"]?.arrayValue
        for (index, item) in (turns ?? []).enumerated() {
            guard let turn = item.objectValue else { continue }
            let path = SDLJSONPath.root.appending(key: "turnList").appending(index: index)
            strings(turn, ["navigationText"], at: path)
            imageValue(turn, "turnIcon", at: path)
        }
        softButtons(parameters)
        if let turns, let index = turns.firstIndex(where: { $0.objectValue?["navigationText"] == nil && $0.objectValue?["turnIcon"] == nil }) {
            reject("UpdateTurnList.turn", at: SDLJSONPath.root.appending(key: "turnList").appending(index: index),
                   "a turn needs navigationText or turnIcon")
        }
        let hasButtons = !(parameters["softButtons"]?.arrayValue ?? []).isEmpty
        if turns == nil, !hasButtons {
            reject("UpdateTurnList.empty", at: .root, "UpdateTurnList needs turnList or soft buttons (an empty softButtons array is dropped)")
        }
    }

    /// After the text fields' capability check (state): the strings, the coordinates, the image.
    mutating func sendLocation(_ parameters: SDLJSONObject) {
        let late = SDLCoreRuleStage.afterAppState
        strings(parameters, ["locationName", "locationDescription", "phoneNumber"], at: .root, stage: late)
        stringArray(parameters, "addressLines", stage: late)
        if let address = parameters["address"]?.objectValue {
            let fields = ["countryName", "countryCode", "postalCode", "administrativeArea", "locality", "subLocality",
                          "thoroughfare", "subThoroughfare"]
            strings(address, fields, at: SDLJSONPath.root.appending(key: "address"), stage: late)
        }
        let latitude = parameters["latitudeDegrees"] != nil
        let longitude = parameters["longitudeDegrees"] != nil
        if latitude != longitude {
            reject("SendLocation.coordinates", at: .root, "latitudeDegrees and longitudeDegrees must be given together", stage: late)
        } else if !latitude {
            // Core erases `address` when `asCustomString()` is empty, which it always is for an object
            // (a SmartObject map has no string form): an address never stands in for coordinates.
            reject("SendLocation.coordinates", at: .root,
                   "SendLocation needs latitudeDegrees and longitudeDegrees (Core drops an address object before this check)",
                   stage: late)
        }
        imageValue(parameters, "locationImage", rule: "locationImage", stage: late)
    }
}
