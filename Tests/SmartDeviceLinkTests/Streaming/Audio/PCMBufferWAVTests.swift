import Testing
@testable import SmartDeviceLink
import SDLProtocol

@Suite("PCM buffers and WAV files: whole frames, the header parsed and checked against the head unit's format")
struct PCMBufferWAVTests {
    static let format = SDLPCMFormat(sampleRate: 16000, bitsPerSample: 16)

    /// The error `body` throws (an ``SDLError``, or a recorded issue), `nil` when it throws none.
    static func code(_ body: () throws -> Void) -> SDLError? {
        do {
            try body()
            return nil
        } catch let error as SDLError {
            return error
        } catch {
            Issue.record("not an SDLError: \(error)")
            return nil
        }
    }

    @Test("a buffer written as WAV reads back the same; the header is the canonical 44 bytes")
    func roundTrip() throws {
        let buffer = try SDLPCMBuffer(bytes: (0..<640).map { UInt8(truncatingIfNeeded: $0) }, format: Self.format)
        let file = buffer.wavFile
        #expect(file.count == 44 + 640)
        #expect(Array(file[0..<4]) == Array("RIFF".utf8) && Array(file[36..<40]) == Array("data".utf8))
        #expect(try SDLPCMBuffer(wav: file, expecting: Self.format) == buffer)
        #expect(buffer.duration == .milliseconds(20))
    }

    @Test("chunks before fmt and data (LIST) are skipped, odd-sized ones with their pad byte")
    func otherChunks() throws {
        let buffer = try SDLPCMBuffer(bytes: [1, 2, 3, 4], format: Self.format)
        var file = buffer.wavFile
        file.insert(contentsOf: Array("LIST".utf8) + [3, 0, 0, 0, 9, 9, 9, 0], at: 12)
        #expect(try SDLPCMBuffer(wav: file, expecting: Self.format) == buffer)
    }

    @Test("a WAV in another format: audioFormatMismatch naming both")
    func mismatch() throws {
        let other = try SDLPCMBuffer(bytes: [1, 2, 3, 4], format: SDLPCMFormat(sampleRate: 44100, bitsPerSample: 16)).wavFile
        let error = Self.code { _ = try SDLPCMBuffer(wav: other, expecting: Self.format) }
        #expect(error?.code == .audioFormatMismatch)
        #expect(error?.message.contains("44100 Hz") == true && error?.message.contains("16000 Hz") == true)
        let stereo = try SDLPCMBuffer(bytes: [1, 2, 3, 4], format: SDLPCMFormat(sampleRate: 16000, bitsPerSample: 16, channelCount: 2)).wavFile
        #expect(Self.code { _ = try SDLPCMBuffer(wav: stereo, expecting: Self.format) }?.code == .audioFormatMismatch)
    }

    @Test("not a PCM WAV file: invalidAudioData, never a crash", arguments: [
        ([], "RIFF/WAVE"),
        (Array("RIFF\0\0\0\0WAVX".utf8), "RIFF/WAVE"),
        (Array("RIFF\0\0\0\0WAVE".utf8), "no fmt chunk"),
    ] as [([UInt8], String)])
    func invalid(file: [UInt8], says: String) {
        let error = Self.code { _ = try SDLPCMBuffer(wav: file, expecting: Self.format) }
        #expect(error?.code == .invalidAudioData)
        #expect(error?.message.contains(says) == true)
    }

    @Test("a header cut short, a data size past the end, a non-PCM tag, a 24-bit sample: invalidAudioData")
    func damaged() throws {
        let file = try SDLPCMBuffer(bytes: [1, 2, 3, 4], format: Self.format).wavFile
        for cut in [13, 20, 36, 43] {
            #expect(Self.code { _ = try SDLPCMBuffer(wav: Array(file[0..<cut]), expecting: Self.format) }?.code == .invalidAudioData)
        }
        var long = file
        long[40] = 5  // claims 5 data bytes; 4 follow
        #expect(Self.code { _ = try SDLPCMBuffer(wav: long, expecting: Self.format) }?.message.contains("claims 5 bytes") == true)
        var float = file
        float[20] = 3  // IEEE float
        #expect(Self.code { _ = try SDLPCMBuffer(wav: float, expecting: Self.format) }?.message.contains("format tag is 3") == true)
        var wide = file
        wide[34] = 24
        #expect(Self.code { _ = try SDLPCMBuffer(wav: wide, expecting: Self.format) }?.code == .invalidAudioData)
    }

    @Test("a buffer of a partial frame is refused")
    func partialFrame() {
        #expect(Self.code { _ = try SDLPCMBuffer(bytes: [1, 2, 3], format: Self.format) }?.code == .invalidAudioData)
        #expect(Self.code { _ = try SDLPCMBuffer(bytes: [], format: Self.format) } == nil)
    }
}
