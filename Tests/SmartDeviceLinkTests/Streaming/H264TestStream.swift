import Foundation
import SDLProtocol
import SDLTestSupport

/// H.264 test input made by ffmpeg (its `testsrc` pattern, x264), split into access units, and
/// ffprobe's reading of a recorded stream. Both tools are run through ``SpawnedProcess``.
enum H264TestStream {
    struct ToolError: Error, CustomStringConvertible {
        var description: String
    }

    static func tool(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a tool and returns its standard output; throws on a non-zero exit.
    static func run(_ name: String, _ arguments: [String]) throws -> String {
        guard let path = tool(name) else { throw ToolError(description: "\(name) is not installed (scripts/test installs it: apt-get install ffmpeg)") }
        let child = try SpawnedProcess(executable: path, arguments: arguments, input: .null)
        let output = child.standardOutput.readDataToEndOfFile()
        let errors = child.standardError.readDataToEndOfFile()
        let status = child.waitForExit()
        guard status == 0 else {
            throw ToolError(description: "\(name) exited with \(status): \(String(decoding: errors, as: UTF8.self))")
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `frames` frames of `width`×`height` at 30 fps as Annex B bytes (a key frame every 30, no B-frames).
    static func make(width: Int, height: Int, frames: Int, in directory: URL) throws -> [UInt8] {
        let path = directory.appendingPathComponent("input-\(width)x\(height).h264").path
        _ = try run("ffmpeg", [
            "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=\(width)x\(height):rate=30", "-frames:v", "\(frames)",
            "-c:v", "libx264", "-g", "30", "-bf", "0", "-bsf:v", "h264_mp4toannexb", "-f", "h264", path,
        ])
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The access units of an Annex B stream: a new one begins at an access unit delimiter, or at
    /// a parameter set, SEI or picture-starting slice once the current one holds a slice.
    static func accessUnits(_ bytes: [UInt8], frameRate: Int = 30) -> [SDLH264AccessUnit] {
        var units: [[ArraySlice<UInt8>]] = []
        var current: [ArraySlice<UInt8>] = []
        var hasSlice = false
        for nal in SDLAnnexB.nalUnits(in: bytes) {
            let type = nal[nal.startIndex] & 0x1F
            let isSlice = type == 1 || type == 5
            let beginsPicture = isSlice && nal.count > 1 && nal[nal.startIndex + 1] & 0x80 != 0
            if type == 9 || (hasSlice && (type == 6 || type == 7 || type == 8 || beginsPicture)) {
                if !current.isEmpty { units.append(current) }
                current = []
                hasSlice = false
            }
            current.append(nal)
            hasSlice = hasSlice || isSlice
        }
        if !current.isEmpty { units.append(current) }
        return units.enumerated().map { index, nals in
            SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: nals), presentationTime: .seconds(index) / frameRate)
        }
    }

    /// ffprobe's width, height and decoded frame count of the first video stream of `path`.
    static func probe(_ path: String) throws -> (width: Int, height: Int, frames: Int) {
        let output = try run("ffprobe", [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=width,height,nb_read_frames", "-of", "csv=p=0", path,
        ])
        let fields = output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        guard fields.count == 3 else { throw ToolError(description: "unexpected ffprobe output: \(output)") }
        return (fields[0], fields[1], fields[2])
    }
}
