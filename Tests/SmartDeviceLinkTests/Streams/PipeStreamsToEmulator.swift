import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Foundation streams to a head unit the way an accessory gives them: an `InputStream` and an
/// `OutputStream` on two pipes (opened through `/dev/fd/N`, so they are plain file streams), and
/// two test threads copying between the pipes and a TCP socket connected to the emulator with
/// POSIX `socket`/`connect`. The library sees only the Foundation streams.
///
/// The copying stops when either side closes: the emulator closing the socket closes the pipe
/// the input stream reads (its end), the library closing the output stream ends the other pipe,
/// which shuts the socket down. ``copiersFinished`` counts the copying threads that ended (2: the
/// chain ended cleanly both ways).
final class PipeStreamsToEmulator: @unchecked Sendable {
    // @unchecked: the descriptors are written once in `init`; `finished` is behind `lock`.
    let input: InputStream
    let output: OutputStream
    private let lock = NSLock()
    private var finished = 0

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Connects to 127.0.0.1:`port` and makes the streams, opened.
    init(port: Int) throws {
        // A write to a pipe whose reader closed must fail with EPIPE, not end the test process.
        signal(SIGPIPE, SIG_IGN)
        let socketDescriptor = try Self.connect(port: port)
        var toApp: [Int32] = [-1, -1]
        var fromApp: [Int32] = [-1, -1]
        guard pipe(&toApp) == 0, pipe(&fromApp) == 0 else { throw Failure(description: "pipe() failed: \(errno)") }
        guard let input = InputStream(fileAtPath: "/dev/fd/\(toApp[0])"),
              let output = OutputStream(toFileAtPath: "/dev/fd/\(fromApp[1])", append: true) else {
            throw Failure(description: "no streams on /dev/fd")
        }
        input.open()
        output.open()
        let (toAppReader, toAppWriter, fromAppReader, fromAppWriter) = (toApp[0], toApp[1], fromApp[0], fromApp[1])
        // The streams hold their own descriptors now: close ours, so an end seen by one side is seen by the other.
        close(toAppReader)
        close(fromAppWriter)
        self.input = input
        self.output = output
        Thread { [self] in
            Self.copy(from: socketDescriptor, to: toAppWriter)
            close(toAppWriter)
            finishedCopying()
        }.start()
        Thread { [self] in
            Self.copy(from: fromAppReader, to: socketDescriptor)
            close(fromAppReader)
            // Ends the other thread's read of the socket too.
            shutdown(socketDescriptor, Int32(SHUT_RDWR))
            finishedCopying()
        }.start()
    }

    /// How many of the two copying threads ended.
    var copiersFinished: Int {
        lock.withLock { finished }
    }

    private func finishedCopying() {
        lock.withLock { finished += 1 }
    }

    /// Copies until `source` ends or fails, or `destination` fails.
    private static func copy(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var offset = 0
            while offset < count {
                let written = buffer[offset..<count].withUnsafeBytes { write(destination, $0.baseAddress, $0.count) }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// A TCP socket connected to 127.0.0.1:`port`.
    static func connect(port: Int) throws -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket() failed: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                posixConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "connect() to port \(port) failed: \(errno)")
        }
        return descriptor
    }
}

/// POSIX `connect`, named apart from this file's own `connect(port:)`.
private func posixConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}
