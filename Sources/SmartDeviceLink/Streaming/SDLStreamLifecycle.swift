import SDLRPC
import SDLSession

/// What the audio and the video stream manager share: the loop that follows the main window's HMI
/// status, the service's ends and the app's stop and resume, and starts or ends the service until
/// what runs matches what is allowed. A manager supplies the policy (``reasonNotToStream``), the
/// start, the end, and its sending loop.
protocol SDLStreamLifecycle: Actor {
    associatedtype Running: Sendable
    associatedtype StopReason: SDLStreamStopReasonCases

    var phase: SDLStreamPhase<Running, StopReason> { get set }
    var status: SDLHMIStatus? { get set }
    var isStoppedByApp: Bool { get set }
    /// Why the registration ended, when the head unit unregistered the app (the stream's last stop
    /// reason instead of the connection's end).
    var endOfRegistration: StopReason? { get set }
    var isReconciling: Bool { get set }
    var mayRetryStart: Bool { get set }
    var hmiStatuses: AsyncStream<SDLOnHMIStatus> { get }
    var serviceEnds: AsyncStream<SDLStreamingServiceEnd> { get }

    /// Why the stream may not run now (the app's stop, the HMI status), or `nil` when it may.
    var reasonNotToStream: StopReason? { get }
    /// Starts the service; sets ``phase`` to streaming or stopped, and says so.
    func startService() async
    /// Ends the running service.
    func endService() async
    /// Marks the stream stopped for `reason` (and says so).
    func stopStreaming(_ reason: StopReason)
    /// Sends what the app queued until cancelled.
    func sendQueued() async
    /// Ends the event streams (``run()`` has returned).
    func finishEvents()
}

extension SDLStreamLifecycle {
    /// Follows the HMI status and the service, and sends what is queued, until the connection's
    /// notifications end or the task is cancelled; then stops a running stream and ends the events.
    func runLifecycle() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.sendQueued() }
            group.addTask { await self.followServiceEnds() }
            for await notification in hmiStatuses {
                let status = SDLHMIStatus(notification)
                guard status.windowID == SDLHMIStatus.mainWindowID else { continue }
                await takeStatus(status)
            }
            group.cancelAll()
        }
        if phase.isStreaming {
            stopStreaming(endOfRegistration ?? .disconnected(SDLError(code: .connectionClosed, message: "the connection ended")))
        }
        finishEvents()
    }

    /// The head unit unregistered the app for `reason`: a stream that runs until the registration's
    /// end stops with ``SDLVideoStreamStopReason/unregistered(_:)`` rather than as disconnected.
    func registrationEnded(_ reason: SDLAppInterfaceUnregisteredReason?) {
        endOfRegistration = .unregistered(reason)
    }

    /// The app stops the stream for good (until ``resumeByApp()``).
    func stopByApp() async {
        isStoppedByApp = true
        await reconcile()
    }

    /// The app lets the stream start again, when the HMI status allows it.
    func resumeByApp() async {
        isStoppedByApp = false
        mayRetryStart = true
        await reconcile()
    }

    /// Takes in a new HMI status of the main window.
    func takeStatus(_ status: SDLHMIStatus) async {
        self.status = status
        mayRetryStart = true
        await reconcile()
    }

    /// Starts or stops the service until the phase matches what is allowed (statuses may change
    /// while a start or an end is awaited; one caller at a time does the work).
    func reconcile() async {
        guard !isReconciling else { return }
        isReconciling = true
        defer { isReconciling = false }
        while true {
            switch (reasonNotToStream, phase) {
            case (nil, .stopped) where mayRetryStart:
                phase = .starting
                mayRetryStart = false
                await startService()
            case (let reason?, .streaming):
                stopStreaming(reason)
                await endService()
            case (let reason?, .stopped(let previous)) where previous == nil:
                phase = .stopped(reason)
                return
            default:
                return
            }
        }
    }

    private func followServiceEnds() async {
        for await end in serviceEnds {
            guard phase.isStreaming else { continue }
            switch end {
            case .endedByApp: continue
            case .endedByHeadUnit: stopStreaming(.endedByHeadUnit)
            case .connectionLost(let error): stopStreaming(.disconnected(error))
            }
        }
    }
}
