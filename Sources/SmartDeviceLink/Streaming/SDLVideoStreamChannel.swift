public import SDLProtocol
public import SDLSession

/// What a ``SDLVideoStreamManager`` needs of a connection: RPCs (GetSystemCapability, OnHMIStatus)
/// and the video service. `SDLSession` is one.
public protocol SDLVideoStreamChannel: SDLRPCChannel {
    /// Starts the video service with the first offer the head unit accepts (see `SDLSession.startVideoService(offering:)`).
    func startVideoService(offering offers: [SDLVideoServiceParameters]) async throws(SDLError) -> SDLVideoServiceParameters
    /// Starts the video service, protected (TLS) when `protected` (see
    /// `SDLSession.startVideoService(offering:protected:)`).
    func startVideoService(offering offers: [SDLVideoServiceParameters], protected: Bool) async throws(SDLError) -> SDLVideoServiceParameters
    /// Whether the channel can protect a service (it has a security layer).
    var isSecurityConfigured: Bool { get }
    /// Sends one message of video data; returns once the transport took it.
    func sendVideo(_ bytes: [UInt8]) async throws(SDLError)
    /// Ends the video service.
    func endVideoService() async
    /// Every end of the video service from now on.
    func videoServiceEnds() -> AsyncStream<SDLVideoServiceEnd>
}

extension SDLVideoStreamChannel {
    /// Unprotected as ``startVideoService(offering:)``; protected fails at once with
    /// `securityNotConfigured` (a channel without a security layer).
    public func startVideoService(offering offers: [SDLVideoServiceParameters], protected: Bool) async throws(SDLError) -> SDLVideoServiceParameters {
        guard !protected else { throw SDLError(code: .securityNotConfigured, message: "the channel cannot protect the video service") }
        return try await startVideoService(offering: offers)
    }

    /// No security layer.
    public var isSecurityConfigured: Bool { false }
}

extension SDLSession: SDLVideoStreamChannel {}
