import Foundation
import NIOConcurrencyHelpers
import SDLH264Encoder
import SDLHeadUnit
import SDLProtocol
import SmartDeviceLink

/// Glass to glass on the emulator: when each numbered frame (``FrameNumberStamp``) was submitted
/// to the app's video stream, and when openh264 decoded the picture showing that number from the
/// access units the emulator received (``SDLHeadUnitConfiguration/videoObserver``).
final class GlassToGlassLatency: Sendable {
    private struct Times {
        var submitted: [Int: ContinuousClock.Instant] = [:]
        var decoded: [Int: ContinuousClock.Instant] = [:]
        var decodeErrors = 0
    }

    private let times: NIOLockedValueBox<Times>
    private let input: AsyncStream<[UInt8]>.Continuation
    private let decoding: Task<Void, Never>

    /// Starts the head-unit-side decoder, which takes what ``observe(_:)`` hands it.
    init() throws {
        let (units, input) = AsyncStream.makeStream(of: [UInt8].self)
        let decoder = try HeadUnitSideDecoder()
        let times = NIOLockedValueBox(Times())
        self.input = input
        self.times = times
        decoding = Task.detached {
            let clock = ContinuousClock()
            for await unit in units {
                let number = decoder.decode(unit)
                let now = clock.now
                times.withLockedValue { times in
                    if let number, times.decoded[number] == nil { times.decoded[number] = now }
                    times.decodeErrors = decoder.errors
                }
            }
        }
    }

    /// The emulator's video observer: passes each access unit to the decoder (off the head unit's loop).
    func observe(_ unit: SDLHeadUnitVideoAccessUnit) {
        input.yield(unit.bytes)
    }

    /// Frame `number` is being submitted now.
    func submitted(_ number: Int) {
        let now = ContinuousClock.now
        times.withLockedValue { $0.submitted[number] = now }
    }

    /// Waits until the decoder has taken every access unit, then the latencies of the frames
    /// decoded, the number submitted and the access units that did not decode.
    func finish() async -> (latencies: [Duration], submitted: Int, decodeErrors: Int) {
        input.finish()
        await decoding.value
        return times.withLockedValue { times in
            let latencies = times.decoded.compactMap { number, decoded in times.submitted[number].map { decoded - $0 } }
            return (latencies, times.submitted.count, times.decodeErrors)
        }
    }
}

extension StreamBenchmark {
    /// The glass-to-glass rows at `size`: numbered frames at 30 fps, encoded on the way, then the
    /// same frames pre-encoded and sent raw (the baseline).
    @MainActor
    func glassToGlass(_ pictures: [SDLVideoFrame], size: (width: Int, height: Int)) async throws {
        let numbered = (0..<frames).map { FrameNumberStamp.stamped(pictures[$0 % pictures.count], number: $0) }
        let latency = try GlassToGlassLatency()
        _ = try await stream("glass to glass", size: size, paced: true, videoObserver: latency.observe) { source, _, index in
            var frame = numbered[index]
            frame.presentationTime = .seconds(index) / 30
            latency.submitted(index)
            try await source.submit(frame)
        }
        print(Self.latencyLine("glass to glass, encoded", await latency.finish()))

        let encoder = try SDLH264Encoder(configuration: .init(width: size.width, height: size.height, bitrate: size.width * size.height * 3))
        var units: [(number: Int, unit: SDLH264AccessUnit)] = []
        for (index, frame) in numbered.enumerated() {
            var frame = frame
            frame.presentationTime = .seconds(index) / 30
            if let unit = try await encoder.encode(frame) { units.append((index, unit)) }
        }
        let raw = try GlassToGlassLatency()
        _ = try await stream("glass to glass raw", size: size, count: units.count, paced: true, videoObserver: raw.observe) { _, manager, index in
            raw.submitted(units[index].number)
            await manager.submit(units[index].unit)
        }
        print(Self.latencyLine("glass to glass, raw send", await raw.finish()))
    }

    static func latencyLine(_ name: String, _ result: (latencies: [Duration], submitted: Int, decodeErrors: Int)) -> String {
        String(format: "  %@  p50 %6.2f ms   p95 %6.2f ms   p99 %6.2f ms   decoded %4d of %4d   decode errors %d",
               name.padding(toLength: 24, withPad: " ", startingAt: 0),
               quantile(result.latencies, 0.5) * 1000, quantile(result.latencies, 0.95) * 1000, quantile(result.latencies, 0.99) * 1000,
               result.latencies.count, result.submitted, result.decodeErrors)
    }
}
