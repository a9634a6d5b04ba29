/// The app entry's `RequestType` and `RequestSubType` lists as SDL Core reads them
/// (`PolicyHandler::IsRequestTypeAllowed`, `IsRequestSubTypeAllowed` with the states
/// `CacheManager::GetAppRequestTypesState` gives): an entry without the list allows no type, an
/// empty list allows every type, a list allows the types it names. SystemRequest with a type (or a
/// subtype) not allowed is answered DISALLOWED; OnSystemRequest of such a type is not sent.
extension SDLPolicyTable {
    /// Whether the app with `policyAppID` may use `requestType` (a RequestType wire value).
    public func allowsRequestType(_ requestType: String, forApp policyAppID: String) -> Bool {
        Self.allows(requestType, in: policy(forApp: policyAppID).requestTypes)
    }

    /// Whether the app with `policyAppID` may use `requestSubType`; an empty one never (Core:
    /// "Request subtype to check is empty").
    public func allowsRequestSubType(_ requestSubType: String, forApp policyAppID: String) -> Bool {
        !requestSubType.isEmpty && Self.allows(requestSubType, in: policy(forApp: policyAppID).requestSubTypes)
    }

    /// Core's three states: omitted (none allowed), empty (all allowed), listed.
    private static func allows(_ value: String, in list: [String]?) -> Bool {
        guard let list else { return false }
        return list.isEmpty || list.contains(value)
    }
}
