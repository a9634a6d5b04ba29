public import SDLProtocol
public import SDLSession

/// What a ``SDLVideoStreamManager`` needs of a connection: RPCs (GetSystemCapability, OnHMIStatus)
/// and the video service. `SDLSession` is one.
public protocol SDLVideoStreamChannel: SDLRPCChannel {
    /// Starts the video service with the first offer the head unit accepts (see `SDLSession.startVideoService(offering:)`).
    func startVideoService(offering offers: [SDLVideoServiceParameters]) async throws(SDLError) -> SDLVideoServiceParameters
    /// Sends one message of video data; returns once the transport took it.
    func sendVideo(_ bytes: [UInt8]) async throws(SDLError)
    /// Ends the video service.
    func endVideoService() async
    /// Every end of the video service from now on.
    func videoServiceEnds() -> AsyncStream<SDLVideoServiceEnd>
}

extension SDLSession: SDLVideoStreamChannel {}
