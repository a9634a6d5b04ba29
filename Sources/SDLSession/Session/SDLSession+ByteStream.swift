extension SDLSession {
    /// Connects over a byte stream the app opens itself — an iAP `EASession`'s streams, a
    /// Bluetooth or USB link, a pipe — and negotiates the RPC service on it, as
    /// ``connect(host:port:configuration:)`` does over TCP.
    ///
    /// ```swift
    /// let session = try await SDLSession.connect(name: "iAP") {
    ///     SDLByteStream(incoming: accessory.bytes, write: accessory.write, close: accessory.close)
    /// }
    /// ```
    ///
    /// The session calls `open` for every connection: once now, and again for each reconnect
    /// that ``SDLSessionConfiguration/reconnect`` asks for. A stream is good for one connection
    /// only (an accessory session that ended cannot be reused), so the session asks for a new one
    /// rather than being handed one: the app opens it when it is needed, with whatever accessory is
    /// connected then, and may throw when there is none (the attempt fails as a refused TCP
    /// connect does, and the policy decides whether to try again). ``SDLSessionConfiguration/transport``
    /// is not used.
    ///
    /// Everything else is as over TCP: the end of the stream, or an error it throws, ends every
    /// pending request with an ``SDLError`` exactly once; the session calls the stream's `close`
    /// exactly once when its connection ends. ``host`` is `name` and ``port`` is 0.
    ///
    /// - Parameters:
    ///   - name: what the stream is called in errors and logs, e.g. `"iAP"`.
    ///   - configuration: timeouts, protocol version, reconnect policy and logging.
    ///   - open: opens a new stream to the head unit; runs within ``SDLSessionConfiguration/connectTimeout``.
    /// - Throws: ``SDLError`` — `connectionFailed` when `open` throws, `connectTimedOut` when it
    ///   or the StartService answer takes longer than ``SDLSessionConfiguration/connectTimeout``,
    ///   and the negotiation's errors as ``connect(host:port:configuration:)``.
    public static func connect(
        name: String = "byte stream",
        configuration: SDLSessionConfiguration = SDLSessionConfiguration(),
        opening open: @escaping @Sendable () async throws -> SDLByteStream
    ) async throws(SDLError) -> SDLSession {
        try await self.open(host: name, port: 0, configuration: configuration, dialer: SDLByteStreamDialer(name: name, open: open))
    }
}
