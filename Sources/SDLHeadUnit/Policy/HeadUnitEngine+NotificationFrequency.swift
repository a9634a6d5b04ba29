import SDLRPC

/// Alert's and SubtleAlert's first check in Core (`alert_request.cc` and `subtle_alert_request.cc`,
/// `Validate`, before the message's own checks): an app in BACKGROUND past its policy's
/// notifications-per-minute limit is REJECTED — Alert without info, SubtleAlert with "SubtleAlert
/// frequency is too high.". The limit is the policy table's for the app's `priority`; with a preset
/// policy the app has Core's `default` entry, priority `NONE`, whose limit is 0: no Alert or
/// SubtleAlert in BACKGROUND at all.
extension HeadUnitEngine {
    /// SubtleAlert's info when it is refused for frequency.
    static let subtleAlertFrequencyInfo = "SubtleAlert frequency is too high."

    /// Answers `request` REJECTED and returns true when it is an Alert or SubtleAlert of an app in
    /// BACKGROUND past its limit; counts it otherwise.
    func refusedForNotificationFrequency(_ request: IncomingRequest, level: String) -> Bool {
        let subtle = request.functionID == HeadUnitFunction.subtleAlert
        guard subtle || request.functionID == HeadUnitFunction.alert, level == SDLHMILevel.background.rawValue,
              let appID = request.appID, let policyAppID = apps[appID]?.app.policyAppID else { return false }
        let table = settings.policyTable ?? SDLPolicyTable.corePreloaded
        let limit = table.notificationsPerMinute(forApp: policyAppID, subtle: subtle)
        var window = apps[appID]?.notificationWindows[request.functionID] ?? HeadUnitNotificationWindow()
        let admitted = window.admit(at: settings.now(), perMinute: limit)
        apps[appID]?.notificationWindows[request.functionID] = window
        guard !admitted else { return false }
        respond(to: request, resultCode: "REJECTED", info: subtle ? Self.subtleAlertFrequencyInfo : nil)
        return true
    }
}
