import Foundation
import Logging
import SDLH264Encoder
import SDLHeadUnit
import SDLProtocol
import SDLRPC
import SDLSession
import SmartDeviceLink

/// Video streaming end to end, per picture size (800×480, 1280×720), each row on a fresh
/// in-process emulator whose navigation profile prefers that size, over loopback TCP, RTP:
///
/// 1. **encode**: ``SDLH264Encoder`` alone on RGBA frames (a moving gradient, 30 distinct frames
///    cycled): encode time per frame, mean and p95, colour conversion included.
/// 2. **encoded stream**: frames encoded and submitted through ``SDLEncodedVideoSource`` to an
///    ``SDLVideoStreamManager`` unpaced (its frame rate and the head unit's preferred FPS 1000):
///    frames per second until the emulator has counted every frame, and the process's CPU per
///    second of a 30 fps stream (CPU time × 30 / frames).
/// 3. **raw send**: the access units of row 1, pre-encoded, submitted the same way: the baseline.
/// 4. **throttled**: 30 fps paced, the transport throttled to half the stream's bit rate: frames
///    dropped (whole frames: the emulator's invalid NAL units stay 0).
/// 5. **glass to glass**: 30 fps paced, each frame numbered in its pixels, from the frame submitted
///    to the same frame decoded by openh264 on the emulator's side (``GlassToGlassLatency``), for
///    frames encoded on the way and, as the baseline, pre-encoded access units sent raw.
struct StreamBenchmark {
    var frames = 300
    static let sizes = [(width: 800, height: 480), (width: 1280, height: 720)]

    struct Row {
        var name: String
        var framesPerSecond: Double
        var cpuPerStreamSecond: Double
        var received: Int
        var dropped: Int
        var invalidUnits: Int
    }

    @MainActor
    func run() async throws {
        for size in Self.sizes {
            print("\(size.width)×\(size.height), \(frames) frames per row (RTP over loopback TCP to the in-process emulator)")
            let pictures = (0..<30).map { Self.gradient(width: size.width, height: size.height, index: $0) }
            let configuration = SDLH264EncoderConfiguration(width: size.width, height: size.height, bitrate: size.width * size.height * 3)
            let (units, samples) = try await encodeOnly(pictures, configuration: configuration)
            let bytesPerFrame = Double(units.reduce(0) { $0 + $1.bytes.count }) / Double(units.count)
            print(String(format: "  encode                 mean %6.2f ms   p95 %6.2f ms   %.0f bytes per frame (%.2f Mbit/s at 30 fps)",
                         BenchmarkTable.seconds(samples.reduce(.zero, +) / samples.count) * 1000,
                         Self.quantile(samples, 0.95) * 1000, bytesPerFrame, bytesPerFrame * 8 * 30 / 1e6))
            let rows = [
                try await stream("encoded stream", size: size) { source, _, index in
                    var frame = pictures[index % pictures.count]
                    frame.presentationTime = .seconds(index) / 30
                    try await source.submit(frame)
                },
                try await stream("raw send (pre-encoded)", size: size) { _, manager, index in
                    await manager.submit(units[index % units.count])
                },
                try await stream("throttled to half", size: size, count: min(frames, 150), paced: true,
                                 bytesPerSecond: bytesPerFrame * 30 / 2) { source, _, index in
                    var frame = pictures[index % pictures.count]
                    frame.presentationTime = .seconds(index) / 30
                    try await source.submit(frame)
                },
            ]
            for row in rows {
                print(String(format: "  %@  %7.1f frames/s   CPU %6.1f ms per stream-second   received %4d   dropped %4d   invalid NAL units %d",
                             row.name.padding(toLength: 22, withPad: " ", startingAt: 0), row.framesPerSecond,
                             row.cpuPerStreamSecond * 1000, row.received, row.dropped, row.invalidUnits))
            }
            try await glassToGlass(pictures, size: size)
        }
    }

    /// Encodes `frames` frames cycling through `pictures`; the access units and each frame's time.
    func encodeOnly(_ pictures: [SDLVideoFrame], configuration: SDLH264EncoderConfiguration) async throws -> ([SDLH264AccessUnit], [Duration]) {
        let encoder = try SDLH264Encoder(configuration: configuration)
        let clock = ContinuousClock()
        var units: [SDLH264AccessUnit] = []
        var samples: [Duration] = []
        for index in 0..<frames {
            var frame = pictures[index % pictures.count]
            frame.presentationTime = .seconds(index) / 30
            let start = clock.now
            let unit = try await encoder.encode(frame)
            samples.append(clock.now - start)
            if let unit { units.append(unit) }
        }
        guard !units.isEmpty else { throw BenchmarkError("the encoder produced nothing") }
        return (units, samples)
    }

