import SDLRPC
import SDLRPCRuntime
import SDLValidation

/// SystemRequest and OnSystemRequest as SDL Core's `system_request.cc` handles them (docs/core-rules.md,
/// "System requests"), with the emulator's HMI answering BasicCommunication.SystemRequest SUCCESS.
extension HeadUnitEngine {
    /// Core's `fileName` without one.
    static let defaultSystemFileName = "SYNC"

    /// SystemRequest, in Core's order: the policy's `RequestType` and `RequestSubType` lists
    /// (DISALLOWED), then the file-name rules (`SystemRequest.whitespace`,
    /// `SystemRequest.fileName` of the validator's Core rules: INVALID_DATA), the data is the bulk
    /// data, or else the app's uploaded file of that name, which Core moves out of the app's
    /// storage (none, or not complete → REJECTED). HTTP with a
    /// `fileName` goes to the policy manager (a policy table update), SUCCESS; QUERY_APPS needs a JSON
    /// object with a `response` member (GENERIC_ERROR otherwise; JSON that does not parse gets no
    /// answer at all, as Core returns without one); any other type goes to the HMI, whose answer
    /// (SUCCESS) is passed on. Every request taken is kept (``SDLHeadUnitSystemRequest``).
    func handleSystemRequest(_ request: IncomingRequest) {
        guard let appID = request.appID, let requestType = request.parameters["requestType"]?.stringValue else { return }
        // Core's first check: the policy's RequestType, then RequestSubType (DISALLOWED, no info).
        guard policyAllowsSystemRequest(appID: appID, requestType: requestType,
                                        requestSubType: request.parameters["requestSubType"]?.stringValue) else {
            respond(to: request, resultCode: "DISALLOWED")
            return
        }
        guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
        // The file-name checks (CheckSyntax, no `/`) are Core's command rules, run above.
        let fileName = request.parameters["fileName"]?.stringValue ?? Self.defaultSystemFileName
        var data = request.bulkData
        if data.isEmpty {
            guard let file = apps[appID]?.app.files[fileName], file.expectedLength.map({ $0 <= file.bytes.count }) ?? true else {
                respond(to: request, resultCode: "REJECTED")
                return
            }
            data = file.bytes
            apps[appID]?.app.files[fileName] = nil
        }
        if requestType == "QUERY_APPS" {
            guard let json = try? SDLJSONParser.parse(data) else { return }
            guard json.objectValue?["response"] != nil else {
                respond(to: request, resultCode: "GENERIC_ERROR")
                return
            }
        }
        systemRequests.append(SDLHeadUnitSystemRequest(
            appID: appID, requestType: requestType, requestSubType: request.parameters["requestSubType"]?.stringValue,
            fileName: fileName, data: data))
        respond(to: request, resultCode: "SUCCESS")
        emit(.screenChanged)
    }

    /// The HMI's BasicCommunication.OnSystemRequest, passed on to app `appID` as OnSystemRequest
    /// with `requestType` (a RequestType value), `url`, `fileType` and `data` as bulk data — unless the
    /// app's policy does not allow the type, when Core drops it. Throws ``SDLHeadUnitError``
    /// `invalidCommand` for a request type or file type the spec does not know.
    func sendSystemRequest(to appID: Int, requestType: String, url: String?, fileType: String?, data: [UInt8]) throws(SDLHeadUnitError) {
        guard SDLRequestType(rawValue: requestType).isKnown else {
            throw .invalidCommand("'\(requestType)' is no RequestType of the spec")
        }
        guard policyAllowsSystemRequest(appID: appID, requestType: requestType, requestSubType: nil) else { return }
        var parameters: SDLJSONObject = ["requestType": .string(requestType)]
        if let url { parameters.append("url", .string(url)) }
        if let fileType {
            guard SDLFileType(rawValue: fileType).isKnown else { throw .invalidCommand("'\(fileType)' is no FileType of the spec") }
            parameters.append("fileType", .string(fileType))
        }
        notify(appID, functionID: SDLOnSystemRequest.rpcFunctionID, parameters: parameters, bulkData: data)
    }
}
