import SDLSession

extension SDLWebSocketOptions {
    /// WebSocket options for tests whose upgrade timeout is a hang guard, not the thing under test:
    /// 30 s scaled with `SDL_TEST_TIME_SCALE` instead of 10 s — a loaded run under a sanitizer has
    /// read a car's upgrade after the default and the server had reset the connection. A test of
    /// that timeout sets it itself.
    ///
    /// ```swift
    /// let server = try await SDLSessionServer.listen(port: 0, options: .forTests(path: "/sdl"), configuration: .forTests())
    /// ```
    public static func forTests(path: String = "/", connectionLostTimeout: Duration? = .seconds(60)) -> SDLWebSocketOptions {
        var options = SDLWebSocketOptions(path: path, connectionLostTimeout: connectionLostTimeout)
        options.upgradeTimeout = TestTime.scaled(.seconds(30))
        return options
    }
}
