public import SDLSession

extension SDLApplication {
    /// Every failure of work nobody awaits from now on — automatic screen updates, menu and voice
    /// command changes, hardware button and vehicle data subscriptions, app services, the
    /// ChangeRegistration sent after a language change (feature `registration`) — on every
    /// registration (a stream made once hears the errors after a reconnect too), until ``stop()``.
    /// Connection and registration failures come as ``events()`` instead
    /// (``SDLApplicationEvent/willRetryConnecting(_:)``, ``SDLApplicationEvent/didFailToConnect(_:)``).
    ///
    /// ```swift
    /// for await failure in application.errors() {
    ///     print("\(failure.feature) failed:", failure.error)
    /// }
    /// ```
    public func errors() -> AsyncStream<SDLUnawaitedError> {
        errorHub.makeStream()
    }

    /// Called with the errors of menu, voice-command and hardware-button updates no one awaits.
    /// Kept across reconnects.
    @available(*, deprecated, message: "use errors()")
    public var menuErrorHandler: (@MainActor (SDLError) -> Void)? {
        get { errorHub.handlers[.menu] }
        set {
            errorHub.handlers[.menu] = newValue
            errorHub.handlers[.hardwareButtons] = newValue
        }
    }

    /// Called with the errors of vehicle data subscriptions. Kept across reconnects.
    @available(*, deprecated, message: "use errors()")
    public var vehicleDataErrorHandler: (@MainActor (SDLError) -> Void)? {
        get { errorHub.handlers[.vehicleData] }
        set { errorHub.handlers[.vehicleData] = newValue }
    }

    /// Called with the errors of app service work no one awaits. Kept across reconnects.
    @available(*, deprecated, message: "use errors()")
    public var appServiceErrorHandler: (@MainActor (SDLError) -> Void)? {
        get { errorHub.handlers[.appServices] }
        set { errorHub.handlers[.appServices] = newValue }
    }
}
