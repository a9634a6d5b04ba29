import SDLRPC
import SDLSession

extension SDLApplication {
    /// When to lock the phone's screen while the app runs on the head unit (by sdl_ios's rules), and
    /// the head unit's lock-screen icon. One manager for the application's whole life: it follows
    /// every registration and is `off` while disconnected.
    ///
    /// ```swift
    /// application.lockScreen.statusHandler = { status in print("lock screen:", status) }
    /// for await status in application.lockScreen.statusUpdates() { lockView.isHidden = !status.showsLockScreen }
    /// ```
    public var lockScreen: SDLLockScreenManager { lockScreenManager }
}
