import SDLRPC

/// Core's request controller (§D.1 stage 8, `request_controller_impl.cc`, `request_tracker.cc`): the
/// pending-request limit and the NONE-level rate limit, applied to a registered app's request after
/// validation and before the duplicate-correlation-ID and policy checks.
extension HeadUnitEngine {
    /// Checks `request` of the registered app `record`; `false` when it was refused (answered
    /// TOO_MANY_PENDING_REQUESTS, or the app was unregistered for flooding in NONE).
    ///
    /// - `PendingRequestsAmount`: with that many requests of all apps unanswered, the new one is
    ///   answered TOO_MANY_PENDING_REQUESTS (Core's `CheckPendingRequestsAmount`).
    /// - `AppHMILevelNoneTimeScaleMaxRequests` per `AppHMILevelNoneRequestsTimeScale`: requests made
    ///   in NONE are timed; the first one past the maximum inside the window gets no answer, the app
    ///   gets OnAppInterfaceUnregistered(REQUEST_WHILE_IN_NONE_HMI_LEVEL) and is unregistered (its
    ///   session stays open), as `rpc_service_impl.cc` does (§C.5).
    func admitByRequestController(_ request: IncomingRequest, record: AppRecord) -> Bool {
        let limit = settings.pendingRequestsAmount
        if limit > 0, apps.values.reduce(0, { $0 + $1.pending.count }) >= limit {
            respond(to: request, resultCode: "TOO_MANY_PENDING_REQUESTS", keepsPending: true)
            return false
        }
        guard record.app.hmiLevel == .none else { return true }
        let maximum = settings.noneLevelMaxRequests
        let window = settings.noneLevelTimeScale
        guard maximum > 0, window > .zero else { return true }
        let now = settings.now()
        var times = record.noneLevelRequestTimes
        if times.count >= maximum, let oldest = times.first {
            guard now - oldest > window else {
                unregister(record.app.id, reason: "REQUEST_WHILE_IN_NONE_HMI_LEVEL", close: false)
                return false
            }
            times.removeFirst()
        }
        times.append(now)
        apps[record.app.id]?.noneLevelRequestTimes = times
        return true
    }
}
