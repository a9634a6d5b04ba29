import COpenH264

/// openh264's decoder on the head unit's side of the benchmark: decodes the access units the
/// emulator received (``SDLHeadUnitConfiguration/videoObserver``) and reads each picture's frame
/// number (``FrameNumberStamp``). One task owns it and calls it one call at a time, which is why
/// it may be `@unchecked Sendable`.
final class HeadUnitSideDecoder: @unchecked Sendable {
    private let decoder: UnsafeMutablePointer<ISVCDecoder?>
    /// Access units that did not decode.
    private(set) var errors = 0

    init() throws {
        var made: UnsafeMutablePointer<ISVCDecoder?>?
        guard sdl_openh264_decoder_create(&made) == 0, let made else { throw BenchmarkError("openh264's decoder did not start") }
        decoder = made
    }

    deinit {
        sdl_openh264_decoder_destroy(decoder)
    }

    /// Decodes one access unit (Annex B); the frame number its picture shows, when it made one.
    func decode(_ bytes: [UInt8]) -> Int? {
        var luma: UnsafePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0, stride: Int32 = 0
        let result = bytes.withUnsafeBufferPointer { buffer in
            sdl_openh264_decode(decoder, buffer.baseAddress, Int32(buffer.count), &luma, &width, &height, &stride)
        }
        if result < 0 { errors += 1 }
        guard result == 1, let luma else { return nil }
        return FrameNumberStamp.read(luma: luma, stride: Int(stride), width: Int(width), height: Int(height))
    }
}
