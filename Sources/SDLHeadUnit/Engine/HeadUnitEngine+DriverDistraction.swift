import SDLRPC

/// The lock-screen notifications Core sends after a registration, and driver distraction as the HMI
/// reports it (`SendDriverDistractionAndIconUrlNotifications` of Core's RegisterAppInterface, §C.3).
extension HeadUnitEngine {
    /// `lock_screen_icon_url` of Core's preloaded policy table.
    static let lockScreenIconURL = "http://i.imgur.com/TgkvOIZ.png"
    /// The `LockScreenDismissalWarning` message of Core's preloaded policy table (en-us).
    static let lockScreenDismissalWarning = "Swipe down to dismiss, acknowledging that you are not the driver"

    /// OnSystemRequest(LOCK_SCREEN_ICON_URL), as Core sends it right after OnPermissionsChange —
    /// through the same policy check as every OnSystemRequest (not sent when the app's
    /// `RequestType` list does not allow it).
    func sendLockScreenIconURL(_ appID: Int) {
        guard policyAllowsSystemRequest(appID: appID, requestType: "LOCK_SCREEN_ICON_URL", requestSubType: nil) else { return }
        notify(appID, SDLOnSystemRequest(requestType: .lockScreenIconUrl, url: Self.lockScreenIconURL))
    }

    /// OnDriverDistraction with the current state to one app. With the preloaded policy's
    /// `lock_screen_dismissal_enabled` Core adds `lockScreenDismissalEnabled` and, when it is true,
    /// the warning (both since RPC 6.0; older apps get them stripped).
    func sendDriverDistraction(_ appID: Int) {
        let enabled = settings.lockScreenDismissalEnabled
        notify(appID, SDLOnDriverDistraction(
            state: driverDistraction, lockScreenDismissalEnabled: enabled,
            lockScreenDismissalWarning: enabled == true ? Self.lockScreenDismissalWarning : nil))
    }

    /// The HMI reports driver distraction on or off: every registered app hears it (the policy
    /// allows OnDriverDistraction at every HMI level).
    func setDriverDistraction(_ state: SDLDriverDistractionState) {
        driverDistraction = state
        for appID in apps.keys.sorted() { sendDriverDistraction(appID) }
    }
}
