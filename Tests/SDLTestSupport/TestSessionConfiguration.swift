import SDLSession

extension SDLSessionConfiguration {
    /// A session configuration for tests whose every timer is a hang guard, not the thing under
    /// test: the connect, response and close timeouts scaled with `SDL_TEST_TIME_SCALE`, so a slow
    /// run (a sanitizer, a loaded machine) waits longer instead of failing. A test that wants to
    /// see one of these timers fire sets it itself.
    ///
    /// ```swift
    /// let session = try await SDLSession.connect(host: "127.0.0.1", port: port, configuration: .forTests())
    /// ```
    public static func forTests(
        connectTimeout: Duration = .seconds(10), closeTimeout: Duration = .seconds(2),
        reconnect: SDLReconnectPolicy = .never, heartbeatInterval: Duration? = nil
    ) -> SDLSessionConfiguration {
        SDLSessionConfiguration(
            connectTimeout: TestTime.scaled(connectTimeout),
            coreBaseTimeout: TestTime.scaled(.milliseconds(11_000)),
            responseTimeoutMargin: TestTime.scaled(.seconds(5)),
            heartbeatInterval: heartbeatInterval,
            closeTimeout: TestTime.scaled(closeTimeout),
            reconnect: reconnect
        )
    }
}
