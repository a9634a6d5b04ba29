extension SDLViewController {
    /// Presents `overlay` and answers the ``SDLButtonView/value`` of the button pressed, as
    /// `Value`: `nil` when no button was pressed, or the one pressed has no `Value`.
    ///
    /// ```swift
    /// let alert = SDLAlertController(message: "Clear the queue?") {
    ///     SDLButtonView("Clear", value: QueueChoice.clear)
    ///     SDLButtonView("Keep", value: QueueChoice.keep)
    /// }
    /// if try await presentOverlayController(alert, answering: QueueChoice.self).answer == .clear { … }
    /// ```
    /// - Throws: what ``presentOverlayController(_:)`` throws.
    public func presentOverlayController<Overlay: SDLButtonAnswering, Value: Hashable & Sendable>(
        _ overlay: Overlay, answering valueType: Value.Type
    ) async throws(SDLError) -> SDLOverlayResult<Value> {
        try await presentOverlayController(overlay).mappingAnswer { $0.value(as: valueType) }
    }

    /// Presents the subtle alert `overlay` and answers the value of the button pressed, as
    /// `Value`, or that the alert was touched (see ``SDLSubtleAlertValueAnswer``).
    ///
    /// - Throws: what ``presentOverlayController(_:)`` throws.
    public func presentOverlayController<Value: Hashable & Sendable>(
        _ overlay: SDLSubtleAlertController, answering valueType: Value.Type
    ) async throws(SDLError) -> SDLOverlayResult<SDLSubtleAlertValueAnswer<Value>> {
        try await presentOverlayController(overlay).mappingAnswer { SDLSubtleAlertValueAnswer<Value>($0) }
    }
}
