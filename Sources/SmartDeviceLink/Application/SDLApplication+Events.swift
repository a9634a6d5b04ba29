import Foundation
import SDLRPC
import SDLSession

extension SDLApplication {
    /// Takes in the main window's status (`nil`: the registration ended): moves the state, fires
    /// the events, then lets the view controllers appear or disappear and tells the screen manager.
    ///
    /// Order: every event of the change (delegate call, notification, streams — one event after the
    /// other), then the view controller lifecycle calls, then the screen manager's HMI level. So
    /// `didBecomeActive` comes before the top controller's `viewWillAppear`, and `didClose` or
    /// `didDisconnect` before its `viewWillDisappear` (SDL-0176: the view "already disappeared").
    func updateStatus(_ current: SDLHMIStatus?) {
        let events = status.apply(current)
        for event in events { dispatch(event) }
        viewControllerManager.isVisible = status.state.isVisible
        registration?.screen?.hmiLevel = current?.hmiLevel
        registration?.menu?.hmiLevel = current?.hmiLevel
        registration?.menu?.systemContext = current?.systemContext ?? .main
        registration?.buttons?.hmiLevel = current?.hmiLevel
        registration?.vehicleData?.hmiLevel = current?.hmiLevel
        lockScreen.hmiLevelChanged(current?.hmiLevel)
    }

    /// Tells the delegate, the notification center and the streams about `event`, in that order.
    func dispatch(_ event: SDLApplicationEvent) {
        if let delegate { event.deliver(to: delegate, from: self) }
        notificationCenter.post(name: event.notificationName, object: self, userInfo: [SDLApplicationEvent.userInfoKey: event])
        eventStreams.yield(event)
    }

    /// The lifecycle configuration of a registration: the app's, with its language question sent
    /// to the delegate first (awaited on the main actor; no thread waits for it) and re-registration
    /// left to the application.
    func registrationLifecycleConfiguration() -> SDLLifecycleConfiguration {
        var lifecycle = configuration.lifecycle
        let fallback = lifecycle.languageUpdate
        lifecycle.reregistersAfterLanguageChange = false
        lifecycle.languageUpdate = { [weak self] language, hmiDisplayLanguage in
            let answer = await self?.askDelegate(toUpdateLifecycleConfigurationTo: language)
            if let answer { return answer }
            return await fallback?(language, hmiDisplayLanguage)
        }
        return lifecycle
    }

    /// The delegate's names for `language`, if it has a delegate and gives some.
    private func askDelegate(toUpdateLifecycleConfigurationTo language: SDLLanguage) async -> SDLLifecycleConfigurationUpdate? {
        guard let delegate else { return nil }
        return await delegate.application(self, shouldUpdateLifecycleConfigurationTo: language)
    }
}
