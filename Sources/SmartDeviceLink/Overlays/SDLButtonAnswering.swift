/// An overlay whose answer is the ``SDLButtonView`` the user pressed: ``SDLAlertController`` and
/// ``SDLScrollableMessageController``. Presented with
/// `SDLViewController.presentOverlayController(_:answering:)`, it answers the pressed button's
/// ``SDLButtonView/value`` typed as the app's own type instead.
///
/// Why a typed presentation rather than a generic `SDLAlertController<Value>`: the controllers stay
/// the non-generic types existing code names (in properties, arrays, `as?` casts), their buttons
/// stay ``SDLButtonView``s that mix with handlers and the DSL, and the answer's type is fixed where
/// the answer is used — `result.answer` is `Value?` at compile time, so comparing it with a label
/// no longer compiles by accident and a localised label cannot change it.
@MainActor
public protocol SDLButtonAnswering: SDLOverlayAnswering where Answer == SDLButtonView {}

extension SDLAlertController: SDLButtonAnswering {}
extension SDLScrollableMessageController: SDLButtonAnswering {}

extension SDLOverlayResult {
    /// The same result with its answer replaced by `transform`'s (`nil` stays `nil`).
    func mappingAnswer<Mapped: Sendable>(_ transform: (Answer) -> Mapped?) -> SDLOverlayResult<Mapped> {
        SDLOverlayResult<Mapped>(resultCode: resultCode, info: info, answer: answer.flatMap(transform))
    }
}
