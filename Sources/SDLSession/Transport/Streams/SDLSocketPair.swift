#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Two connected local stream sockets (`socketpair(AF_UNIX, SOCK_STREAM)`): what an app-provided
/// byte stream and the session's NIO pipeline meet through, in this process.
struct SDLSocketPair {
    /// The end the session's channel (frame codec, ``SDLTransportHandler``) uses.
    let sessionEnd: Int32
    /// The end ``SDLByteStreamBridge`` copies the app's stream to and from.
    let bridgeEnd: Int32

    /// Makes the pair; throws `connectionFailed` when the system has no descriptors left.
    static func make() throws(SDLError) -> SDLSocketPair {
        var descriptors: [Int32] = [-1, -1]
        #if canImport(Darwin)
        let result = socketpair(AF_UNIX, SOCK_STREAM, 0, &descriptors)
        #else
        let result = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors)
        #endif
        guard result == 0 else {
            throw SDLError(code: .connectionFailed, message: "socketpair() failed with errno \(errno)")
        }
        return SDLSocketPair(sessionEnd: descriptors[0], bridgeEnd: descriptors[1])
    }

    /// Closes a descriptor no channel took over.
    static func close(_ descriptor: Int32) {
        #if canImport(Darwin)
        _ = Darwin.close(descriptor)
        #elseif canImport(Musl)
        _ = Musl.close(descriptor)
        #else
        _ = Glibc.close(descriptor)
        #endif
    }
}
