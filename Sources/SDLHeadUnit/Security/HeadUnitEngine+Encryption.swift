/// RPC encryption by policy (SDL-0207), as SDL Core's RPC protection manager decides it: a request
/// of a registered app whose policy group has `encryption_required` (and whose app entry does not
/// say `encryption_required: false`) that arrives unencrypted is answered `ENCRYPTION_NEEDED`
/// (success false, no info), before any other check of the request.
extension HeadUnitEngine {
    /// The RPCs Core lets through unencrypted while the RPC service is not protected, whatever the
    /// policy says (they are needed before protection can start).
    static let encryptionExceptions: Set<String> = [
        "RegisterAppInterface", "SystemRequest", "PutFile", "OnPermissionsChange", "OnSystemRequest", "OnHMIStatus",
    ]

    /// Whether `message` (request `function` of app `appID`) must be refused with ENCRYPTION_NEEDED.
    func encryptionNeeded(_ message: HeadUnitMessage, function: String, appID: Int) -> Bool {
        guard !message.isEncrypted, let table = settings.policyTable, let policyID = apps[appID]?.app.policyAppID else { return false }
        if !message.isOnProtectedService, Self.encryptionExceptions.contains(function) { return false }
        return table.requiresEncryption(function, forApp: policyID)
    }
}
