import SDLRPC

/// The control lines for system requests: OnSystemRequest sent to an app and the SystemRequests
/// taken (see ``SDLHeadUnit/sendSystemRequest(app:requestType:url:fileType:data:)``).
extension HeadUnitControl {
    /// The system-request actions, with their parameters, for `help`.
    static let systemRequestActions: [(name: String, parameters: String)] = [
        ("sendSystemRequest", "requestType, url?, fileType?, data? (text sent as UTF-8 bulk data), app?"),
        ("systemRequests", ""),
    ]

    /// Performs a system-request action; `nil` when `action` is none of them.
    static func performSystemRequest(_ action: String, _ command: SDLJSONObject, core: HeadUnitCore) throws(SDLHeadUnitError) -> SDLJSONValue? {
        switch action {
        case "sendSystemRequest":
            guard let requestType = command["requestType"]?.stringValue else { throw .invalidCommand("\"requestType\" must be a RequestType value") }
            try core.withEngine { engine throws(SDLHeadUnitError) in
                try engine.sendSystemRequest(
                    to: try engine.resolveApp(command["app"]?.intValue), requestType: requestType, url: command["url"]?.stringValue,
                    fileType: command["fileType"]?.stringValue, data: Array((command["data"]?.stringValue ?? "").utf8))
            }
            return .null
        case "systemRequests":
            return .array(core.engine.systemRequests.map { request in
                var entry: SDLJSONObject = ["app": .integer(request.appID), "requestType": .string(request.requestType), "fileName": .string(request.fileName)]
                if let subType = request.requestSubType { entry.append("requestSubType", .string(subType)) }
                entry.append("size", .integer(request.data.count))
                return .object(entry)
            })
        default:
            return nil
        }
    }
}
