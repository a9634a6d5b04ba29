#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads control lines from a file descriptor on a thread of its own with plain blocking `read(2)`,
/// so any kind of descriptor works: a terminal, a pipe, a socket, a regular file or `/dev/null`
/// (which an event loop's epoll cannot watch). End of input ends the stream; it is not an error.
enum HeadUnitDescriptorReader {
    /// The lines of `descriptor`, in order, ending at end of input or at a read error.
    /// - Throws: ``SDLHeadUnitError`` `controlUnavailable` when `descriptor` is not open.
    static func lines(of descriptor: Int32) throws(SDLHeadUnitError) -> AsyncStream<SDLControlLineSplitter.Piece> {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw SDLHeadUnitError(code: "controlUnavailable", message: "Cannot read control lines from descriptor \(descriptor): it is not open")
        }
        let (stream, continuation) = AsyncStream<SDLControlLineSplitter.Piece>.makeStream()
        let thread = Thread {
            var splitter = SDLControlLineSplitter()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                for piece in splitter.append(buffer[0..<count]) { continuation.yield(piece) }
            }
            for piece in splitter.finish() { continuation.yield(piece) }
            continuation.finish()
        }
        thread.name = "sdl-headunit control fd \(descriptor)"
        thread.start()
        return stream
    }
}
