#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps descriptors 0, 1 and 2 taken before a tool opens sockets.
///
/// A program started with a standard descriptor closed (`sdl-headunit <&-`, some service managers)
/// would otherwise get that number for its next socket or event-loop descriptor — and then read
/// control lines from its own epoll descriptor, or print its output into an app's connection. Call
/// ``reserve()`` first thing in `main`; each closed one is opened on `/dev/null`.
///
/// ```swift
/// let closed = SDLStandardDescriptors.reserve()   // e.g. [0] when started with <&-
/// ```
public enum SDLStandardDescriptors {
    /// Opens `/dev/null` on each of 0, 1 and 2 that is closed and returns the ones that were.
    @discardableResult
    public static func reserve() -> [Int32] {
        var closed: [Int32] = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 {
            closed.append(descriptor)
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        return closed
    }
}
