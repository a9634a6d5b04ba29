import Foundation
import SDLTestSupport

/// ffprobe's reading of an H.264 file, run through ``SpawnedProcess``.
enum FFprobe {
    struct ToolError: Error, CustomStringConvertible {
        var description: String
    }

    /// The width, height and decoded frame count of the first video stream of `path`.
    static func probe(_ path: String) throws -> (width: Int, height: Int, frames: Int) {
        guard let tool = ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw ToolError(description: "ffprobe is not installed (scripts/test installs it: apt-get install ffmpeg)")
        }
        let child = try SpawnedProcess(executable: tool, arguments: [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=width,height,nb_read_frames", "-of", "csv=p=0", path,
        ], input: .null)
        let output = String(decoding: child.standardOutput.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: child.standardError.readDataToEndOfFile(), as: UTF8.self)
        let status = child.waitForExit()
        guard status == 0 else { throw ToolError(description: "ffprobe exited with \(status): \(errors)") }
        let fields = output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        guard fields.count == 3 else { throw ToolError(description: "unexpected ffprobe output: \(output) \(errors)") }
        return (fields[0], fields[1], fields[2])
    }

    /// Writes `bytes` to a fresh temporary `.h264` file and probes it.
    static func probe(bytes: [UInt8]) throws -> (width: Int, height: Int, frames: Int) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-encoder-\(UUID().uuidString).h264")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try probe(url.path)
    }
}
