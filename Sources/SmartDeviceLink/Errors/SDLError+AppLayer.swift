/// The app layer's codes: the application, view controllers, overlays and the screen manager.
/// Causes the session already names (`notConnected`, `cancelled`, `timedOut`, `connectionClosed`,
/// `requestFailed`) keep the session's code.
extension SDLError.Code {
    // MARK: Application

    /// ``SDLApplication/initialize(configuration:rootViewController:delegate:)`` was called while
    /// the shared application still runs.
    public static let alreadyInitialized = SDLError.Code("alreadyInitialized")
    /// The head unit refused the registration, or registering failed otherwise.
    public static let registrationFailed = SDLError.Code("registrationFailed")

    // MARK: View controllers

    /// The view controller is in no ``SDLViewControllerManager`` (and is no overlay of one), so it
    /// cannot show or present anything.
    public static let notInViewControllerManager = SDLError.Code("notInViewControllerManager")
    /// An overlay controller was asked to do what only a screen's controller does: show a view
    /// controller, or present an overlay of its own.
    public static let notAvailableOnOverlay = SDLError.Code("notAvailableOnOverlay")

    // MARK: Overlays

    /// The overlay is presented already (each presentation needs it to have ended).
    public static let alreadyPresented = SDLError.Code("alreadyPresented")
    /// The overlay cannot be shown as configured (a slider range beyond the spec's ticks, too
    /// many buttons…); nothing was sent.
    public static let invalidOverlay = SDLError.Code("invalidOverlay")

    // MARK: Screen

    /// A newer update replaced this one while it waited for the one in flight; the newer one
    /// carries the views' latest state.
    public static let superseded = SDLError.Code("superseded")
    /// ``SDLButtonView/transition(to:)-(SDLSoftButtonState)`` asked for a state the button does not have.
    public static let unknownState = SDLError.Code("unknownState")
    /// The views hold more soft buttons than the display shows; nothing of the update was sent.
    public static let tooManySoftButtons = SDLError.Code("tooManySoftButtons")
    /// A soft button state has neither text nor an image the display can show; nothing was sent.
    public static let unshowableSoftButton = SDLError.Code("unshowableSoftButton")
    /// The template is not one the display lists; the view is shown in the current template.
    public static let unsupportedTemplate = SDLError.Code("unsupportedTemplate")
    /// An artwork could not be uploaded; what did not need it was shown.
    public static let uploadFailed = SDLError.Code("uploadFailed")
}

extension SDLError {
    /// An `invalidOverlay` error: the overlay cannot be shown as configured; nothing was sent.
    static func invalid(_ message: String) -> SDLError {
        SDLError(code: .invalidOverlay, message: message)
    }

    /// The error for a failed send of `rpcName`: the session's own error (timeout, closed
    /// connection …) with the RPC's name; a cancelled task is `connectionClosed` when the
    /// registration ended (its tasks are cancelled then), anything else `requestFailed`.
    init(sending rpcName: String, _ error: any Error) {
        if error is CancellationError {
            self.init(code: .connectionClosed, message: "\(rpcName): the registration ended", rpcName: rpcName)
        } else {
            self.init(error, otherwise: .requestFailed, rpcName: rpcName)
        }
    }

    /// A request answered without success.
    init<Response: SDLResponse>(refused response: Response, rpcName: String) where Response.ResultCode == SDLResult {
        let info = response.info.map { ": \($0)" } ?? ""
        self.init(
            code: .requestFailed, message: "\(rpcName) was answered \(response.resultCode.rawValue)\(info)",
            rpcName: rpcName, resultCode: response.resultCode, info: response.info)
    }
}
