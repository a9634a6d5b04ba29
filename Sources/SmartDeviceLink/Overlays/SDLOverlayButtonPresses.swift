import SDLRPC
import SDLSession

/// Remembers which of an overlay's buttons the user pressed while it was presented: the answer of
/// an alert or a scrollable message. The latest press wins.
///
/// Presses are read from the channel's ledger (``SDLNotificationLedger``), which holds every
/// OnButtonPress the head unit sent before the overlay's response when that response arrives — so
/// the answer does not depend on whether the screen manager's press handling ran first. Presses
/// the button views saw themselves count when the ledger has none (a channel without its
/// ordering).
@MainActor
final class SDLOverlayButtonPresses {
    private let buttons: [SDLButtonView]
    private let buttonIDs: SDLSoftButtonIDs
    private let ledger: SDLNotificationLedger<SDLOnButtonPress>
    private var lastInLedger: SDLButtonView?
    private var lastObserved: SDLButtonView?

    /// Starts listening to presses of `buttons` (until ``stop()``), on `context`'s channel.
    init(_ buttons: [SDLButtonView], in context: SDLOverlayContext) {
        self.buttons = buttons
        self.buttonIDs = context.buttonIDs
        self.ledger = context.channel.notificationLedger(of: SDLOnButtonPress.self)
        for button in buttons {
            button.pressObserver = { [weak self] in self?.lastObserved = $0 }
        }
    }

    /// The button pressed last, if any.
    var pressed: SDLButtonView? {
        for press in ledger.take() where press.buttonName == .customButton {
            guard let id = press.customButtonID, let view = buttonIDs.view(for: id),
                  buttons.contains(where: { $0 === view }) else { continue }
            lastInLedger = view
        }
        return lastInLedger ?? lastObserved
    }

    /// Stops listening.
    func stop() {
        for button in buttons { button.pressObserver = nil }
    }
}
