/// One window's HMI status changed.
public struct SDLHMIStatusChange: Hashable, Sendable {
    /// The window (`0` is the main window).
    public var windowID: Int
    /// The status before, or `nil` when the window had none.
    public var previous: SDLHMIStatus?
    /// The status now, or `nil` when the app was unregistered and the status forgotten.
    public var current: SDLHMIStatus?

    /// Creates a change.
    public init(windowID: Int, previous: SDLHMIStatus?, current: SDLHMIStatus?) {
        self.windowID = windowID
        self.previous = previous
        self.current = current
    }
}
