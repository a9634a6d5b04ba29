import SDLRPC
import SDLRPCRuntime

/// A policy table update as SDL Core 8.2 starts it for a newly registered app (PROPRIETARY
/// policies): the HMI hands the snapshot over, and Core sends it to the app in OnSystemRequest
/// (PROPRIETARY, fileType JSON, the policy server's URL) wrapped in its `HTTPRequest` header
/// (`OnSystemRequestNotification::AddHeader`). The app posts the body to the URL and answers with
/// SystemRequest(PROPRIETARY), which ``handleSystemRequest(_:)`` keeps.
extension HeadUnitEngine {
    /// `timeout_after_x_seconds` of Core's preloaded policy table: the wrapper's timeouts.
    static let policyUpdateTimeoutSeconds = 60

    /// After a registration: the policy table update, when a policy server URL is configured.
    func sendPolicyUpdateIfConfigured(_ appID: Int) {
        guard let url = settings.policyUpdateURL else { return }
        sendPolicyUpdate(to: appID, url: url, snapshot: nil)
    }

    /// OnSystemRequest(PROPRIETARY) with `snapshot` (a small snapshot naming the app when `nil`)
    /// in Core's wrapper, to be posted to `url`.
    func sendPolicyUpdate(to appID: Int, url: String, snapshot: [UInt8]?) {
        // Core's OnSystemRequest checks the app's RequestType list like any other.
        guard policyAllowsSystemRequest(appID: appID, requestType: "PROPRIETARY", requestSubType: nil) else { return }
        let policyAppID = apps[appID]?.app.policyAppID ?? ""
        var policies = SDLJSONObject()
        policies.append(policyAppID, "default")
        let fallback: SDLJSONValue = ["policy_table": ["app_policies": .object(policies)]]
        let body = snapshot.map { String(decoding: $0, as: UTF8.self) } ?? fallback.jsonString
        let wrapped: SDLJSONValue = [
            "HTTPRequest": [
                "headers": [
                    "ContentType": "application/json",
                    "ConnectTimeout": .integer(Self.policyUpdateTimeoutSeconds),
                    "DoOutput": true, "DoInput": true, "UseCaches": false,
                    "RequestMethod": "POST",
                    "ReadTimeout": .integer(Self.policyUpdateTimeoutSeconds),
                    "InstanceFollowRedirects": false,
                    "charset": "utf-8",
                    "Content-Length": .integer(body.utf8.count),
                ],
                "body": .string(body),
            ],
        ]
        notify(appID, functionID: SDLOnSystemRequest.rpcFunctionID,
               parameters: ["requestType": "PROPRIETARY", "url": .string(url), "fileType": "JSON"],
               bulkData: wrapped.jsonBytes)
    }
}
