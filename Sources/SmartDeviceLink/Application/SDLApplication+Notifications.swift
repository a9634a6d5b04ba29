public import SDLRPC
import SDLSession

extension SDLApplication {
    /// Every notification of `type` the head unit sends from now on, on every registration — a
    /// stream that outlives reconnects (no subscribing again after a drop) and ends when the
    /// application stops. Each message is decoded once however many streams listen; one that
    /// cannot be read is skipped.
    ///
    /// ```swift
    /// for await data in application.notifications(of: SDLOnVehicleData.self) {
    ///     if let speed = data.speed { speedView.fields = ["\(Int(speed)) km/h"] }
    /// }
    /// ```
    public func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        notificationHub.stream(of: type)
    }

    /// Calls `handler` on the main actor with every notification of `type` (on every registration)
    /// until the returned observation is cancelled or released, or the application stops: keep it
    /// as long as you want the calls.
    ///
    /// ```swift
    /// let observation = application.observeNotifications(of: SDLOnButtonPress.self) { press in print(press.buttonName) }
    /// observation.cancel()
    /// ```
    public func observeNotifications<Notification: SDLNotification>(
        of type: Notification.Type, handler: @escaping @MainActor (Notification) -> Void
    ) -> SDLObservation {
        let stream = notificationHub.stream(of: type)
        return SDLObservation.delivering(stream, to: handler)
    }

    /// Answers every `Request` the head unit sends to the app (app services: GetAppServiceData,
    /// PerformAppServiceInteraction, GetFile …) with `handler`'s response, on every registration;
    /// a request without a handler is answered UNSUPPORTED_REQUEST.
    ///
    /// ```swift
    /// application.handleRequests(of: SDLGetAppServiceData.self) { request in
    ///     SDLGetAppServiceDataResponse(success: true, resultCode: .success, serviceData: nowPlaying)
    /// }
    /// ```
    public func handleRequests<Request: SDLRequest>(
        of type: Request.Type, _ handler: @escaping @Sendable (Request) async -> Request.Response
    ) {
        let install: @Sendable (SDLSession) -> Void = { session in session.handleRequests(of: type, handler) }
        requestHandlers[Request.rpcFunctionID] = install
        if let session = registration?.session { install(session) }
    }

    /// Installs the app's request handlers on a new registration's session.
    func installRequestHandlers(on session: SDLSession) {
        for install in requestHandlers.values { install(session) }
    }
}
