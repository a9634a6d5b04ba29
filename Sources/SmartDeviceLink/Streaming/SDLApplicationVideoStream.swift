public import SDLProtocol
public import SDLRPC
public import SDLSession

/// An ``SDLApplication``'s video stream for the app's whole life: each registration gets a new
/// ``SDLVideoStreamManager`` (``manager``), while the events, the app's ``stop()`` and what it
/// submits go through this one object, so a `for await` over ``events()`` hears every
/// registration's starts and stops — also after a reconnect — until the application stops.
///
/// Made for NAVIGATION and PROJECTION apps whose ``SDLApplication/Configuration/videoStreaming`` is
/// set; otherwise no manager is ever made and ``events()`` stays silent.
///
/// ```swift
/// for await event in application.videoStream.events() {
///     switch event {
///     case .started(let format): encoder.start(width: format.width, height: format.height)
///     case .stopped(let reason): encoder.pause(because: reason)
///     case .framesDropped(let figures): print("dropped so far:", figures.framesDropped)
///     }
/// }
/// ```
@MainActor
public final class SDLApplicationVideoStream {
    /// The current registration's manager; `nil` while not registered or without
    /// ``SDLApplication/Configuration/videoStreaming``.
    public private(set) var manager: SDLVideoStreamManager?
    /// The format the head unit accepted while the stream runs; `nil` while it does not.
    public private(set) var streamingParameters: SDLVideoServiceParameters?
    /// Why the stream last stopped; `nil` before the first stop and while it runs.
    public private(set) var stopReason: SDLVideoStreamStopReason?
    /// The head unit's VIDEO_STREAMING capability read when the stream last started (the touches'
    /// scale comes from it); `nil` before.
    public private(set) var videoStreamingCapability: SDLVideoStreamingCapability?
    /// Whether the app stopped the stream with ``stop()`` (kept across registrations until ``resume()``).
    public private(set) var isStoppedByApp = false

    private var streams = SDLEventStreams<SDLVideoStreamEvent>()

    init() {}

    /// Every event of every registration's stream from now on, in order, until the application stops.
    public func events() -> AsyncStream<SDLVideoStreamEvent> {
        streams.makeStream()
    }

    /// Queues an access unit the app encoded on the current stream (see
    /// ``SDLVideoStreamManager/submit(_:)``); dropped while no stream runs.
    public func submit(_ frame: SDLH264AccessUnit) async {
        await manager?.submit(frame)
    }

    /// Stops the stream and keeps it stopped, also on later registrations, until ``resume()``.
    public func stop() async {
        isStoppedByApp = true
        await manager?.stop()
    }

    /// Lets the stream start again after ``stop()`` once the HMI status allows it.
    public func resume() async {
        isStoppedByApp = false
        await manager?.resume()
    }

    /// Makes the manager of a registration on `channel` (before registering, so it hears the first
    /// OnHMIStatus) and relays its events; the caller runs it for the registration's life.
    func registrationStarted(
        on channel: any SDLVideoStreamChannel, appTypes: [SDLAppHMIType], configuration: SDLVideoStreamConfiguration
    ) async -> SDLVideoStreamManager {
        let manager = SDLVideoStreamManager(channel: channel, appTypes: appTypes, configuration: configuration)
        let events = await manager.events()
        if isStoppedByApp { await manager.stop() }
        self.manager = manager
        // Ends when the manager's run() ends (it finishes its streams), after its last stop event.
        Task { [weak self] in
            for await event in events {
                if case .started = event { self?.videoStreamingCapability = await manager.videoStreamingCapability }
                self?.relay(event)
            }
        }
        return manager
    }

    /// The registration of `manager` ended.
    func registrationEnded(_ manager: SDLVideoStreamManager) {
        if self.manager === manager { self.manager = nil }
    }

    /// Ends every stream from ``events()`` (the application stopped).
    func finish() {
        streams.finish()
    }

    private func relay(_ event: SDLVideoStreamEvent) {
        switch event {
        case .started(let parameters):
            streamingParameters = parameters
            stopReason = nil
        case .stopped(let reason):
            streamingParameters = nil
            stopReason = reason
        case .framesDropped:
            break
        }
        streams.yield(event)
    }
}
