import NIOConcurrencyHelpers
import SDLProtocol

extension SDLSession {
    /// Starts the audio service (0x0A, protocol.md §A.6): PCM in the format of the head unit's
    /// PCM stream capabilities. Its answer is awaited at most
    /// ``SDLSessionConfiguration/connectTimeout``. The audio service may only be started once the
    /// app is registered (§A.7); starting it while it runs returns at once.
    ///
    /// - Throws: ``SDLError`` — `audioServiceRejected` when the head unit refused it (the message
    ///   holds its reason) or the app is not registered; `timedOut` when no answer came;
    ///   `notConnected`, `connectionClosed` or `cancelled`.
    public func startAudioService() async throws(SDLError) {
        try await startAudioService(protected: false)
    }

    /// Starts the audio service, protected when `protected` (§A.12): the session's TLS handshake
    /// first (``protectRPCService(timeout:)``, once per connection), then the StartService with the
    /// E bit; every audio frame then goes out encrypted. Otherwise as ``startAudioService()``.
    ///
    /// - Throws: ``SDLError`` — as ``startAudioService()``; when protected also
    ///   `securityNotConfigured` at once without a security layer, `protectionFailed` when the
    ///   handshake failed or the head unit acknowledged without the E bit.
    public func startAudioService(protected: Bool) async throws(SDLError) {
        if isAudioServiceStarted { return }
        guard isRegistered else {
            throw SDLError(code: .audioServiceRejected, message: "the audio service starts only once the app is registered")
        }
        let answer = try await requestService(\.audio, offer: (), startService: SDLStartService(serviceType: .audio), protected: protected)
        if case .rejected(let nak) = answer {
            throw SDLError(code: .audioServiceRejected, message: "the head unit refused the audio service: \(nak.reason ?? "no reason")")
        }
    }

    /// Sends `bytes` (PCM samples) on the audio service — one message, split into frames of the
    /// negotiated size (§A.4), encrypted on a protected service — and returns once the transport
    /// has taken the last frame.
    ///
    /// - Throws: ``SDLError`` `audioServiceNotStarted` when the service does not run;
    ///   `connectionClosed` when the connection ends before the bytes are written.
    public func sendAudio(_ bytes: [UInt8]) async throws(SDLError) {
        try await sendServiceData(\.audio, bytes, notStarted: .audioServiceNotStarted)
    }

    /// Ends the audio service: an EndService for it, then the EndServiceACK (or NAK) awaited at
    /// most ``SDLSessionConfiguration/closeTimeout``. ``audioServiceEnds()`` reports `endedByApp`.
    /// Returns at once when the service does not run.
    public func endAudioService() async {
        await endService(\.audio)
    }

    /// Whether the audio service runs now.
    public var isAudioServiceStarted: Bool {
        state.withLockedValue { $0.audio.running != nil }
    }

    /// Whether the audio service runs protected now (its frames go out encrypted).
    public var isAudioServiceProtected: Bool {
        state.withLockedValue { $0.audio.running?.isProtected ?? false }
    }

    /// Every end of the audio service from now on, with its reason; finishes when the session closes.
    public func audioServiceEnds() -> AsyncStream<SDLAudioServiceEnd> {
        serviceEnds(\.audio)
    }
}
