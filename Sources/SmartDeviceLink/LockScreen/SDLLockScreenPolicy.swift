import SDLRPC

/// The lock-screen state machine: what the head unit told (HMI level, driver distraction, the
/// passenger-mode flag) and what the user did (dismissed the lock screen) in, the
/// ``SDLLockScreenStatus`` out. Pure: no time, no I/O; ``SDLLockScreenManager`` feeds it.
///
/// The level follows sdl_ios's `SDLLockScreenStatusManager` ("DD known off" means an
/// OnDriverDistraction came in this registration and its state was DD_OFF; an unknown state counts
/// as distracted):
///
/// | HMI level        | user had selected the app | DD known off | level      |
/// |------------------|---------------------------|--------------|------------|
/// | none yet / NONE  | (becomes no)              | –            | `off`      |
/// | FULL / LIMITED   | (becomes yes)             | yes          | `optional` |
/// | FULL / LIMITED   | (becomes yes)             | no           | `required` |
/// | BACKGROUND       | yes                       | yes          | `optional` |
/// | BACKGROUND       | yes                       | no           | `required` |
/// | BACKGROUND       | no                        | –            | `off`      |
/// | unrecognized     | (unchanged)               | –            | `off`      |
///
/// Dismissal follows sdl_ios's `SDLLockScreenManager` with its bugs #1826 and #2061 fixed:
///
/// | event                                          | before           | after                                        |
/// |------------------------------------------------|------------------|----------------------------------------------|
/// | OnDriverDistraction, dismissal enabled `true`  | –                | dismissible (unless `off`), its warning      |
/// | OnDriverDistraction, dismissal enabled `false` | dismissed or not | not dismissible, not dismissed (#2061: whatever the DD state) |
/// | OnDriverDistraction, dismissal enabled absent  | –                | flag and warning as before (#1826)           |
/// | ``dismiss()``                                  | dismissible      | dismissed; returns `true`                    |
/// | ``dismiss()``                                  | not dismissible  | unchanged; returns `false`                   |
/// | the level becomes `off`                        | dismissed        | not dismissed (the next lock screen shows)   |
/// | ``reset()`` (the registration ended)           | –                | `off`, DD unknown, not selected, flag unknown |
struct SDLLockScreenPolicy: Hashable, Sendable {
    /// The main window's HMI level; `nil` before the first OnHMIStatus of a registration.
    private(set) var hmiLevel: SDLHMILevel?
    /// Whether the app was in FULL or LIMITED since it was last in NONE.
    private(set) var userSelected = false
    /// Whether the driver is distracted; `nil` until an OnDriverDistraction came.
    private(set) var driverDistracted: Bool?
    /// The latest `lockScreenDismissalEnabled` the head unit sent; `nil` until one came.
    private(set) var dismissalEnabled: Bool?
    /// The warning that came with the latest `lockScreenDismissalEnabled`.
    private(set) var dismissalWarning: String?
    /// Whether the user dismissed the lock screen and it stays dismissed.
    private(set) var isDismissed = false

    /// The status all this makes.
    var status: SDLLockScreenStatus {
        let level = self.level
        let dismissible = level != .off && dismissalEnabled == true
        return SDLLockScreenStatus(
            level: level, isDismissible: dismissible, lockScreenDismissalWarning: dismissible ? dismissalWarning : nil,
            isDismissed: isDismissed)
    }

    /// The level by the first table.
    var level: SDLLockScreenStatus.Level {
        let foreground: SDLLockScreenStatus.Level = driverDistracted == false ? .optional : .required
        switch hmiLevel {
        case .some(.full), .some(.limited): return foreground
        case .some(.background): return userSelected ? foreground : .off
        default: return .off
        }
    }

    /// The main window's HMI level changed (`nil`: no status any more).
    mutating func apply(hmiLevel newLevel: SDLHMILevel?) {
        hmiLevel = newLevel
        switch newLevel {
        case .some(.full), .some(.limited): userSelected = true
        case .some(.none), nil: userSelected = false
        default: break
        }
        if level == .off { isDismissed = false }
    }

    /// An OnDriverDistraction came.
    mutating func apply(_ notification: SDLOnDriverDistraction) {
        driverDistracted = notification.state != .ddOff
        if let enabled = notification.lockScreenDismissalEnabled {
            dismissalEnabled = enabled
            dismissalWarning = notification.lockScreenDismissalWarning
        }
        if dismissalEnabled != true { isDismissed = false }
    }

    /// The user dismissed the lock screen: allowed only while it is dismissible.
    mutating func dismiss() -> Bool {
        guard status.isDismissible else { return false }
        isDismissed = true
        return true
    }

    /// The registration ended: nothing the head unit said holds any more.
    mutating func reset() {
        self = SDLLockScreenPolicy()
    }
}
