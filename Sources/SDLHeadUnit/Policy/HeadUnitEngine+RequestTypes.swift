/// The policy table's `RequestType` / `RequestSubType` lists applied to SystemRequest and
/// OnSystemRequest (`system_request.cc` and `on_system_request_notification.cc`, both first thing in
/// `Run`). Only a Core policy table restricts them: the presets give every app Core's `default`
/// entry, whose empty lists allow every type.
extension HeadUnitEngine {
    /// Whether app `appID`'s policy lets it use `requestType` and, when there is one, `requestSubType`.
    func policyAllowsSystemRequest(appID: Int, requestType: String, requestSubType: String?) -> Bool {
        guard let table = settings.policyTable else { return true }
        guard let policyAppID = apps[appID]?.app.policyAppID else { return false }
        guard table.allowsRequestType(requestType, forApp: policyAppID) else { return false }
        return requestSubType.map { table.allowsRequestSubType($0, forApp: policyAppID) } ?? true
    }
}
