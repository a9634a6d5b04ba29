import Foundation

/// Reads a file or standard input in fixed-size chunks, so memory stays flat however large the
/// input is.
final class ByteSource {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    /// Opens `path` (`-` is standard input); `nil` when it cannot be opened.
    init?(path: String) {
        if path == "-" {
            descriptor = STDIN_FILENO
            ownsDescriptor = false
            return
        }
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else { return nil }
        let opened = open(path, O_RDONLY)
        guard opened >= 0 else { return nil }
        descriptor = opened
        ownsDescriptor = true
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The next bytes, or an empty slice at the end (a read error also ends the input).
    func next() -> ArraySlice<UInt8> {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return count > 0 ? chunk[0..<count] : []
        }
    }
}
