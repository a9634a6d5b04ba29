import SDLRPC

/// System requests between the head unit and apps: OnSystemRequest sent to an app (as the HMI or
/// the policy manager asks it to fetch or deliver data) and the SystemRequests apps sent back.
///
/// ```swift
/// try await headUnit.sendSystemRequest(requestType: "PROPRIETARY", url: "https://policies.example/update", data: snapshot)
/// let update = try await headUnit.systemRequests().last     // the app's SystemRequest(PROPRIETARY)
/// ```
extension SDLHeadUnit {
    /// Sends OnSystemRequest with `requestType` (a RequestType value), `url`, `fileType` and `data`
    /// (bulk data) to app `app` (its head-unit id; without it the app in FULL, or the only app).
    /// As Core, it sends nothing when the app's ``SDLPolicyTable`` entry does not allow the type
    /// (``SDLAppPolicy/requestTypes``).
    /// Throws ``SDLHeadUnitError``: `noApp`, or `invalidCommand` for a type the spec does not know.
    public func sendSystemRequest(
        app: Int? = nil, requestType: String, url: String? = nil, fileType: String? = nil, data: [UInt8] = []
    ) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in
                let id = try engine.resolveApp(app)
                try engine.sendSystemRequest(to: id, requestType: requestType, url: url, fileType: fileType, data: data)
            }
        }
    }

    /// Every SystemRequest the head unit took, oldest first.
    public func systemRequests() async throws(SDLHeadUnitError) -> [SDLHeadUnitSystemRequest] {
        try await onLoop { core throws(SDLHeadUnitError) in core.engine.systemRequests }
    }
}

extension SDLHeadUnit {
    /// Starts a policy table update as Core does: OnSystemRequest(PROPRIETARY, fileType JSON, `url`)
    /// to app `app` (its head-unit id; without it the app in FULL, or the only app), carrying
    /// `snapshot` (a small snapshot naming the app when `nil`) in Core's `HTTPRequest` wrapper. The
    /// app's SystemRequest(PROPRIETARY) with the server's answer lands in ``systemRequests()``.
    /// Throws ``SDLHeadUnitError`` `noApp`.
    public func sendPolicyUpdate(app: Int? = nil, url: String, snapshot: [UInt8]? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in
                engine.sendPolicyUpdate(to: try engine.resolveApp(app), url: url, snapshot: snapshot)
            }
        }
    }
}
