import SDLSession
import SDLProtocol

/// Reads and writes the RIFF/WAVE container of PCM audio (format tag 1).
enum SDLWAVReader {
    /// The format and the samples of a PCM WAV file; chunks other than `fmt ` and `data` are skipped.
    static func read(_ file: [UInt8]) throws(SDLError) -> (SDLPCMFormat, [UInt8]) {
        guard file.count >= 12, file[0..<4].elementsEqual("RIFF".utf8), file[8..<12].elementsEqual("WAVE".utf8) else {
            throw invalid("it does not start with a RIFF/WAVE header")
        }
        var offset = 12
        var format: SDLPCMFormat?
        while offset + 8 <= file.count {
            let id = file[offset..<offset + 4]
            let size = Int(littleEndian32(file, at: offset + 4))
            let body = offset + 8
            guard size <= file.count - body else {
                // A `data` chunk whose size runs past the end (a file cut short, or a streamed WAV's
                // placeholder size) is refused rather than guessed at.
                throw invalid("its \(String(decoding: id, as: UTF8.self)) chunk claims \(size) bytes; \(file.count - body) follow")
            }
            if id.elementsEqual("fmt ".utf8) {
                guard size >= 16 else { throw invalid("its fmt chunk is \(size) bytes; PCM needs 16") }
                let tag = littleEndian16(file, at: body)
                guard tag == 1 else { throw invalid("its format tag is \(tag); only 1 (PCM) is streamable") }
                let channels = Int(littleEndian16(file, at: body + 2))
                let rate = Int(littleEndian32(file, at: body + 4))
                let bits = Int(littleEndian16(file, at: body + 14))
                guard channels > 0, rate > 0, bits == 8 || bits == 16 else {
                    throw invalid("\(channels) channels, \(rate) Hz, \(bits)-bit is not a streamable PCM format")
                }
                format = SDLPCMFormat(sampleRate: rate, bitsPerSample: bits, channelCount: channels)
            } else if id.elementsEqual("data".utf8) {
                guard let format else { throw invalid("its data chunk comes before its fmt chunk") }
                return (format, Array(file[body..<body + size]))
            }
            offset = body + size + (size & 1)  // chunks are padded to even sizes
        }
        throw invalid(format == nil ? "it has no fmt chunk" : "it has no data chunk")
    }

    /// The 44-byte header of a PCM WAV file of `dataByteCount` sample bytes in `format`.
    static func header(for format: SDLPCMFormat, dataByteCount: Int) -> [UInt8] {
        var header: [UInt8] = Array("RIFF".utf8)
        header += littleEndian(UInt32(clamping: 36 + dataByteCount), byteCount: 4) + Array("WAVEfmt ".utf8)
        header += littleEndian(16, byteCount: 4) + littleEndian(1, byteCount: 2) + littleEndian(UInt32(format.channelCount), byteCount: 2)
        header += littleEndian(UInt32(format.sampleRate), byteCount: 4) + littleEndian(UInt32(format.bytesPerSecond), byteCount: 4)
        header += littleEndian(UInt32(format.bytesPerFrame), byteCount: 2) + littleEndian(UInt32(format.bitsPerSample), byteCount: 2)
        header += Array("data".utf8) + littleEndian(UInt32(clamping: dataByteCount), byteCount: 4)
        return header
    }

    private static func invalid(_ what: String) -> SDLError {
        SDLError(code: .invalidAudioData, message: "not a PCM WAV file: \(what)")
    }

    private static func littleEndian16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func littleEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    private static func littleEndian(_ value: UInt32, byteCount: Int) -> [UInt8] {
        (0..<byteCount).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
