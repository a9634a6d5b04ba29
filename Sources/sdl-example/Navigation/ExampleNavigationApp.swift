import Foundation
import Logging
import SDLH264Encoder
import SDLProtocol
import SDLSession
import SmartDeviceLink

/// `--navigation`: a NAVIGATION app that streams a moving map (``ExampleMap``) encoded with
/// `SmartDeviceLinkH264Encoder` at the resolution the head unit negotiated, pans it with one finger,
/// zooms it with two (and with its Zoom in / Zoom out / Recenter buttons, declared as haptic areas),
/// and plays a chime prompt (``ExampleNavigationPrompt``) through the audio stream.
@MainActor
final class ExampleNavigationApp {
    /// Frames per second drawn and streamed; a key frame each second.
    static let frameRate = 15
    /// The app's ID (the embedded emulator's policy table has an entry for it).
    nonisolated static let appID = "sdl-example-maps"

    let application: SDLApplication
    /// The map, sized when the stream first starts; `nil` before.
    private(set) var map: ExampleMap?
    /// The last picture drawn (RGBA, the map's size).
    private(set) var pixels: [UInt8] = []
    /// Access units submitted to the stream, and the key frames among them.
    private(set) var framesSubmitted = 0
    private(set) var keyFramesSubmitted = 0
    /// Pixels the map moved under the finger: the last pan's, and in all.
    private(set) var lastPan = (dx: 0.0, dy: 0.0)
    private(set) var pansEnded = 0
    /// The last pinch's scale when its fingers lifted; `nil` before the first.
    private(set) var lastPinchScale: Double?
    /// The last prompt played out; `nil` before the first.
    private(set) var lastPrompt: SDLPCMBuffer?

    private let startedAt = ContinuousClock.now
    private var pinchStartZoom = 1.0
    private var tasks: [Task<Void, Never>] = []
    private var streaming: Task<Void, Never>?
    /// Prints what failed unawaited (a refused SendHapticData, say) as `sdl-example: haptics: …`.
    private let errors: ExampleErrorReporter

    init(application: SDLApplication) {
        self.application = application
        errors = ExampleErrorReporter(application) { ExampleOutput.line($0) }
    }

    /// The example's application configuration: a NAVIGATION app that streams video (RTP, else RAW).
    static func configuration(logger: Logger) -> SDLApplication.Configuration {
        var configuration = SDLApplication.Configuration(appName: "SDL Maps", appID: appID, appTypes: [.navigation])
        configuration.session.logger = logger
        configuration.videoStreaming = SDLVideoStreamConfiguration(preferredProtocols: ["RTP", "RAW"], frameRate: frameRate)
        return configuration
    }

    /// Follows the video stream (streaming while it runs) and the driver's gestures until ``stop()``.
    func start() {
        let videoEvents = application.videoStream.events()
        let gestures = application.gestures()
        tasks.append(Task { [weak self] in
            for await event in videoEvents { self?.videoEvent(event) }
        })
        tasks.append(Task { [weak self] in
            for await gesture in gestures { await self?.handle(gesture) }
        })
    }

    /// Stops streaming and following.
    func stop() {
        streaming?.cancel()
        for task in tasks { task.cancel() }
    }

    /// Plays the prompt through the audio stream and returns once the head unit played it out.
    /// - Throws: `audioStreamNotRunning` when the app has no audio stream or it is not running.
    @discardableResult
    func playPrompt() async throws(SDLError) -> SDLPCMBuffer {
        guard let audio = application.audioStream else {
            throw SDLError(code: .audioStreamNotRunning, message: "the app is not registered as a navigation app")
        }
        let prompt = try ExampleNavigationPrompt.buffer(in: audio.format)
        try await audio.play(prompt)
        lastPrompt = prompt
        ExampleOutput.line("sdl-example: prompt played: \(prompt.duration) of \(prompt.format)")
        return prompt
    }

    // MARK: Streaming

