/// What the view controller manager needs from the screen: show this view with this template.
///
/// ``SDLScreenManager`` is the real one; tests record the calls.
@MainActor
protocol SDLViewPresenting: AnyObject {
    /// Shows `view` with `template` (`nil` keeps the template).
    func present(_ view: SDLView?, template: String?)
}

extension SDLScreenManager: SDLViewPresenting {}
