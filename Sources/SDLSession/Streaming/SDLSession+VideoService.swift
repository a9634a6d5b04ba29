import NIOConcurrencyHelpers
import NIOCore
public import SDLProtocol

extension SDLSession {
    /// Starts the video service (0x0B, protocol.md §A.6) with the first of `offers` the head unit
    /// accepts, and returns what it accepted.
    ///
    /// Each offer is one StartService with its `width`, `height`, `videoProtocol` and
    /// `videoCodec`. On a StartServiceNAK the next offer is the first later one that changes every
    /// key the NAK's `rejectedParams` names (`SDLVideoServiceParameters.next(after:rejecting:)`);
    /// a NAK naming no such key ends the attempt. Each answer is awaited at most
    /// ``SDLSessionConfiguration/connectTimeout``. The video service may only be started once the
    /// app is registered (§A.7); starting it while it runs returns what runs.
    ///
    /// - Throws: ``SDLError`` — `videoServiceRejected` when the head unit refused every offer (the
    ///   message holds its reasons) or the app is not registered; `timedOut` when no answer came;
    ///   `notConnected`, `connectionClosed` or `cancelled`.
    public func startVideoService(offering offers: [SDLVideoServiceParameters]) async throws(SDLError) -> SDLVideoServiceParameters {
        try await startVideoService(offering: offers, protected: false)
    }

    /// Starts the video service with the first of `offers` the head unit accepts, protected when
    /// `protected` (§A.12): the session's TLS handshake first (``protectRPCService(timeout:)``,
    /// once per connection), then each StartService with the E bit; every video frame then goes
    /// out encrypted. Otherwise as ``startVideoService(offering:)``.
    ///
    /// - Throws: ``SDLError`` — as ``startVideoService(offering:)``; when protected also
    ///   `securityNotConfigured` at once without a security layer, `protectionFailed` when the
    ///   handshake failed or the head unit acknowledged without the E bit.
    public func startVideoService(
        offering offers: [SDLVideoServiceParameters], protected: Bool
    ) async throws(SDLError) -> SDLVideoServiceParameters {
        if let running = state.withLockedValue({ $0.video.running?.accepted }) { return running }
        guard isRegistered else {
            throw SDLError(code: .videoServiceRejected, message: "the video service starts only once the app is registered")
        }
        var remaining = offers[...]
        var refusals: [String] = []
        while let offer = remaining.popFirst() {
            switch try await requestService(\.video, offer: offer, startService: offer.startService, protected: protected) {
            case .accepted(let acknowledgement):
                return state.withLockedValue { $0.video.running?.accepted } ?? offer.accepted(by: acknowledgement)
            case .rejected(let nak):
                let rejected = nak.rejectedParams ?? []
                refusals.append("\(offer): \(nak.reason ?? "no reason")" + (rejected.isEmpty ? "" : " (rejected \(rejected.joined(separator: ", ")))"))
                guard let next = offer.next(after: Array(remaining), rejecting: rejected),
                      let index = remaining.firstIndex(of: next) else { remaining = []; break }
                remaining = remaining[index...]
            }
        }
        throw SDLError(
            code: .videoServiceRejected,
            message: refusals.isEmpty ? "no video format was offered" : "the head unit refused the video service: " + refusals.joined(separator: "; "))
    }

    /// Sends `bytes` on the video service — one message, split into frames of the negotiated
    /// size (§A.4), encrypted on a protected service — and returns once the transport has taken
    /// the last frame: a caller that awaits each send sees a slow transport as slow sends.
    ///
    /// - Throws: ``SDLError`` `videoServiceNotStarted` when the service does not run;
    ///   `connectionClosed` when the connection ends before the bytes are written.
    public func sendVideo(_ bytes: [UInt8]) async throws(SDLError) {
        try await sendServiceData(\.video, bytes, notStarted: .videoServiceNotStarted)
    }

    /// Ends the video service: an EndService for it, then the EndServiceACK (or NAK) awaited at
    /// most ``SDLSessionConfiguration/closeTimeout``. ``videoServiceEnds()`` reports `endedByApp`.
    /// Returns at once when the service does not run.
    public func endVideoService() async {
        await endService(\.video)
    }

    /// Whether the video service runs now.
    public var isVideoServiceStarted: Bool {
        state.withLockedValue { $0.video.running != nil }
    }

    /// Whether the video service runs protected now (its frames go out encrypted).
    public var isVideoServiceProtected: Bool {
        state.withLockedValue { $0.video.running?.isProtected ?? false }
    }

    /// What the head unit accepted for the running video service; `nil` when it does not run.
    public var videoServiceParameters: SDLVideoServiceParameters? {
        state.withLockedValue { $0.video.running?.accepted }
    }

    /// Every end of the video service from now on, with its reason; finishes when the session closes.
    public func videoServiceEnds() -> AsyncStream<SDLVideoServiceEnd> {
        serviceEnds(\.video)
    }
}
