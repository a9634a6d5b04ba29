/// An overlay controller that answers with a typed value: what
/// ``SDLViewController/presentOverlayController(_:)`` returns in ``SDLOverlayResult/answer``.
///
/// | Overlay | Answer |
/// |---|---|
/// | ``SDLAlertController`` | the ``SDLButtonView`` pressed |
/// | ``SDLScrollableMessageController`` | the ``SDLButtonView`` pressed |
/// | ``SDLSliderController`` | the value, in the app's `minimumValue…maximumValue` |
/// | ``SDLValuePickerController`` | the index of the picked label |
/// | ``SDLInteractionController`` | the ``SDLInteractionSelection`` (choice or typed text) |
/// | ``SDLAudioInputController`` | the number of audio bytes recorded |
/// | ``SDLSubtleAlertController`` | the ``SDLSubtleAlertAnswer``: the button pressed, or the alert touched |
/// | ``SDLKeyboardController`` | the text submitted |
@MainActor
public protocol SDLOverlayAnswering: SDLOverlayController {
    /// What the user answers.
    associatedtype Answer: Sendable
}
