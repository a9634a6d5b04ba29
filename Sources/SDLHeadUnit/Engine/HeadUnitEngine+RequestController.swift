import SDLRPC

/// Core's request controller (§D.1 stage 8, `request_controller_impl.cc`, `request_tracker.cc`): the
/// pending-request limit and the rate limits, applied to a registered app's request after validation
/// and before the duplicate-correlation-ID and policy checks.
extension HeadUnitEngine {
    /// Checks `request` of the registered app `record`; `false` when it was refused (answered
    /// TOO_MANY_PENDING_REQUESTS, or the app was unregistered for flooding).
    ///
    /// - `PendingRequestsAmount`: with that many requests of all apps unanswered, the new one is
    ///   answered TOO_MANY_PENDING_REQUESTS (Core's `CheckPendingRequestsAmount`).
    /// - `AppHMILevelNoneTimeScaleMaxRequests` per `AppHMILevelNoneRequestsTimeScale`: requests made
    ///   in NONE are timed; the first one past the maximum inside the window gets no answer, the app
    ///   gets OnAppInterfaceUnregistered(REQUEST_WHILE_IN_NONE_HMI_LEVEL) and is unregistered (its
    ///   session stays open), as `rpc_service_impl.cc` does (§C.5).
    /// - `AppTimeScaleMaxRequests` per `AppRequestsTimeScale`: the same for every request, at any HMI
    ///   level, with reason TOO_MANY_REQUESTS (§C.5).
    func admitByRequestController(_ request: IncomingRequest, record: AppRecord) -> Bool {
        let limit = settings.pendingRequestsAmount
        if limit > 0, apps.values.reduce(0, { $0 + $1.pending.count }) >= limit {
            respond(to: request, resultCode: "TOO_MANY_PENDING_REQUESTS", keepsPending: true)
            return false
        }
        let now = settings.now()
        let appID = record.app.id
        if record.app.hmiLevel == .none {
            var times = record.noneLevelRequestTimes
            guard Self.track(&times, now: now, maximum: settings.noneLevelMaxRequests, window: settings.noneLevelTimeScale) else {
                unregister(appID, reason: "REQUEST_WHILE_IN_NONE_HMI_LEVEL", close: false)
                return false
            }
            apps[appID]?.noneLevelRequestTimes = times
        }
        var times = record.requestTimes
        guard Self.track(&times, now: now, maximum: settings.maxRequests, window: settings.requestsTimeScale) else {
            unregister(appID, reason: "TOO_MANY_REQUESTS", close: false)
            return false
        }
        apps[appID]?.requestTimes = times
        return true
    }

    /// Records a request at `now` in `times` (oldest first, at most `maximum` kept); `false` when it is
    /// the one past `maximum` within `window` (Core's `RequestTracker::Track`). A `maximum` of 0 or a
    /// zero `window` turns the limit off (nothing is recorded).
    static func track(_ times: inout [Duration], now: Duration, maximum: Int, window: Duration) -> Bool {
        guard maximum > 0, window > .zero else { return true }
        if times.count >= maximum, let oldest = times.first {
            guard now - oldest > window else { return false }
            times.removeFirst(times.count - maximum + 1)
        }
        times.append(now)
        return true
    }
}
