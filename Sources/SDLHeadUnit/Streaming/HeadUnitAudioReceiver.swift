import Foundation
import SDLProtocol

/// One running audio service on the emulator: checks that each message holds whole sample
/// frames of the expected format, plays the stream out in real time from each message's arrival
/// (``SDLHeadUnitAudioStatistics``'s play-out figures), and, when recording, writes a `.wav`
/// file `ffprobe` reads (its sizes are filled in when the service ends).
final class HeadUnitAudioReceiver {
    private(set) var statistics: SDLHeadUnitAudioStatistics
    private var recording: FileHandle?
    private let log: (String) -> Void
    private let clock = ContinuousClock()
    private var firstArrival: ContinuousClock.Instant?
    /// Seconds after the first arrival at which the play-out of what arrived so far ends.
    private var playhead = 0.0

    init(statistics: SDLHeadUnitAudioStatistics, recordDirectory: String?, log: @escaping (String) -> Void) {
        self.statistics = statistics
        self.log = log
        if let recordDirectory {
            let path = (recordDirectory as NSString).appendingPathComponent(
                "audio-\(statistics.connection)-\(statistics.session)-\(Int(Date().timeIntervalSince1970 * 1000)).wav")
            if FileManager.default.createFile(atPath: path, contents: Data(Self.wavHeader(statistics.format, dataByteCount: 0))),
               let handle = FileHandle(forWritingAtPath: path) {
                handle.seekToEndOfFile()
                recording = handle
                self.statistics.recordingPath = path
            } else {
                log("cannot record the audio stream to \(path)")
            }
        }
    }

    /// Takes one message of the audio service.
    func receive(_ bytes: [UInt8], encrypted: Bool) {
        if encrypted { statistics.encryptedMessages += 1 }
        let now = clock.now
        let start = firstArrival ?? now
        firstArrival = start
        let arrival = Self.seconds(now - start)
        if statistics.messages > 0, playhead < arrival {
            statistics.gapSeconds += arrival - playhead
        }
        playhead = max(playhead, arrival) + statistics.format.seconds(ofByteCount: bytes.count)
        statistics.largestBufferedSeconds = max(statistics.largestBufferedSeconds, playhead - arrival)
        statistics.playOutSeconds = playhead
        statistics.messages += 1
        statistics.bytes += bytes.count
        if bytes.count % statistics.format.bytesPerFrame != 0 {
            statistics.misalignedMessages += 1
            log("audio from connection \(statistics.connection): \(bytes.count) bytes are not whole \(statistics.format) sample frames")
        }
        recording?.write(Data(bytes))
    }

    /// Ends the service: the recording's header gets its sizes and the file is closed.
    func finish() -> SDLHeadUnitAudioStatistics {
        if let recording {
            recording.seek(toFileOffset: 0)
            recording.write(Data(Self.wavHeader(statistics.format, dataByteCount: statistics.bytes)))
            try? recording.close()
        }
        recording = nil
        statistics.isRunning = false
        return statistics
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The 44-byte header of a PCM WAV file.
    static func wavHeader(_ format: SDLHeadUnitAudioFormat, dataByteCount: Int) -> [UInt8] {
        func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        return Array("RIFF".utf8) + le(36 + dataByteCount, 4) + Array("WAVEfmt ".utf8) + le(16, 4) + le(1, 2)
            + le(format.channelCount, 2) + le(format.sampleRate, 4) + le(format.bytesPerSecond, 4)
            + le(format.bytesPerFrame, 2) + le(format.bitsPerSample, 2) + Array("data".utf8) + le(dataByteCount, 4)
    }
}
