/// Whether the phone should lock its own screen while the app runs on the head unit, by sdl_ios's
/// rules (see ``SDLLockScreenManager``): a value, so it compares and prints.
///
/// ```swift
/// for await status in application.lockScreen.statusUpdates() {
///     if status.showsLockScreen { lockView.show(warning: status.lockScreenDismissalWarning) } else { lockView.hide() }
///     lockView.allowsSwipeToDismiss = status.isDismissible
/// }
/// ```
public struct SDLLockScreenStatus: Hashable, Sendable, CustomStringConvertible {
    /// How much the lock screen is needed.
    public enum Level: String, Hashable, Sendable {
        /// No lock screen: the app is not on the head unit's screen (NONE, BACKGROUND it was never
        /// selected into, or not registered).
        case off
        /// The driver is known not to be distracted: an app may show a lock screen, need not.
        case optional
        /// The driver may be distracted (or it is not known yet): show the lock screen.
        case required
    }

    /// How much the lock screen is needed.
    public var level: Level
    /// Whether the user may dismiss the lock screen now (passenger mode): the head unit's latest
    /// `OnDriverDistraction.lockScreenDismissalEnabled` was true, and the level is not `off`.
    public var isDismissible: Bool
    /// The head unit's `lockScreenDismissalWarning` to show on a dismissible lock screen (e.g.
    /// "Swipe down to dismiss, acknowledging that you are not the driver"); `nil` when not dismissible.
    public var lockScreenDismissalWarning: String?
    /// Whether the user dismissed the lock screen (``SDLLockScreenManager/dismiss()``) and it stays
    /// dismissed; it comes back when dismissal is disabled again or the level goes `off`.
    public var isDismissed: Bool

    /// Creates a status.
    public init(level: Level, isDismissible: Bool = false, lockScreenDismissalWarning: String? = nil, isDismissed: Bool = false) {
        self.level = level
        self.isDismissible = isDismissible
        self.lockScreenDismissalWarning = lockScreenDismissalWarning
        self.isDismissed = isDismissed
    }

    /// No lock screen.
    public static let off = SDLLockScreenStatus(level: .off)
    /// A lock screen is optional and cannot be dismissed.
    public static let optional = SDLLockScreenStatus(level: .optional)
    /// A lock screen is required and cannot be dismissed.
    public static let required = SDLLockScreenStatus(level: .required)

    /// Whether a lock screen is on the phone by sdl_ios's default display mode (`requiredOnly`):
    /// the level is `required` and the user has not dismissed it.
    public var showsLockScreen: Bool { level == .required && !isDismissed }

    /// `required, dismissible, dismissed`, or just the level.
    public var description: String {
        var parts = [level.rawValue]
        if isDismissible { parts.append("dismissible") }
        if isDismissed { parts.append("dismissed") }
        return parts.joined(separator: ", ")
    }
}
