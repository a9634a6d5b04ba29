extension SDLButtonView {
    /// A single-state button labelled `title` that stands for `value`: pressed in an alert, a
    /// scrollable message or a subtle alert presented with `answering: Value.self`, the overlay
    /// answers `value` — not the label, which can be localised freely.
    ///
    /// ```swift
    /// enum QueueChoice: Hashable, Sendable { case clear, keep }
    /// let alert = SDLAlertController(message: String(localized: "Clear the queue?")) {
    ///     SDLButtonView(String(localized: "Clear"), value: QueueChoice.clear)
    ///     SDLButtonView(String(localized: "Keep"), value: QueueChoice.keep)
    /// }
    /// let result = try await presentOverlayController(alert, answering: QueueChoice.self)
    /// if result.answer == .clear { player.clearQueue() }    // result.answer is QueueChoice?
    /// ```
    public convenience init<Value: Hashable & Sendable>(
        _ title: String, value: Value, artwork: SDLArtwork? = nil, isHighlighted: Bool = false,
        handler: (@MainActor () async -> Void)? = nil
    ) {
        self.init(title, artwork: artwork, isHighlighted: isHighlighted, handler: handler)
        self.value = value
    }

    /// The button's ``value`` when it is a `Value`; `nil` when the button has no value or one of
    /// another type.
    public func value<Value: Hashable & Sendable>(as type: Value.Type) -> Value? {
        value as? Value
    }
}