    /// One row: a fresh emulator and app; `submit` called for each frame index (every 1/30 s when
    /// `paced`), then waits until the emulator has counted what the manager sent.
    @MainActor
    func stream(
        _ name: String, size: (width: Int, height: Int), count: Int? = nil, paced: Bool = false, bytesPerSecond: Double? = nil,
        videoObserver: (@Sendable (SDLHeadUnitVideoAccessUnit) -> Void)? = nil,
        _ submit: (SDLEncodedVideoSource, SDLVideoStreamManager, Int) async throws -> Void
    ) async throws -> Row {
        let count = count ?? frames
        var configuration = SDLHeadUnitConfiguration()
        configuration.videoObserver = videoObserver
        configuration.port = 0
        configuration.recordsEvents = false
        configuration.logger.logLevel = .warning
        // The navigation profile's capability with this size preferred; unpaced rows let the head
        // unit take 1000 fps (the manager paces to the lower of its own and the head unit's rate).
        let capability: SDLJSONValue = [
            "preferredResolution": ["resolutionWidth": .integer(size.width), "resolutionHeight": .integer(size.height)],
            "maxBitrate": 20_000, "supportedFormats": [["protocol": "RTP", "codec": "H264"]], "preferredFPS": .integer(paced ? 30 : 1000),
        ]
        configuration.profile = SDLDisplayProfile.navigation.withVideoStreaming(capability)
        let headUnit = try await SDLHeadUnit.start(configuration)
        do {
            let row = try await stream(name, on: headUnit, size: size, count: count, paced: paced, bytesPerSecond: bytesPerSecond, submit)
            await headUnit.stop()
            return row
        } catch {
            await headUnit.stop()
            throw error
        }
    }

    @MainActor
    private func stream(
        _ name: String, on headUnit: SDLHeadUnit, size: (width: Int, height: Int), count: Int, paced: Bool, bytesPerSecond: Double?,
        _ submit: (SDLEncodedVideoSource, SDLVideoStreamManager, Int) async throws -> Void
    ) async throws -> Row {
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port)
        let channel: any SDLVideoStreamChannel = bytesPerSecond.map { ThrottledVideoChannel(session: session, bytesPerSecond: $0) } ?? session
        let manager = SDLVideoStreamManager(
            channel: channel, appTypes: [.navigation],
            configuration: .init(preferredProtocols: ["RTP"], frameRate: paced ? 30 : 1000, queueCapacity: paced ? 3 : count + 1))
        let events = await manager.events()
        let running = Task { await manager.run() }
        _ = try await session.send(SDLRegisterAppInterface(
            syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0),
            appName: "Stream Bench", isMediaApplication: false, languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs,
            appHMIType: [.navigation], appID: "stream-bench"))
        for await event in events {
            if case .started = event { break }
            if case .stopped(let reason) = event { throw BenchmarkError("the stream did not start: \(reason)") }
        }
        let encoder = try SDLH264Encoder(configuration: .init(width: size.width, height: size.height, bitrate: size.width * size.height * 3))
        let source = SDLEncodedVideoSource(encoder: encoder, stream: manager)

        let clock = ContinuousClock()
        let usageStart = ProcessProbe.ownUsage()
        let start = clock.now
        for index in 0..<count {
            if paced { try await Task.sleep(until: start + .seconds(index) / 30, clock: clock) }
            try await submit(source, manager, index)
        }
        // Every frame the manager sends (or drops) is accounted for, and the emulator counted the sent ones.
        while true {
            let statistics = await manager.statistics
            let received = try await headUnit.videoStreams().last?.frames ?? 0
            if statistics.framesSent + statistics.framesDropped >= statistics.framesSubmitted, received >= statistics.framesSent - 1 { break }
            guard clock.now - start < .seconds(120) else { throw BenchmarkError("\(name): the emulator did not receive the frames") }
            try await Task.sleep(for: .milliseconds(1))
        }
        let elapsed = BenchmarkTable.seconds(clock.now - start)
        let cpu = ProcessProbe.ownUsage().cpuSeconds - usageStart.cpuSeconds
        let statistics = await manager.statistics
        await manager.stop()
        let received = try await headUnit.videoStreams().last
        await session.close()
        await running.value
        return Row(
            name: name, framesPerSecond: Double(statistics.framesSent) / elapsed,
            cpuPerStreamSecond: cpu / (Double(count) / 30), received: received?.frames ?? 0,
            dropped: statistics.framesDropped, invalidUnits: received?.invalidUnits ?? 0)
    }

    /// A `width`×`height` RGBA moving gradient, frame `index`.
    static func gradient(width: Int, height: Int, index: Int) -> SDLVideoFrame {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let pixel = (y * width + x) * 4
                    pixels[pixel] = UInt8(truncatingIfNeeded: x + index * 8)
                    pixels[pixel + 1] = UInt8(truncatingIfNeeded: y + index * 4)
                    pixels[pixel + 2] = UInt8(truncatingIfNeeded: (x ^ y) + index * 2)
                }
            }
        }
        return SDLVideoFrame(pixelFormat: .rgba, width: width, height: height, bytes: bytes, presentationTime: .zero)
    }

    /// The `q` quantile (0…1) of `samples` in seconds, nearest rank.
    static func quantile(_ samples: [Duration], _ q: Double) -> Double {
        RoundTripBenchmark.quantile(samples, q)
    }
}
