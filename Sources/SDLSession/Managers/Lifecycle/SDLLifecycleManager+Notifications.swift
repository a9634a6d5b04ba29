import SDLRPC

extension SDLLifecycleManager {
    /// OnHMIStatus: records the window's status (absent `windowID` = main window, §C.3).
    func handle(_ notification: SDLOnHMIStatus) {
        record(SDLHMIStatus(notification))
    }

    /// OnLanguageChange: remembers the head unit's languages; when they differ from the
    /// registered ones and the configuration has names for them, sends ChangeRegistration.
    ///
    /// SDL Core follows a mismatch with OnAppInterfaceUnregistered(LANGUAGE_CHANGE) (§C.5); then
    /// the re-registration in `handle(_: SDLOnAppInterfaceUnregistered)` takes over.
    func handle(_ notification: SDLOnLanguageChange) async {
        headUnitLanguages = SDLLanguagePair(language: notification.language, hmiDisplayLanguage: notification.hmiDisplayLanguage)
        guard machine.state == .ready else { return }
        await updateLanguageIfNeeded()
    }

    /// OnAppInterfaceUnregistered: moves to `unregistered(reason:)`, forgets HMI statuses, and
    /// after LANGUAGE_CHANGE registers again if the configuration says so.
    func handle(_ notification: SDLOnAppInterfaceUnregistered) async {
        guard (try? transition(.unregisteredByHeadUnit(notification.reason))) != nil else { return }
        forgetHMIStatuses()
        guard notification.reason == .languageChange, configuration.reregistersAfterLanguageChange else { return }
        do {
            try await start()
        } catch {
            lastBackgroundError = error
        }
    }
}
