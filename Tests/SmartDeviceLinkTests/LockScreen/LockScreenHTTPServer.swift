import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the icon tests (blocking sockets on a thread of its own):
/// answers every request with one fixed response, or — `response == nil` — never accepts, so a
/// client connects (the kernel's backlog) and waits for an answer that never comes.
final class LockScreenHTTPServer: Sendable {
    let port: Int
    private let socket: Int32
    private let hasAcceptingThread: Bool

    /// Listens on a free port; `response` is the whole answer (status line, headers, body).
    ///
    /// The accepting thread closes the listening socket itself, once `accept` fails after
    /// ``stop()`` shut it down: were `stop()` to close it, the descriptor's number could be reused
    /// by another test's new socket before the thread's next `accept`, and the thread would answer
    /// that test's connections (seen: a never-answering server's client got this one's response).
    init(response: [UInt8]?) throws {
        socket = try Self.listeningSocket()
        port = Self.port(of: socket)
        hasAcceptingThread = response != nil
        guard let response else { return }
        let fd = socket
        Thread.detachNewThread {
            while true {
                let client = accept(fd, nil, nil)
                guard client >= 0 else {
                    close(fd)
                    return
                }
                Self.readRequest(client)
                _ = response.withUnsafeBytes { send(client, $0.baseAddress, $0.count, 0) }
                close(client)
            }
        }
    }

    /// A server answering `status` with `body`.
    convenience init(status: String = "200 OK", body: [UInt8]) throws {
        let head = "HTTP/1.1 \(status)\r\nContent-Type: image/png\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        try self.init(response: Array(head.utf8) + body)
    }

    /// Stops listening: the accepting thread's `accept` fails and it closes the socket; without a
    /// thread, the socket is closed here.
    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        if !hasAcceptingThread { close(socket) }
    }

    /// A port nothing listens on (bound, then closed again): connecting to it is refused.
    static func closedPort() throws -> Int {
        let socket = try listeningSocket()
        let port = port(of: socket)
        close(socket)
        return port
    }

    private static func listeningSocket() throws -> Int32 {
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        return fd
    }

    private static func port(of socket: Int32) -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Reads until the blank line that ends the request head (GETs have no body).
    private static func readRequest(_ client: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !received.suffix(4).elementsEqual([13, 10, 13, 10]) {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            received += buffer[0..<count]
        }
    }
}
