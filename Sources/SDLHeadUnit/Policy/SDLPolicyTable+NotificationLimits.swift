/// How many Alerts or SubtleAlerts an app may send a minute while in BACKGROUND: the policy
/// table's limit for the app's `priority` (`PolicyHandler::GetNotificationsNumber`, read by
/// `ApplicationImpl::AreCommandLimitsExceeded` with `POLICY_TABLE` limits).
extension SDLPolicyTable {
    /// The limit for the app with `policyAppID`: `module_config`'s
    /// `notifications_per_minute_by_priority` (`subtle_notifications_per_minute_by_priority` for
    /// SubtleAlert, when the table has it) of the app entry's `priority`. A priority the map does not
    /// name (or an entry without one) has the limit 0: no Alert at all in BACKGROUND.
    public func notificationsPerMinute(forApp policyAppID: String, subtle: Bool) -> Int {
        let limits = subtle ? subtleNotificationsPerMinuteByPriority ?? notificationsPerMinuteByPriority : notificationsPerMinuteByPriority
        guard let priority = policy(forApp: policyAppID).priority else { return 0 }
        return max(0, limits[priority] ?? 0)
    }
}
