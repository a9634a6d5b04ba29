public import SDLSession

/// What a ``SDLAudioStreamManager`` needs of a connection: RPCs (OnHMIStatus) and the audio
/// service. `SDLSession` is one.
public protocol SDLAudioStreamChannel: SDLRPCChannel {
    /// Starts the audio service (see `SDLSession.startAudioService()`).
    func startAudioService() async throws(SDLError)
    /// Starts the audio service, protected (TLS) when `protected` (see
    /// `SDLSession.startAudioService(protected:)`).
    func startAudioService(protected: Bool) async throws(SDLError)
    /// Whether the channel can protect a service (it has a security layer).
    var isSecurityConfigured: Bool { get }
    /// Sends one message of PCM data; returns once the transport took it.
    func sendAudio(_ bytes: [UInt8]) async throws(SDLError)
    /// Ends the audio service.
    func endAudioService() async
    /// Every end of the audio service from now on.
    func audioServiceEnds() -> AsyncStream<SDLAudioServiceEnd>
}

extension SDLAudioStreamChannel {
    /// Unprotected as ``startAudioService()``; protected fails at once with
    /// `securityNotConfigured` (a channel without a security layer).
    public func startAudioService(protected: Bool) async throws(SDLError) {
        guard !protected else { throw SDLError(code: .securityNotConfigured, message: "the channel cannot protect the audio service") }
        try await startAudioService()
    }

    /// No security layer.
    public var isSecurityConfigured: Bool { false }
}

extension SDLSession: SDLAudioStreamChannel {}
