import SDLProtocol
import SDLSession
import Testing
@testable import SDLH264Encoder

@Suite("SDLH264Encoder")
struct SDLH264EncoderTests {
    static let width = 800
    static let height = 480

    func encode(
        _ format: SDLVideoFrame.PixelFormat, frames: Int, keyFrameInterval: Int = 30
    ) async throws -> (units: [SDLH264AccessUnit], encoder: SDLH264Encoder) {
        let encoder = try SDLH264Encoder(configuration: .init(width: Self.width, height: Self.height, keyFrameInterval: keyFrameInterval))
        var units: [SDLH264AccessUnit] = []
        for index in 0..<frames {
            let unit = try #require(try await encoder.encode(TestFrames.make(format, width: Self.width, height: Self.height, index: index)))
            units.append(unit)
        }
        return (units, encoder)
    }

    func types(_ unit: SDLH264AccessUnit) -> [SDLH264NALUnitType] {
        unit.nalUnits.compactMap { SDLH264NALUnitType(of: $0) }
    }

    @Test("the first access unit is a key frame: SPS, PPS, then an IDR slice, with the frame's time")
    func firstUnitIsKeyFrame() async throws {
        let (units, _) = try await encode(.rgba, frames: 2)
        let first = try #require(units.first)
        let types = types(first)
        let sps = try #require(types.firstIndex(of: .sequenceParameterSet))
        let pps = try #require(types.firstIndex(of: .pictureParameterSet))
        let idr = try #require(types.firstIndex(of: .idrSlice))
        #expect(sps < pps && pps < idr)
        #expect(first.presentationTime == .zero)
        #expect(units[1].presentationTime == .seconds(1) / 30)
        #expect(!units[1].isKeyFrame)
        #expect(types.allSatisfy { $0.isValidInByteStream })
    }

    @Test("the key-frame interval holds: frame n·k is an IDR picture with SPS and PPS, no other frame is")
    func keyFrameIntervalHolds() async throws {
        let interval = 7
        let (units, encoder) = try await encode(.i420, frames: 3 * interval + 2, keyFrameInterval: interval)
        for (index, unit) in units.enumerated() {
            let types = types(unit)
            let expectKey = index % interval == 0
            #expect(unit.isKeyFrame == expectKey, "frame \(index)")
            #expect(types.contains(.sequenceParameterSet) == expectKey, "frame \(index)")
            #expect(types.contains(.nonIDRSlice) == !expectKey, "frame \(index)")
        }
        let statistics = await encoder.statistics
        #expect(statistics.framesEncoded == units.count)
        #expect(statistics.keyFramesEncoded == 4)
        #expect(statistics.bytesEncoded == units.reduce(0) { $0 + $1.bytes.count })
        #expect(statistics.meanEncodeTime > .zero)
        #expect(statistics.longestEncodeTime >= statistics.meanEncodeTime)
    }

    @Test("forceKeyFrame makes the next frame an IDR picture")
    func forcedKeyFrame() async throws {
        let encoder = try SDLH264Encoder(configuration: .init(width: 320, height: 240, keyFrameInterval: 1000))
        var keys: [Bool] = []
        for index in 0..<6 {
            if index == 4 { try await encoder.forceKeyFrame() }
            let unit = try #require(try await encoder.encode(TestFrames.i420(width: 320, height: 240, index: index)))
            keys.append(unit.isKeyFrame)
        }
        #expect(keys == [true, false, false, false, true, false])
    }

    @Test("ffprobe decodes the concatenated stream at 800×480 with every frame sent", arguments: [SDLVideoFrame.PixelFormat.rgba, .i420])
    func ffprobeReadsStream(format: SDLVideoFrame.PixelFormat) async throws {
        let frames = 45
        let (units, _) = try await encode(format, frames: frames)
        let probe = try FFprobe.probe(bytes: units.flatMap(\.bytes))
        #expect(probe.width == Self.width)
        #expect(probe.height == Self.height)
        #expect(probe.frames == frames)
    }

    @Test("a frame of another size or byte count is refused with invalidVideoFrame, and the encoder goes on")
    func wrongFramesRefused() async throws {
        let encoder = try SDLH264Encoder(configuration: .init(width: 320, height: 240))
        let wrongSize = TestFrames.i420(width: 320, height: 242, index: 0)
        await #expect(throws: SDLError.self) { try await encoder.encode(wrongSize) }
        do throws(SDLError) {
            _ = try await encoder.encode(wrongSize)
            Issue.record("a frame of another size was encoded")
        } catch {
            #expect(error.code == .invalidVideoFrame)
            #expect(error.message.contains("320×242"))
        }
        var short = TestFrames.rgba(width: 320, height: 240, index: 0)
        short.bytes.removeLast()
        do throws(SDLError) {
            _ = try await encoder.encode(short)
            Issue.record("a frame one byte short was encoded")
        } catch {
            #expect(error.code == .invalidVideoFrame)
            #expect(error.message.contains("307200"))
        }
        var i420AsRGBA = TestFrames.i420(width: 320, height: 240, index: 0)
        i420AsRGBA.pixelFormat = .rgba
        await #expect(throws: SDLError(code: .invalidVideoFrame, message: "a 320×240 RGBA frame has 307200 bytes, not 115200")) {
            try await encoder.encode(i420AsRGBA)
        }
        let unit = try await encoder.encode(TestFrames.i420(width: 320, height: 240, index: 1))
        #expect(unit?.isKeyFrame == true)
        #expect(await encoder.statistics.framesEncoded == 1)
    }

    @Test(
        "a configuration the encoder cannot use is refused with invalidEncoderConfiguration",
        arguments: [
            SDLH264EncoderConfiguration(width: 801, height: 480), .init(width: 800, height: 481), .init(width: 0, height: 480),
            .init(width: -2, height: 480), .init(width: 8192, height: 480), .init(width: 800, height: 480, bitrate: 0),
            .init(width: 800, height: 480, frameRate: 0), .init(width: 800, height: 480, frameRate: .nan),
            .init(width: 800, height: 480, keyFrameInterval: 0),
        ]
    )
    func badConfigurationRefused(configuration: SDLH264EncoderConfiguration) {
        #expect {
            _ = try SDLH264Encoder(configuration: configuration)
        } throws: { error in
            (error as? SDLError)?.code == .invalidEncoderConfiguration
        }
    }

    @Test("the smallest even size, 2×2, is accepted or refused with a typed error, never a crash")
    func tinyPicture() async {
        do throws(SDLError) {
            let encoder = try SDLH264Encoder(configuration: .init(width: 2, height: 2))
            _ = try await encoder.encode(TestFrames.i420(width: 2, height: 2, index: 0))
        } catch {
            #expect(error.code == .encoderFailed || error.code == .invalidEncoderConfiguration)
        }
    }
}

@Suite("SDLH264Encoder presentation times")
struct SDLH264EncoderTimeTests {
    @Test("presentation times become whole milliseconds, clamped instead of overflowing")
    func milliseconds() {
        #expect(SDLH264Encoder.milliseconds(.zero) == 0)
        #expect(SDLH264Encoder.milliseconds(.seconds(1) / 30) == 33)
        #expect(SDLH264Encoder.milliseconds(.seconds(2)) == 2000)
        #expect(SDLH264Encoder.milliseconds(.seconds(Int64.max)) == .max)
        #expect(SDLH264Encoder.milliseconds(.seconds(Int64.min)) == .min)
    }
}
