/// How an ``SDLApplication`` holds its delegate: strongly until ``SDLApplication/stop()`` returns —
/// so an app need not keep it alive itself — and weakly after that, so a delegate that holds its
/// application leaves no cycle once the application stopped. ``SDLApplication/start()`` holds it
/// strongly again (while it still exists).
@MainActor
struct SDLDelegateHold {
    private weak var weakReference: (any SDLApplicationDelegate)?
    private var strongReference: (any SDLApplicationDelegate)?
    /// Whether the delegate is held strongly now.
    private var isHolding = true

    init(_ delegate: (any SDLApplicationDelegate)?) {
        weakReference = delegate
        strongReference = delegate
    }

    /// The delegate, while it exists.
    var delegate: (any SDLApplicationDelegate)? {
        get { strongReference ?? weakReference }
        set {
            weakReference = newValue
            strongReference = isHolding ? newValue : nil
        }
    }

    /// Holds the delegate strongly (`true`) or weakly (`false`) from now on.
    mutating func hold(_ strongly: Bool) {
        isHolding = strongly
        strongReference = strongly ? weakReference : nil
    }
}
