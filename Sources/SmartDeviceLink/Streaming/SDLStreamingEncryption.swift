import SDLSession

/// Whether a ``SDLVideoStreamManager`` or ``SDLAudioStreamManager`` starts its service protected
/// (TLS, protocol.md §A.12) — what sdl_ios calls `maximumDesiredEncryption`.
///
/// A protected start first runs the session's TLS handshake (which protects the RPC service too,
/// once per connection), then sends the StartService with the E bit; every frame of the stream then
/// goes out encrypted, split so each encrypted frame fits one TLS record and the MTU.
public enum SDLStreamingEncryption: Hashable, Sendable {
    /// Protected when the session has a security layer (`SDLSessionConfiguration.makeSecurityLayer`),
    /// so a head unit that forces protected services (`ForceProtectedService`) gets a protected
    /// stream; when the handshake itself fails (`protectionFailed`: a head unit without TLS, a
    /// refused certificate), the stream starts unprotected instead. Without a security layer,
    /// unprotected. The default.
    case whenAvailable
    /// Always protected: without a security layer the stream stops at once with
    /// ``SDLVideoStreamStopReason/startFailed(_:)`` (or the audio one) holding an `SDLError` of
    /// code `securityNotConfigured`; a failed handshake stops it with `protectionFailed` — never an
    /// unprotected stream.
    case required
    /// Never protected (a head unit that forces protection refuses the start).
    case never

    /// Starts a service by `attempt` (its argument: protected or not) as this choice says, on a
    /// channel that has a security layer when `securityConfigured`.
    func start<Started: Sendable>(
        securityConfigured: Bool, service: String, _ attempt: @Sendable (Bool) async throws(SDLError) -> Started
    ) async throws(SDLError) -> Started {
        switch self {
        case .never:
            return try await attempt(false)
        case .required:
            guard securityConfigured else {
                throw SDLError(
                    code: .securityNotConfigured,
                    message: "the \(service) stream must be protected (SDLStreamingEncryption.required) but the session has no security layer")
            }
            return try await attempt(true)
        case .whenAvailable:
            guard securityConfigured else { return try await attempt(false) }
            do {
                return try await attempt(true)
            } catch where error.code == .protectionFailed {
                return try await attempt(false)
            }
        }
    }
}
