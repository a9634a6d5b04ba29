/// An overlay controller that answers with a typed value: what
/// ``SDLViewController/presentOverlayController(_:)`` returns in ``SDLOverlayResult/answer``.
///
/// | Overlay | Answer |
/// |---|---|
/// | ``SDLAlertController`` | the ``SDLButtonView`` pressed (its value with `answering:`) |
/// | ``SDLScrollableMessageController`` | the ``SDLButtonView`` pressed (its value with `answering:`) |
/// | ``SDLSliderController`` | the value, in the app's `minimumValue…maximumValue` |
/// | ``SDLValuePickerController`` | the index of the picked label |
/// | ``SDLInteractionController`` | the ``SDLInteractionSelection`` (choice or typed text) |
/// | ``SDLAudioInputController`` | the number of audio bytes recorded |
/// | ``SDLSubtleAlertController`` | the ``SDLSubtleAlertAnswer``: the button pressed, or the alert touched (``SDLSubtleAlertValueAnswer`` with `answering:`) |
/// | ``SDLKeyboardController`` | the text submitted |
@MainActor
public protocol SDLOverlayAnswering: SDLOverlayController {
    /// What the user answers.
    associatedtype Answer: Sendable
}
