public import SDLSession

/// What a ``SDLAudioStreamManager`` needs of a connection: RPCs (OnHMIStatus) and the audio
/// service. `SDLSession` is one.
public protocol SDLAudioStreamChannel: SDLRPCChannel {
    /// Starts the audio service (see `SDLSession.startAudioService()`).
    func startAudioService() async throws(SDLError)
    /// Sends one message of PCM data; returns once the transport took it.
    func sendAudio(_ bytes: [UInt8]) async throws(SDLError)
    /// Ends the audio service.
    func endAudioService() async
    /// Every end of the audio service from now on.
    func audioServiceEnds() -> AsyncStream<SDLAudioServiceEnd>
}

extension SDLSession: SDLAudioStreamChannel {}
