import Foundation
import SDLHeadUnit
import SDLProtocol
import SmartDeviceLink

/// `--navigation --tour`: the navigation app streams its map for a few seconds, the driver pans it
/// with one finger and zooms it with two, taps its Zoom out button, and the app plays its prompt —
/// each step checked on the embedded emulator (frames, haptic areas, audio), printed as it goes.
@MainActor
struct ExampleNavigationTour {
    var app: ExampleNavigationApp
    /// The embedded emulator: touches are made on it and what it received is printed.
    var headUnit: SDLHeadUnit?
    var events: AsyncStream<SDLApplicationEvent>
    /// How long one step may take before the tour fails.
    var stepTimeout: Duration

    /// How long the stream runs before the touches: frames of that many seconds.
    static let streamSeconds = 2
    /// The pan: from the picture's centre, 120 px right and 60 px down in three moves.
    static let panOffset = (dx: 120, dy: 60)

    /// `true` when every step succeeded.
    func run() async -> Bool {
        let steps: [(String, @MainActor () async throws -> Void)] = [
            ("active, the video stream started", streamStarted),
            ("stream the map for \(Self.streamSeconds) s", streamForAWhile),
            ("the map's buttons as haptic areas", hapticAreas),
            ("pan the map with one finger", pan),
            ("pinch to zoom in", pinch),
            ("tap Zoom out", tapZoomOut),
            ("play the prompt", playPrompt),
        ]
        for (number, (name, step)) in steps.enumerated() {
            ExampleOutput.line("sdl-example: step \(number + 1)/\(steps.count): \(name)")
            do {
                try await step()
            } catch {
                ExampleOutput.line("sdl-example: step \(number + 1) failed: \(error)")
                return false
            }
        }
        ExampleOutput.line("sdl-example: tour complete: \(steps.count) steps")
        return true
    }

    private func streamStarted() async throws {
        try await within("the app to become active") {
            for await event in events where event == .didBecomeActive { return }
            throw ExampleTourError("the application stopped before it became active")
        }
        try await within("the first frame") { try await poll { app.framesSubmitted > 0 } }
    }

    /// Streams until the head unit received the frames of ``streamSeconds``, then prints what it got.
    private func streamForAWhile() async throws {
        let frames = Self.streamSeconds * ExampleNavigationApp.frameRate
        try await within("\(frames) frames") {
            try await poll {
                guard let headUnit else { return app.framesSubmitted >= frames }
                return try await headUnit.videoStreams().last.map { $0.frames >= frames } ?? false
            }
        }
        try await printReceivedVideo()
    }

    private func hapticAreas() async throws {
        guard let map = app.map else { throw ExampleTourError("no map") }
        guard let headUnit else { return ExampleOutput.line("sdl-example: \(map.buttons.count) haptic areas declared") }
        try await within("the haptic areas on the head unit") {
            try await poll { try await headUnit.apps().first?.hapticRects.count == map.buttons.count }
        }
        let rects = try await headUnit.apps().first?.hapticRects ?? []
        let listed = rects.map { "\($0.id) at (\(Int($0.x)), \(Int($0.y))) \(Int($0.width))×\(Int($0.height))" }
        ExampleOutput.line("sdl-example: the head unit holds \(rects.count) haptic areas: \(listed.joined(separator: ", "))")
    }

    /// Drags one finger from the centre; the map follows it, and a frame drawn after it reaches the head unit.
    private func pan() async throws {
        guard let headUnit, let map = app.map else { return ExampleOutput.line("sdl-example: (a person pans on a real head unit)") }
        let pansBefore = app.pansEnded
        let (x, y) = (map.width / 2, map.height / 2)
        try await headUnit.sendTouchEvent("BEGIN", fingers: [SDLHeadUnitFinger(id: 0, x: x, y: y)])
        for step in 1...3 {
            let finger = SDLHeadUnitFinger(id: 0, x: x + Self.panOffset.dx * step / 3, y: y + Self.panOffset.dy * step / 3)
            try await headUnit.sendTouchEvent("MOVE", fingers: [finger])
        }
        try await headUnit.sendTouchEvent("END", fingers: [SDLHeadUnitFinger(id: 0, x: x + Self.panOffset.dx, y: y + Self.panOffset.dy)])
        try await within("the pan") { try await poll { app.pansEnded > pansBefore } }
        try await framesAfterTheChange()
        for line in ExampleMapPreview.lines(of: app.pixels, width: map.width, height: map.height) { ExampleOutput.line("  " + line) }
    }

    /// Two fingers from 100 px apart to 200: zoom × 2.
    private func pinch() async throws {
        guard let headUnit, let map = app.map else { return ExampleOutput.line("sdl-example: (a person pinches on a real head unit)") }
        try await headUnit.pinch(x: map.width / 2, y: map.height / 2, from: 100, to: 200)
        try await within("the pinch") { try await poll { app.lastPinchScale != nil } }
        try await framesAfterTheChange()
    }

    private func tapZoomOut() async throws {
        guard let headUnit, let button = app.map?.buttons.first(where: { $0.id == 2 }) else {
            return ExampleOutput.line("sdl-example: (a person taps on a real head unit)")
        }
        let zoom = app.map?.zoom
        try await headUnit.tap(x: button.x + button.width / 2, y: button.y + button.height / 2)
        try await within("the zoom to change") { try await poll { app.map?.zoom != zoom } }
        try await framesAfterTheChange()
        try await printReceivedVideo()
    }

    /// Plays the prompt once the audio stream runs; the head unit's figures show it arrived whole.
    private func playPrompt() async throws {
        try await within("the audio stream") {
            try await poll { await app.application.audioStream?.isStreaming == true }
        }
        try await within("the prompt to play out") { try await app.playPrompt() }
        guard let headUnit, let prompt = app.lastPrompt else { return }
        try await within("the head unit to receive the prompt") {
            try await poll { try await headUnit.audioStreams().last.map { $0.bytes >= prompt.bytes.count } ?? false }
        }
        guard let audio = try await headUnit.audioStreams().last else { return }
        ExampleOutput.line(String(
            format: "sdl-example: the head unit received %d bytes of audio (%.2f s, %d misaligned messages)",
            audio.bytes, audio.audioSeconds, audio.misalignedMessages))
    }

    /// Waits until two more frames were submitted (drawn after the change).
    private func framesAfterTheChange() async throws {
        let submitted = app.framesSubmitted
        try await within("frames drawn after the change") { try await poll { app.framesSubmitted >= submitted + 2 } }
    }

    private func printReceivedVideo() async throws {
        guard let headUnit else { return ExampleOutput.line("sdl-example: \(app.framesSubmitted) frames submitted") }
        guard let video = try await headUnit.videoStreams().last else { throw ExampleTourError("the head unit has no video stream") }
        let size = "\(video.parameters.width ?? 0)×\(video.parameters.height ?? 0)"
        ExampleOutput.line(
            "sdl-example: the head unit received \(video.frames) frames at \(size) (\(video.keyFrames) key frames, \(video.invalidUnits) invalid NAL units)")
    }

    private func poll(_ condition: @MainActor () async throws -> Bool) async throws {
        while try await !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }

    private func within(_ what: String, _ body: @escaping @MainActor () async throws -> Void) async throws {
        try await withinTimeout(stepTimeout, waitingFor: what, body)
    }
}
