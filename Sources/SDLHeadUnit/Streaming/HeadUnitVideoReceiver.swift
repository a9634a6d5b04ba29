import Foundation
import SDLProtocol

/// One running video service on the emulator: checks the stream (RTP framing and packets, or the
/// RAW Annex B bytes; every NAL unit's header), counts NAL units and pictures, and, when
/// recording, writes the H.264 elementary stream (Annex B) to a file `ffprobe` reads.
final class HeadUnitVideoReceiver {
    private(set) var statistics: SDLHeadUnitVideoStatistics
    private var rtp: SDLRTPH264StreamReader?
    /// RAW: bytes after the last start code seen, whose NAL unit may continue in the next message.
    private var rawTail: [UInt8] = []
    private var recording: FileHandle?
    private let log: (String) -> Void
    /// Called with each whole access unit (``SDLHeadUnitConfiguration/videoObserver``).
    var accessUnitObserver: (@Sendable (SDLHeadUnitVideoAccessUnit) -> Void)?
    private var assembler = HeadUnitAccessUnitAssembler()
    private var accessUnits = 0
    /// RAW bytes kept without a start code before they count as invalid.
    static let largestUnit = 8 * 1024 * 1024

    init(statistics: SDLHeadUnitVideoStatistics, recordDirectory: String?, log: @escaping (String) -> Void) {
        self.statistics = statistics
        self.log = log
        if statistics.parameters.videoProtocol == "RTP" { rtp = SDLRTPH264StreamReader() }
        if let recordDirectory {
            let path = (recordDirectory as NSString).appendingPathComponent(
                "video-\(statistics.connection)-\(statistics.session)-\(Int(Date().timeIntervalSince1970 * 1000)).h264")
            if FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) {
                recording = handle
                self.statistics.recordingPath = path
            } else {
                log("cannot record the video stream to \(path)")
            }
        }
    }

    /// Takes one message of the video service.
    func receive(_ bytes: [UInt8], encrypted: Bool) {
        if encrypted { statistics.encryptedMessages += 1 }
        statistics.bytes += bytes.count
        if var reader = rtp {
            for item in reader.read(bytes) {
                switch item {
                case .nalUnit(let unit): take(unit[...])
                case .endOfAccessUnit: deliver(assembler.end())
                case .invalid(let error): invalid(error.message)
                }
            }
            rtp = reader
        } else {
            rawTail.append(contentsOf: bytes)
            let units = SDLAnnexB.nalUnits(in: rawTail)
            guard let last = units.last else {
                if rawTail.count > Self.largestUnit {
                    invalid("\(rawTail.count) bytes without an H.264 start code")
                    rawTail = []
                }
                return
            }
            for unit in units.dropLast() { take(unit) }
            // The last unit may go on in the next message: keep it, with its start code.
            rawTail = SDLAnnexB.startCode + Array(rawTail[last.startIndex...])
        }
    }

    /// Ends the service: the last RAW NAL unit is complete now; the recording is closed.
    func finish() -> SDLHeadUnitVideoStatistics {
        if rtp == nil {
            for unit in SDLAnnexB.nalUnits(in: rawTail) { take(unit) }
            rawTail = []
        }
        deliver(assembler.end())
        try? recording?.close()
        recording = nil
        statistics.isRunning = false
        return statistics
    }

    private func take(_ unit: ArraySlice<UInt8>) {
        guard let type = SDLH264NALUnitType(of: unit), type.isValidInByteStream else {
            return invalid("NAL unit type \(unit.first.map { $0 & 0x1F } ?? 0) is not valid in an H.264 stream")
        }
        statistics.nalUnits += 1
        // A slice whose first_mb_in_slice is 0 (ue(v) "1": the first bit after the header) begins a picture.
        if type == .nonIDRSlice || type == .idrSlice, unit.count > 1, unit[unit.startIndex + 1] & 0x80 != 0 {
            statistics.frames += 1
            if type == .idrSlice { statistics.keyFrames += 1 }
        }
        recording?.write(Data(SDLAnnexB.startCode + unit))
        if accessUnitObserver != nil { deliver(assembler.add(unit, type: type)) }
    }

    private func deliver(_ bytes: [UInt8]?) {
        guard let bytes, let accessUnitObserver else { return }
        accessUnitObserver(SDLHeadUnitVideoAccessUnit(
            connection: statistics.connection, session: statistics.session, parameters: statistics.parameters,
            index: accessUnits, bytes: bytes))
        accessUnits += 1
    }

    private func invalid(_ message: String) {
        statistics.invalidUnits += 1
        log("invalid video data from connection \(statistics.connection): \(message)")
    }
}
