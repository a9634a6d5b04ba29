import Foundation
import SDLSession
import SmartDeviceLink

/// The navigation example's spoken-style prompt, generated rather than read from a file: three
/// rising tones with short pauses, like the chime before a turn instruction, in whatever PCM format
/// the head unit plays (8- or 16-bit, any rate).
enum ExampleNavigationPrompt {
    /// Each tone's pitch and length, then the pause after it.
    static let tones: [(hertz: Double, length: Duration, pause: Duration)] = [
        (523.25, .milliseconds(180), .milliseconds(60)),  // C5
        (659.25, .milliseconds(180), .milliseconds(60)),  // E5
        (783.99, .milliseconds(300), .milliseconds(0)),   // G5
    ]

    /// The prompt in `format` (mono samples; a 10 ms fade at each tone's ends so it does not click).
    /// - Throws: `invalidAudioData` only if `format` has no whole sample frames (see ``SDLPCMBuffer``).
    static func buffer(in format: SDLPCMFormat) throws(SDLError) -> SDLPCMBuffer {
        var samples: [Double] = []
        for tone in tones {
            let count = format.byteCount(for: tone.length) / format.bytesPerFrame
            let fade = max(min(format.sampleRate / 100, count / 2), 1)
            for index in 0..<count {
                let envelope = min(Double(min(index, count - 1 - index)) / Double(fade), 1)
                samples.append(0.4 * envelope * sin(2 * .pi * tone.hertz * Double(index) / Double(format.sampleRate)))
            }
            if tone.pause > .zero {
                samples += repeatElement(0, count: format.byteCount(for: tone.pause) / format.bytesPerFrame)
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(samples.count * format.bytesPerFrame)
        for sample in samples {
            for _ in 0..<format.channelCount {
                if format.bitsPerSample == 8 {
                    bytes.append(UInt8(clamping: Int((sample + 1) * 127.5)))  // unsigned, 128 is silence
                } else {
                    let value = UInt16(bitPattern: Int16(clamping: Int(sample * Double(Int16.max))))
                    bytes.append(UInt8(truncatingIfNeeded: value))
                    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
                }
            }
        }
        return try SDLPCMBuffer(bytes: bytes, format: format)
    }
}
