public import SDLRPC
public import SDLSession
public import SDLProtocol

/// Streams PCM audio — a navigation app's voice prompts — to the head unit: starts the audio
/// service when the app may stream, sends the buffers the app plays in real time, tells the app
/// when each has been played out, and stops — saying why — when it may not stream any more.
///
/// - **When**: ``SDLAudioStreamingPolicy`` (NAVIGATION, PROJECTION or media app; FULL or LIMITED;
///   not NOT_AUDIBLE), checked on every OnHMIStatus; the stream starts again by itself when it is
///   allowed again.
/// - **Format**: the head unit's `pcmStreamCapabilities` (from RegisterAppInterface's response;
///   16 kHz 16-bit mono when it gave none). ``play(_:)`` refuses another format with
///   `audioFormatMismatch`; `SDLPCMBuffer(wav:expecting:)` checks a WAV file's header.
/// - **Pacing**: chunks of ``SDLAudioStreamConfiguration/chunkDuration`` leave at most
///   ``SDLAudioStreamConfiguration/lead`` ahead of the head unit's play-out, by an injectable
///   ``SDLAudioClock``. When the head unit runs dry while audio waits, ``SDLAudioStreamEvent/underrun(_:)``.
/// - **Queue**: at most ``SDLAudioStreamConfiguration/queueCapacity`` of audio waits; a buffer
///   beyond it fails at once with `audioQueueFull` and nothing of it is queued — the app waits for
///   an earlier ``play(_:)`` and tries again, nothing blocks.
/// - **Stopping**: ``SDLAudioStreamEvent/stopped(_:)`` with a typed reason; buffers not yet played
///   out fail with `audioStreamNotRunning`, each exactly once.
///
/// ```swift
/// let audio = SDLAudioStreamManager(channel: session, appTypes: [.navigation], pcmStreamCapabilities: response.pcmStreamCapabilities)
/// async let running: Void = audio.run()
/// try await audio.play(SDLPCMBuffer(wav: prompt, expecting: audio.format))
/// // the prompt has been played out: go on with the next manoeuvre
/// ```
public actor SDLAudioStreamManager: SDLStreamLifecycle {

    /// A buffer waiting to be sent: how far it was sent and who waits for its play-out.
    struct Queued {
        let id: Int
        let buffer: SDLPCMBuffer
        var offset = 0
        let queuedAt: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// How it streams.
    public nonisolated let configuration: SDLAudioStreamConfiguration
    /// The app's types (from its registration).
    public nonisolated let appTypes: [SDLAppHMIType]
    /// Whether the app registered as a media app.
    public nonisolated let isMediaApplication: Bool
    /// The head unit's PCM format (16 kHz 16-bit mono when its capabilities gave none or an
    /// unknown one; an unknown one also fails the start).
    public nonisolated let format: SDLPCMFormat
    let formatError: SDLError?
    let channel: any SDLAudioStreamChannel
    let clock: any SDLAudioClock
    let hmiStatuses: AsyncStream<SDLOnHMIStatus>
    let serviceEnds: AsyncStream<SDLAudioServiceEnd>
    let wakeups: AsyncStream<Void>
    let wake: AsyncStream<Void>.Continuation

    var phase = SDLStreamPhase<SDLPCMFormat, SDLAudioStreamStopReason>.stopped(nil)
    var status: SDLHMIStatus?
    var pacer: SDLAudioPacer
    var queue: [Queued] = []
    var queuedBytes = 0
    var playOuts: [Int: (continuation: CheckedContinuation<Void, any Error>, timer: Task<Void, Never>)] = [:]
    var nextBufferID = 0
    var isStoppedByApp = false
    var endOfRegistration: SDLAudioStreamStopReason?
    var isReconciling = false
    var mayRetryStart = true
    var eventStreams: [Int: AsyncStream<SDLAudioStreamEvent>.Continuation] = [:]
    var nextStreamID = 0

    /// The figures of the stream so far.
    public private(set) var statistics = SDLAudioStreamStatistics()

    /// Creates a manager on `channel` for an app of `appTypes`, with the head unit's
    /// `pcmStreamCapabilities`; it subscribes to OnHMIStatus and the audio service's ends at once.
    /// Call ``run()`` for the connection's lifetime.
    public init(
        channel: any SDLAudioStreamChannel, appTypes: [SDLAppHMIType], isMediaApplication: Bool = false,
        pcmStreamCapabilities: SDLAudioPassThruCapabilities?, configuration: SDLAudioStreamConfiguration = .init(),
        clock: any SDLAudioClock = SDLContinuousAudioClock()
    ) {
        self.channel = channel
        self.appTypes = appTypes
        self.isMediaApplication = isMediaApplication
        self.configuration = configuration
        self.clock = clock
        let fallback = SDLPCMFormat(sampleRate: 16000, bitsPerSample: 16)
        do throws(SDLError) {
            format = try pcmStreamCapabilities.map(SDLPCMFormat.init(capabilities:)) ?? fallback
            formatError = nil
        } catch {
            format = fallback
            formatError = error
        }
        self.hmiStatuses = channel.notifications(of: SDLOnHMIStatus.self)
        self.serviceEnds = channel.audioServiceEnds()
        (wakeups, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        pacer = SDLAudioPacer(lead: configuration.lead)
    }

    /// Whether the audio service runs now.
    public var isStreaming: Bool { phase.isStreaming }

    /// The audio queued and not yet sent (at most ``SDLAudioStreamConfiguration/queueCapacity``).
    public var queuedDuration: Duration { format.duration(ofByteCount: queuedBytes) }

    /// Every event from now on; finishes when ``run()`` returns.
    public func events() -> AsyncStream<SDLAudioStreamEvent> {
        let (stream, continuation) = AsyncStream<SDLAudioStreamEvent>.makeStream()
        let id = nextStreamID
        nextStreamID += 1
        eventStreams[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeStream(id) }
        }
        return stream
    }

    /// Follows the HMI status and the audio service, and sends queued audio, until the
    /// connection's notifications end or the task is cancelled; then fails what was not played
    /// out and ends the event streams.
    public func run() async {
        await runLifecycle()
    }

    /// Plays `buffer`: queues it, and returns once the head unit has played it out (the last
    /// chunk was sent and its play-out time has passed), so the next step of a prompt can follow.
    ///
    /// Cancelling the calling task does not withdraw the buffer.
    ///
    /// - Throws: `SDLError` — `audioStreamNotRunning` when the stream is not running, or stops
    ///   before the buffer was played out (the message says why); `audioFormatMismatch` when the
    ///   buffer is not in ``format``; `audioQueueFull` when it would queue more than
    ///   ``SDLAudioStreamConfiguration/queueCapacity`` (nothing is queued).
    public func play(_ buffer: SDLPCMBuffer) async throws(SDLError) {
        guard case .streaming(let format) = phase else { throw notRunning() }
        guard buffer.format == format else {
            throw SDLError(code: .audioFormatMismatch, message: "the buffer holds \(buffer.format); the head unit plays \(format)")
        }
        let queued = queuedDuration
        guard queued + buffer.duration <= configuration.queueCapacity else {
            throw SDLError(
                code: .audioQueueFull,
                message: "\(buffer.duration) of audio would not fit: \(queued) of \(configuration.queueCapacity) is queued")
        }
        guard !buffer.bytes.isEmpty else { return }
        do {
            try await withCheckedThrowingContinuation { continuation in
                queue.append(Queued(id: nextBufferID, buffer: buffer, queuedAt: clock.now, continuation: continuation))
                nextBufferID += 1
                queuedBytes += buffer.bytes.count
                wake.yield()
            }
        } catch {
            throw SDLError(error, otherwise: .audioStreamNotRunning)
        }
    }

    /// Stops the stream for good (until ``resume()``) and ends the audio service.
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

    var reasonNotToStream: SDLAudioStreamStopReason? {
        if isStoppedByApp { return .stoppedByApp }
        guard let status else { return .hmiLevel(.none) }
        return SDLAudioStreamingPolicy.reasonNotToStream(appTypes: appTypes, isMediaApplication: isMediaApplication, status: status)
    }

    private func notRunning() -> SDLError {
        let why = switch phase {
        case .stopped(let reason?): "it stopped: \(reason)"
        case .starting: "it is starting"
        default: "it has not started"
        }
        return SDLError(code: .audioStreamNotRunning, message: "the audio stream is not running: \(why)")
    }

    func startService() async {
        do throws(SDLError) {
            if let formatError { throw formatError }
            try await configuration.encryption.start(securityConfigured: channel.isSecurityConfigured, service: "audio") {
                (protected: Bool) async throws(SDLError) in try await channel.startAudioService(protected: protected)
            }
            pacer = SDLAudioPacer(lead: configuration.lead)
            phase = .streaming(format)
            emit(.started(format))
        } catch {
            phase = .stopped(.startFailed(error))
            emit(.stopped(.startFailed(error)))
        }
    }

    func endService() async {
        await channel.endAudioService()
    }

    /// Marks the stream stopped for `reason`: every buffer not yet played out fails, once.
    func stopStreaming(_ reason: SDLAudioStreamStopReason) {
        phase = .stopped(reason)
        let error = notRunning()
        for item in queue { item.continuation.resume(throwing: error) }
        queue.removeAll()
        queuedBytes = 0
        for (_, playOut) in playOuts {
            playOut.timer.cancel()
            playOut.continuation.resume(throwing: error)
        }
        playOuts.removeAll()
        emit(.stopped(reason))
    }

    // MARK: Sending

    func sendQueued() async {
        for await _ in wakeups {
            while case .streaming(let format) = phase, let item = queue.first {
                let sendAt = pacer.sendTime(now: clock.now)
                if sendAt > clock.now {
                    do { try await clock.sleep(until: sendAt) } catch { return }
                    continue  // the queue or the phase may have changed meanwhile
                }
                let chunkSize = min(format.byteCount(for: configuration.chunkDuration), item.buffer.bytes.count - item.offset)
                let chunk = Array(item.buffer.bytes[item.offset..<item.offset + chunkSize])
                do {
                    try await channel.sendAudio(chunk)
                } catch {
                    if case .streaming = phase { stopStreaming(.disconnected(error)) }
                    continue
                }
                guard case .streaming = phase, queue.first?.id == item.id else { continue }
                chunkSent(chunkSize, of: item, format: format)
            }
        }
    }

    /// Accounts for a chunk of `byteCount` bytes of the queue's first buffer the transport took.
    private func chunkSent(_ byteCount: Int, of item: Queued, format: SDLPCMFormat) {
        let duration = format.duration(ofByteCount: byteCount)
        if let gap = pacer.sent(duration, at: clock.now, queuedAt: item.queuedAt) {
            statistics.underruns += 1
            statistics.underrunDuration += gap
            emit(.underrun(statistics))
        }
        statistics.bytesSent += byteCount
        statistics.durationSent += duration
        queuedBytes -= byteCount
        queue[0].offset += byteCount
        guard queue[0].offset == item.buffer.bytes.count else { return }
        queue.removeFirst()
        let (deadline, clock, id) = (pacer.playedUntil, self.clock, item.id)
        let timer = Task { [weak self] in
            guard (try? await clock.sleep(until: deadline)) != nil else { return }
            await self?.playedOut(id)
        }
        playOuts[id] = (item.continuation, timer)
    }

    private func playedOut(_ id: Int) {
        guard let playOut = playOuts.removeValue(forKey: id) else { return }
        statistics.buffersPlayed += 1
        playOut.continuation.resume()
    }

    private func emit(_ event: SDLAudioStreamEvent) {
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
