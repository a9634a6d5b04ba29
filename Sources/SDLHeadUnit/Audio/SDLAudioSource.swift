import Foundation

/// Where the audio of a PerformAudioPassThru comes from: a generated tone, silence, or PCM from a WAV
/// file. Audio is streamed as OnAudioPassThru bulk data in the format the app asked for.
public enum SDLAudioSource: Sendable, Hashable {
    /// A sine tone at `frequency` Hz, at a quarter of full scale.
    case tone(frequency: Double)
    /// Zero samples.
    case silence
    /// Raw PCM bytes, sent as they are (looped when shorter than the recording), as SDL Core's
    /// emulation streams a file without converting it.
    case pcm([UInt8])

    /// Reads the PCM data of a WAV file (the `data` chunk; or everything after a 44-byte header if the
    /// file has no readable chunk list).
    ///
    /// - Throws: ``SDLHeadUnitError`` `invalidAudio` when the file cannot be read or holds no samples.
    public static func wavFile(_ path: String) throws(SDLHeadUnitError) -> SDLAudioSource {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SDLHeadUnitError(code: "invalidAudio", message: "Cannot read WAV file '\(path)'")
        }
        let samples = pcmData(ofWAV: Array(data))
        guard !samples.isEmpty else {
            throw SDLHeadUnitError(code: "invalidAudio", message: "'\(path)' holds no PCM samples")
        }
        return .pcm(samples)
    }

    /// The `data` chunk of a RIFF/WAVE file, or the bytes after 44 when the chunk list is not readable.
    static func pcmData(ofWAV bytes: [UInt8]) -> [UInt8] {
        func tag(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        func uint32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        if bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" {
            var position = 12
            while position + 8 <= bytes.count {
                let size = uint32(position + 4)
                let start = position + 8
                if tag(position) == "data" {
                    return Array(bytes[start..<min(bytes.count, start + size)])
                }
                position = start + size + (size & 1)
            }
        }
        return bytes.count > 44 ? Array(bytes[44...]) : []
    }

    /// `count` bytes of audio starting `offset` bytes into the stream, for `sampleRate` Hz and
    /// `bitsPerSample` (8 = unsigned, 16 = signed little-endian), mono.
    func bytes(offset: Int, count: Int, sampleRate: Int, bitsPerSample: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        switch self {
        case .silence:
            return Array(repeating: bitsPerSample == 8 ? 0x80 : 0, count: count)
        case .pcm(let data):
            guard !data.isEmpty else { return Array(repeating: 0, count: count) }
            var result: [UInt8] = []
            result.reserveCapacity(count)
            var position = offset % data.count
            while result.count < count {
                let take = min(count - result.count, data.count - position)
                result += data[position..<position + take]
                position = 0
            }
            return result
        case .tone(let frequency):
            let bytesPerSample = bitsPerSample == 8 ? 1 : 2
            var result: [UInt8] = []
            result.reserveCapacity(count)
            var sampleIndex = offset / bytesPerSample
            while result.count < count {
                let phase = 2 * Double.pi * frequency * Double(sampleIndex) / Double(max(sampleRate, 1))
                let value = sin(phase) * 0.25
                if bytesPerSample == 1 {
                    result.append(UInt8(clamping: Int((value * 127).rounded()) + 128))
                } else {
                    let sample = Int16(clamping: Int((value * 32767).rounded()))
                    let bits = UInt16(bitPattern: sample)
                    result.append(UInt8(truncatingIfNeeded: bits))
                    if result.count < count { result.append(UInt8(truncatingIfNeeded: bits >> 8)) }
                }
                sampleIndex += 1
            }
            return result
        }
    }
}