    private func videoEvent(_ event: SDLVideoStreamEvent) {
        switch event {
        case .started(let format):
            let (width, height) = (Int(format.width ?? 800), Int(format.height ?? 480))
            ExampleOutput.line("sdl-example: streaming \(width)×\(height) H.264 over \(format.videoProtocol ?? "RAW")")
            startStreaming(width: width, height: height)
        case .stopped(let reason):
            streaming?.cancel()
            streaming = nil
            ExampleOutput.line("sdl-example: video stopped: \(reason)")
        case .framesDropped:
            break
        }
    }

    /// Draws, encodes and submits a frame every 1/``frameRate`` s to the current registration's stream.
    private func startStreaming(width: Int, height: Int) {
        streaming?.cancel()
        if map?.width != width || map?.height != height { map = ExampleMap(width: width, height: height) }
        guard let map, let manager = application.videoStream.manager else { return }
        application.hapticAreas = map.hapticAreas
        let source: SDLEncodedVideoSource
        do {
            let encoder = try SDLH264Encoder(configuration: .init(
                width: width, height: height, frameRate: Double(Self.frameRate), keyFrameInterval: Self.frameRate))
            source = SDLEncodedVideoSource(encoder: encoder, stream: manager)
        } catch {
            return ExampleOutput.line("sdl-example: no encoder for \(width)×\(height): \(error)")
        }
        streaming = Task { [weak self] in
            let clock = ContinuousClock()
            var next = clock.now
            var index = 0
            while !Task.isCancelled, let self {
                do {
                    try await self.submitFrame(index, to: source)
                } catch {
                    return ExampleOutput.line("sdl-example: streaming stopped: \(error)")
                }
                index += 1
                next = max(next + .seconds(1) / Self.frameRate, clock.now)
                try? await Task.sleep(until: next, clock: clock)
            }
        }
    }

    private func submitFrame(_ index: Int, to source: SDLEncodedVideoSource) async throws(SDLError) {
        guard let map else { return }
        map.draw(into: &pixels, elapsed: ContinuousClock.now - startedAt)
        let frame = SDLVideoFrame(
            pixelFormat: .rgba, width: map.width, height: map.height, bytes: pixels, presentationTime: .seconds(index) / Self.frameRate)
        guard let unit = try await source.submit(frame) else { return }
        framesSubmitted += 1
        if unit.isKeyFrame { keyFramesSubmitted += 1 }
    }

    // MARK: Touch

    private func handle(_ gesture: SDLTouchGesture) async {
        guard map != nil else { return }
        switch gesture {
        case .panStarted:
            lastPan = (0, 0)
        case .panMoved(let from, let to):
            map?.pan(dx: to.x - from.x, dy: to.y - from.y)
            lastPan = (lastPan.dx + to.x - from.x, lastPan.dy + to.y - from.y)
        case .panEnded:
            pansEnded += 1
            ExampleOutput.line("sdl-example: map panned by (\(Int(lastPan.dx)), \(Int(lastPan.dy))) px")
        case .pinchStarted:
            pinchStartZoom = map?.zoom ?? 1
        case .pinchMoved(_, let scale):
            map?.setZoom(pinchStartZoom * scale)
        case .pinchEnded(_, let scale):
            map?.setZoom(pinchStartZoom * scale)
            lastPinchScale = scale
            ExampleOutput.line(String(format: "sdl-example: pinched ×%.2f: zoom %.2f", scale, map?.zoom ?? 1))
        case .tap(let point):
            await tap(at: point)
        case .doubleTap, .longPress, .cancelled:
            break
        }
    }

    /// Zoom in, zoom out or recenter (with the prompt) when a button is tapped.
    private func tap(at point: SDLTouchPoint) async {
        guard let zoom = map?.zoom, let button = map?.buttons.first(where: { $0.contains(point) }) else { return }
        switch button.id {
        case 1: map?.setZoom(zoom * 2)
        case 2: map?.setZoom(zoom / 2)
        default: map?.recenter()
        }
        ExampleOutput.line("sdl-example: tapped \(button.name): zoom " + String(format: "%.2f", map?.zoom ?? 1))
        if button.id == 3 { _ = try? await playPrompt() }
    }
}
