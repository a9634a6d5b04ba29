/// Core's handlers from `add_command_request.cc` to `perform_interaction_request.cc` of the
/// `sdl_rpc_plugin`, and the handlers of the vehicle-info, remote-control and app-service plugins
/// (docs/core-rules.md, first section). Each check lives in the `CoreRules+…` file of its handler.
extension CoreRuleTable {
    static let firstHalf: [String: CoreCommandRules.Check] = [
        "AddCommand": { rules, parameters in rules.addCommand(parameters) },
        "AddSubMenu": { rules, parameters in rules.addSubMenu(parameters) },
        "Alert": { rules, parameters in rules.alert(parameters) },
        "AlertManeuver": { rules, parameters in rules.alertManeuver(parameters) },
        "ButtonPress": { rules, parameters in rules.buttonPress(parameters) },
        "CancelInteraction": { rules, parameters in rules.cancelInteraction(parameters) },
        "ChangeRegistration": { rules, parameters in rules.changeRegistration(parameters) },
        "CreateInteractionChoiceSet": { rules, parameters in rules.createInteractionChoiceSet(parameters) },
        "CreateWindow": { rules, parameters in rules.createWindow(parameters) },
        "DeleteFile": { rules, parameters in
            rules.syncFileName(parameters, stage: .afterAppState)
        },
        "DeleteWindow": { rules, parameters in rules.deleteWindow(parameters) },
        "DiagnosticMessage": { rules, parameters in rules.diagnosticMessage(parameters) },
        "DialNumber": { rules, parameters in rules.dialNumber(parameters) },
        "GetVehicleData": { rules, parameters in rules.getVehicleData(parameters) },
        "GetSystemCapability": { rules, parameters in rules.getSystemCapability(parameters) },
        "GetFile": { rules, parameters in rules.fileName(parameters, "fileName", info: "File name contains forbidden symbols") },
        "PerformAudioPassThru": { rules, parameters in rules.performAudioPassThru(parameters) },
        "PerformInteraction": { rules, parameters in rules.performInteraction(parameters) },
        "SubscribeVehicleData": { rules, parameters in rules.subscribeVehicleData(parameters) },
        "SetInteriorVehicleData": { rules, parameters in rules.setInteriorVehicleData(parameters) },
        "UnsubscribeVehicleData": { rules, parameters in rules.unsubscribeVehicleData(parameters) },
    ]
}
