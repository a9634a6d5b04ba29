public import SDLProtocol
public import SDLRPC
public import SDLSession

/// Streams a navigation or projection app's H.264 video to the head unit: starts the video
/// service when the app may stream, sends the access units the app encodes, and stops — saying
/// why — when it may not any more.
///
/// - **When**: ``SDLVideoStreamingPolicy`` (NAVIGATION or PROJECTION, FULL or LIMITED,
///   STREAMABLE), checked on every OnHMIStatus; the stream starts again by itself when it is
///   allowed again.
/// - **Format**: from GetSystemCapability(VIDEO_STREAMING) (``SDLVideoFormatNegotiation``), each
///   refused format followed by the next one the StartServiceNAK leaves open.
/// - **Sending**: ``submit(_:)`` queues a whole access unit; one frame is written at a time, at most
///   the negotiated frame rate. When the transport is slower, whole frames are dropped up to the next
///   key frame (``SDLVideoFrameQueue``), never bytes, and ``SDLVideoStreamEvent/framesDropped(_:)``
///   says so with the figures (``statistics``: frames sent and dropped, rate achieved).
/// - **Stopping**: ``SDLVideoStreamEvent/stopped(_:)`` with a typed reason — the HMI level, NOT_STREAMABLE,
///   the head unit's EndService, the connection's end, a refused start — never silently.
///
/// ```swift
/// let video = SDLVideoStreamManager(channel: session, appTypes: [.navigation])
/// async let running: Void = video.run()
/// for await event in await video.events() {
///     if case .started(let format) = event { encoder.start(width: format.width, height: format.height) }
/// }
/// ```
public actor SDLVideoStreamManager: SDLStreamLifecycle {

    /// How it streams.
    public nonisolated let configuration: SDLVideoStreamConfiguration
    /// The app's types (from its registration).
    public nonisolated let appTypes: [SDLAppHMIType]
    let channel: any SDLVideoStreamChannel
    let hmiStatuses: AsyncStream<SDLOnHMIStatus>
    let serviceEnds: AsyncStream<SDLVideoServiceEnd>
    let wakeups: AsyncStream<Void>
    let wake: AsyncStream<Void>.Continuation

    var phase = SDLStreamPhase<SDLVideoServiceParameters, SDLVideoStreamStopReason>.stopped(nil)
    var status: SDLHMIStatus?
    var queue: SDLVideoFrameQueue
    var packetizer: SDLRTPH264Packetizer?
    var frameInterval: Duration
    var isStoppedByApp = false
    var endOfRegistration: SDLVideoStreamStopReason?
    var isReconciling = false
    var mayRetryStart = true
    var firstSent: ContinuousClock.Instant?
    var eventStreams: [Int: AsyncStream<SDLVideoStreamEvent>.Continuation] = [:]
    var nextStreamID = 0

    /// The head unit's VIDEO_STREAMING capability as read when the stream last started; `nil`
    /// before, or when the head unit gave none.
    public private(set) var videoStreamingCapability: SDLVideoStreamingCapability?
    /// The figures of the stream so far.
    public private(set) var statistics = SDLVideoStreamStatistics()

    /// Creates a manager on `channel` for an app of `appTypes`; it subscribes to OnHMIStatus and
    /// the video service's ends at once. Call ``run()`` for the connection's lifetime.
    public init(channel: any SDLVideoStreamChannel, appTypes: [SDLAppHMIType], configuration: SDLVideoStreamConfiguration = .init()) {
        self.channel = channel
        self.appTypes = appTypes
        self.configuration = configuration
        self.hmiStatuses = channel.notifications(of: SDLOnHMIStatus.self)
        self.serviceEnds = channel.videoServiceEnds()
        (wakeups, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        queue = SDLVideoFrameQueue(capacity: configuration.queueCapacity)
        frameInterval = .seconds(1) / max(configuration.frameRate, 1)
    }

    /// The parameters the head unit accepted while streaming; `nil` otherwise.
    public var streamingParameters: SDLVideoServiceParameters? {
        if case .streaming(let parameters) = phase { return parameters }
        return nil
    }

    /// Every event from now on; finishes when ``run()`` returns.
    public func events() -> AsyncStream<SDLVideoStreamEvent> {
        let (stream, continuation) = AsyncStream<SDLVideoStreamEvent>.makeStream()
        let id = nextStreamID
        nextStreamID += 1
        eventStreams[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeStream(id) }
        }
        return stream
    }

    /// Follows the HMI status and the video service, and sends queued frames, until the
    /// connection's notifications end or the task is cancelled; then ends the event streams.
    public func run() async {
        await runLifecycle()
    }

    /// Queues an access unit the app encoded (Annex B bytes). Dropped at once, and counted, while
    /// the stream is not running or when it would have to wait behind a full queue (see the type).
    public func submit(_ frame: SDLH264AccessUnit) {
        guard case .streaming = phase else { return }
        statistics.framesSubmitted += 1
        let dropped = queue.submit(frame)
        if dropped > 0 { noteDropped(dropped) }
        wake.yield()
    }

    /// Stops the stream for good (until ``resume()``) and ends the video service.
    public func stop() async {
        await stopByApp()
    }

    /// Lets the stream start again after ``stop()``, when the HMI status allows it.
    public func resume() async {
        await resumeByApp()
    }

    /// Takes in a new HMI status of the main window (``run()`` calls it for every OnHMIStatus).
    public func statusChanged(_ status: SDLHMIStatus) async {
        await takeStatus(status)
    }

    // MARK: Starting and stopping

    /// Why the stream may not run now, or `nil` when it may.
    var reasonNotToStream: SDLVideoStreamStopReason? {
        if isStoppedByApp { return .stoppedByApp }
        guard let status else { return .hmiLevel(.none) }
        return SDLVideoStreamingPolicy.reasonNotToStream(appTypes: appTypes, status: status)
    }

    func startService() async {
        let capability = await readVideoStreamingCapability()
        videoStreamingCapability = capability
        let offers = SDLVideoFormatNegotiation.offers(
            for: capability, preferredProtocols: configuration.preferredProtocols,
            fallbackResolution: (configuration.fallbackWidth, configuration.fallbackHeight))
        do {
            let accepted = try await configuration.encryption.start(securityConfigured: channel.isSecurityConfigured, service: "video") {
                (protected: Bool) async throws(SDLError) in try await channel.startVideoService(offering: offers, protected: protected)
            }
            let rate = capability?.preferredFPS.map { max($0, 1) } ?? configuration.frameRate
            frameInterval = .seconds(1) / max(min(rate, configuration.frameRate), 1)
            packetizer = accepted.videoProtocol == "RTP" ? SDLRTPH264Packetizer() : nil
            _ = queue.reset()
            phase = .streaming(accepted)
            emit(.started(accepted))
        } catch {
            phase = .stopped(.startFailed(error))
            emit(.stopped(.startFailed(error)))
        }
    }

    /// Marks the stream stopped for `reason`: queued frames are forgotten (counted as dropped).
    func stopStreaming(_ reason: SDLVideoStreamStopReason) {
        let forgotten = queue.reset()
        if forgotten > 0 { statistics.framesDropped += forgotten }
        phase = .stopped(reason)
        emit(.stopped(reason))
    }

    private func readVideoStreamingCapability() async -> SDLVideoStreamingCapability? {
        let request = SDLGetSystemCapability(systemCapabilityType: .videoStreaming)
        guard let response = try? await channel.send(request, bulkData: nil, timeout: nil), response.success else { return nil }
        return response.systemCapability?.videoStreamingCapability
    }

    func endService() async {
        await channel.endVideoService()
    }

    // MARK: Sending

    func sendQueued() async {
        let clock = ContinuousClock()
        var nextSlot = clock.now
        for await _ in wakeups {
            while case .streaming = phase, let frame = queue.next() {
                if nextSlot > clock.now { try? await Task.sleep(until: nextSlot, clock: clock) }
                if Task.isCancelled { return }
                let bytes = packetizer?.stream(for: frame) ?? frame.bytes
                let started = clock.now
                do {
                    try await channel.sendVideo(bytes)
                } catch {
                    continue  // the service's end is reported by followServiceEnds
                }
                statistics.framesSent += 1
                if let firstSent { statistics.sendingDuration = started - firstSent } else { firstSent = started }
                nextSlot = started + frameInterval
            }
        }
    }

    private func noteDropped(_ count: Int) {
        statistics.framesDropped += count
        emit(.framesDropped(statistics))
    }

    private func emit(_ event: SDLVideoStreamEvent) {
        for continuation in eventStreams.values { continuation.yield(event) }
    }

    func finishEvents() {
        for continuation in eventStreams.values { continuation.finish() }
        eventStreams.removeAll()
    }

    private func removeStream(_ id: Int) {
        eventStreams.removeValue(forKey: id)
    }
}
