extension SDLApplication {
    /// Presents `overlay` over whatever the app shows and answers the ``SDLButtonView/value`` of
    /// the button pressed, as `Value` (see `SDLViewController.presentOverlayController(_:answering:)`).
    ///
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
