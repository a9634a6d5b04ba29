/// DiagnosticMessage (vehicle-info plugin, `diagnostic_message_request.cc`): the first byte of
/// `messageData` is the diagnostic mode, and Core passes on only the modes its configuration lists
/// (`SupportedDiagModes` of `smartDeviceLink.ini`). The rule uses Core's default list, so it predicts
/// a Core whose ini is not changed.
extension CoreCommandRules {
    /// Core's default `SupportedDiagModes`: 0x01, 0x02, 0x03, 0x05, 0x06, 0x07, 0x09, 0x0A, 0x18,
    /// 0x19, 0x22, 0x3E.
    static let supportedDiagnosticModes: Set<Int> = [0x01, 0x02, 0x03, 0x05, 0x06, 0x07, 0x09, 0x0A, 0x18, 0x19, 0x22, 0x3E]

    /// Checked before anything of the app's but its registration; REJECTED with Core's info.
    mutating func diagnosticMessage(_ parameters: SDLJSONObject) {
        guard let mode = parameters["messageData"]?.arrayValue?.first?.intValue else { return }
        if !Self.supportedDiagnosticModes.contains(mode) {
            reject("DiagnosticMessage.mode", at: SDLJSONPath.root.appending(key: "messageData").appending(index: 0),
                   "diagnostic mode \(mode) is not among Core's default SupportedDiagModes", result: .rejected,
                   info: "Received diagnostic mode is not supported.")
        }
    }
}
