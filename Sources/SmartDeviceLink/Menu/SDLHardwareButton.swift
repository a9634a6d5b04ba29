public import SDLRPC

/// A hardware button of the car (play/pause, seek, presets, OK …) the app listens to: one
/// SubscribeButton when the first observer of a name appears, one UnsubscribeButton after the last
/// leaves, all subscribed again after a reconnect. Set them on the application (app-wide) or on a
/// view controller (while it is the top one, its observer of a name replaces the app's).
///
/// ```swift
/// hardwareButtons = [
///     SDLHardwareButton(.playPause) { [unowned self] event in
///         if event.kind == .longPress { await player.stop() } else { await player.toggle() }
///     },
/// ]
/// ```
///
/// A button the head unit does not have (its button capabilities) is not subscribed; the menu
/// manager's error handler hears `unsupportedButton` naming it.
public struct SDLHardwareButton: Sendable {
    /// What happened to the button.
    public struct Event: Sendable, Hashable {
        /// The button.
        public var name: SDLButtonName
        /// A short or long press, or (with ``SDLHardwareButton/receivesUpDownEvents``) down or up.
        public var kind: SDLButtonEvent.Kind
    }

    /// The button.
    public var name: SDLButtonName
    /// Whether ``handler`` also gets `.down` and `.up` (OnButtonEvent); presses only by default.
    public var receivesUpDownEvents: Bool
    /// Runs on the main actor for each press (and down/up event when asked for).
    public var handler: @MainActor @Sendable (Event) async -> Void

    /// An observer of `name`.
    public init(
        _ name: SDLButtonName, receivesUpDownEvents: Bool = false, handler: @escaping @MainActor @Sendable (Event) async -> Void
    ) {
        self.name = name
        self.receivesUpDownEvents = receivesUpDownEvents
        self.handler = handler
    }
}
