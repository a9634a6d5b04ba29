/// The soft button IDs of one app: which button view owns each, and which are reserved for soft
/// buttons shown by other means (alerts, overlays). One registry lives as long as the app, across
/// reconnects, so an ID is never given to two live buttons. IDs stay in the spec's `softButtonID`
/// range.
@MainActor
final class SDLSoftButtonIDs {
    /// Button views by their ID (weak: a view that is gone gets no presses and frees its ID).
    private var owners: [Int: SDLWeakButton] = [:]
    /// IDs handed out with ``reserve()``.
    private var reserved: Set<Int> = []
    /// The next ID to try.
    private var next: Int

    private let lowest = SDLSoftButton.Parameters.softButtonID.minValue.map { Int($0) } ?? 0
    private let highest = SDLSoftButton.Parameters.softButtonID.maxValue.map { Int($0) } ?? Int(Int32.max)

    init() {
        next = lowest
    }

    /// An ID no live button view uses, kept from button views from now on.
    func reserve() -> Int {
        let id = nextFree()
        reserved.insert(id)
        return id
    }

    /// The ID of `view`, given on first sight and kept for the view's life.
    func id(for view: SDLButtonView) -> Int {
        let id = view.softButtonID ?? nextFree()
        view.softButtonID = id
        owners[id] = SDLWeakButton(view: view)
        return id
    }

    /// Gives `id` to `view` (a reloaded tree's button taking over its old button's ID).
    func claim(_ id: Int, for view: SDLButtonView) {
        view.softButtonID = id
        owners[id] = SDLWeakButton(view: view)
    }

    /// The live button view owning `id`.
    func view(for id: Int) -> SDLButtonView? {
        owners[id]?.view
    }

    /// The next ID in the range that is neither reserved nor owned by a live view (wrapping around).
    private func nextFree() -> Int {
        for _ in lowest...highest {
            let candidate = next
            next = candidate >= highest ? lowest : candidate + 1
            if !reserved.contains(candidate), owners[candidate]?.view == nil { return candidate }
        }
        return next
    }
}

/// A weak reference to a button view.
@MainActor
struct SDLWeakButton {
    weak var view: SDLButtonView?
}
