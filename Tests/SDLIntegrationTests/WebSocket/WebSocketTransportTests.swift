import Foundation
import NIOCore
import NIOPosix
import SDLProtocol
@testable import SDLSession
import SDLTestSupport
import Testing

/// The WebSocket server's transport checks, seen by a hand-written car on a real loopback socket.
@Suite("WebSocket transport", .timeLimit(.minutes(TestTime.minutes(1))))
struct WebSocketTransportTests {
    /// Runs `body` with a session server on a free port, and stops it afterwards.
    static func withServer(
        options: SDLWebSocketOptions = .forTests(), _ body: (SDLSessionServer) async throws -> Void
    ) async throws {
        let server = try await SDLSessionServer.listen(port: 0, options: options, configuration: .forTests())
        do {
            try await body(server)
            await server.stop()
        } catch {
            await server.stop()
            throw error
        }
    }

    @Test("an upgrade on the path is accepted and the app's StartService comes as one binary message")
    func upgradeAccepted() async throws {
        try await Self.withServer { server in
            let car = try await TestWebSocketClient.upgraded(port: server.port)
            let message = try await car.nextFrame(opcode: 0x2)
            // An SDL control frame (frame type 0) of the RPC service (byte 1: 7), StartService (byte 2, frame info: 1).
            #expect(message.payload.count >= 12)
            #expect(message.payload[0] & 0x03 == 0)
            #expect(message.payload[1] == 0x07)
            #expect(message.payload[2] == 0x01)
            await car.close()
        }
    }

    @Test("an upgrade on another path is refused with 404 and the connection closes")
    func wrongPathRefused() async throws {
        try await Self.withServer(options: .forTests(path: "/sdl")) { server in
            let car = try await TestWebSocketClient.connect(port: server.port)
            try await car.sendUpgrade(path: "/other")
            #expect(try await car.responseStatus() == 404)
            try await car.waitForClose()
        }
    }

    @Test("an upgrade over HTTP/1.0 is refused with 505")
    func oldHTTPRefused() async throws {
        try await Self.withServer { server in
            let car = try await TestWebSocketClient.connect(port: server.port)
            try await car.sendUpgrade(path: "/", version: "HTTP/1.0")
            #expect(try await car.responseStatus() == 505)
            try await car.waitForClose()
        }
    }

    @Test("the health check answers 200 with the cars connected, HEAD without a body; without a health path it is a 404")
    func healthCheck() async throws {
        var options = SDLWebSocketOptions.forTests(path: "/sdl")
        options.healthCheckPath = "health"
        try await Self.withServer(options: options) { server in
            let car = try await TestWebSocketClient.upgraded(port: server.port, path: "/sdl")
            let check = try await TestWebSocketClient.connect(port: server.port)
            try await check.sendRequest("GET", path: "/health?from=balancer")
            #expect(try await check.responseStatus() == 200)
            #expect(try await check.bodyUntilClose() == #"{"status":"serving","cars":1}"#)
            let head = try await TestWebSocketClient.connect(port: server.port)
            try await head.sendRequest("HEAD", path: "/health")
            #expect(try await head.responseStatus() == 200)
            #expect(try await head.bodyUntilClose() == "")
            let post = try await TestWebSocketClient.connect(port: server.port)
            try await post.sendRequest("POST", path: "/health")
            #expect(try await post.responseStatus() == 404)
            await car.close()
        }
        try await Self.withServer { server in
            let check = try await TestWebSocketClient.connect(port: server.port)
            try await check.sendRequest("GET", path: "/health")
            #expect(try await check.responseStatus() == 404)
        }
    }

    @Test("a health check that arrives after the server stopped taking cars answers 503, draining")
    func healthCheckWhileDraining() async throws {
        var options = SDLWebSocketOptions.forTests()
        options.healthCheckPath = "/health"
        try await Self.withServer(options: options) { server in
            let check = try await TestWebSocketClient.connect(port: server.port)
            // A whole check on a second connection: the server accepts in order, so once it answered
            // that one, it has accepted the first (which closing the listener would otherwise reset).
            #expect(try await TestHTTPRequest.send("GET", path: "/health", port: server.port).status == 200)
            await server.stopListening()
            try await check.sendRequest("GET", path: "/health")
            #expect(try await check.responseStatus() == 503)
            #expect(try await check.bodyUntilClose() == #"{"status":"draining","cars":0}"#)
        }
    }

    @Test("a connection that never asks for the upgrade is closed after the upgrade timeout")
    func silentConnectionClosed() async throws {
        var options = SDLWebSocketOptions.forTests()
        options.upgradeTimeout = TestTime.scaled(.milliseconds(300))
        try await Self.withServer(options: options) { server in
            let idle = try await TestWebSocketClient.connect(port: server.port)
            try await idle.waitForClose()
            #expect(server.connectedCount == 0)
        }
    }

    @Test("a car that asked in time keeps its connection when the server's loop was too busy to read it before the timeout")
    func upgradeReadLateOnABusyLoop() async throws {
        // The server on a loop of its own, so the test can block it (and nothing else).
        let serverLoop = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { Task { try? await serverLoop.shutdownGracefully() } }
        // The car asks well within the timeout; the server reads only after it has come due.
        let timeout = TestTime.scaled(.seconds(1))
        var options = SDLWebSocketOptions.forTests()
        options.upgradeTimeout = timeout
        let server = try await SDLSessionServer.listen(
            host: "127.0.0.1", port: 0, options: options, configuration: .forTests(), group: serverLoop)
        // Timed on the server's and the car's own loops, never by the test's task (a loaded run can
        // starve it for longer than the timeout): 50 ms after the connection is up (the server has
        // accepted it and armed its timer) the server's loop is busy for a second longer than the
        // timeout, and until the car has asked; the car asks 100 ms after the connection is up, so
        // its request waits unread in the socket while the timer comes due.
        let carLoop = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { Task { try? await carLoop.shutdownGracefully() } }
        let busy = UInt32((timeout + .seconds(1)) / .microseconds(1))
        let asked = DispatchSemaphore(value: 0)
        let car = try await TestWebSocketClient.connect(port: server.port, group: carLoop) { sendUpgrade in
            serverLoop.next().scheduleTask(in: .milliseconds(50)) {
                usleep(busy)
                asked.wait()
            }
            carLoop.next().scheduleTask(in: .milliseconds(100)) {
                sendUpgrade()
                asked.signal()
            }
        }
        #expect(try await car.responseStatus() == 101)
        await car.close()
        await server.stop()
    }

    @Test("a ping is answered with a pong carrying the same data")
    func pingAnswered() async throws {
        try await Self.withServer { server in
            let car = try await TestWebSocketClient.upgraded(port: server.port)
            try await car.send(opcode: 0x9, payload: Array("are you there".utf8))
            let pong = try await car.nextFrame(opcode: 0xA)
            #expect(pong.payload == Array("are you there".utf8))
            await car.close()
        }
    }

    @Test("a peer that stays silent is pinged, then closed with 1001 after the connection-lost timeout")
    func silentPeerTimedOut() async throws {
        let options = SDLWebSocketOptions.forTests(connectionLostTimeout: TestTime.scaled(.milliseconds(400)))
        try await Self.withServer(options: options) { server in
            let car = try await TestWebSocketClient.upgraded(port: server.port)
            _ = try await car.nextFrame(opcode: 0x9)
            #expect(try await car.closeCode() == 1001)
        }
    }

    @Test("a text message is refused with close code 1003")
    func textRefused() async throws {
        try await Self.expectClose(1003, after: 0x1, payload: Array("{\"hello\":1}".utf8))
    }

    @Test("a message larger than the MTU plus the frame header is refused with close code 1009")
    func oversizeRefused() async throws {
        try await Self.expectClose(1009, after: 0x2, payload: [UInt8](repeating: 0, count: 12 + 131_072 + 1))
    }

    @Test("after the StartServiceACK, a message larger than the negotiated MTU plus the header is refused with 1009")
    func negotiatedLimit() async throws {
        try await Self.withServer { server in
            let car = try await TestWebSocketClient.upgraded(port: server.port)
            _ = try await car.nextFrame(opcode: 0x2)
            // The car answers the StartService with an MTU of 1000 bytes …
            let ack = SDLStartServiceACK(serviceType: .rpc, protocolVersion: SDLProtocolVersion(5, 4, 0), hashID: 1, mtu: 1000)
            try await car.send(opcode: 0x2, payload: ack.frame(version: 5, sessionID: 1).encodedBytes())
            // … answered pings show the session is up; then 1013 bytes is one too many.
            try await car.send(opcode: 0x9, payload: [7])
            #expect(try await car.nextFrame(opcode: 0xA).payload == [7])
            try await car.send(opcode: 0x2, payload: [UInt8](repeating: 0, count: 12 + 1000 + 1))
            #expect(try await car.closeCode() == 1009)
        }
    }

    /// A car sends one frame; the server answers with a close frame of `code` and closes.
    static func expectClose(_ code: Int, after opcode: UInt8, payload: [UInt8]) async throws {
        try await withServer { server in
            let car = try await TestWebSocketClient.upgraded(port: server.port)
            try await car.send(opcode: opcode, payload: payload)
            #expect(try await car.closeCode() == code)
        }
    }

    @Test("a WebSocket client session dialling a wrong path fails with upgradeRefused")
    func clientUpgradeRefused() async throws {
        try await Self.withServer(options: .forTests(path: "/cloud")) { server in
            var configuration = SDLSessionConfiguration.forTests()
            configuration.transport = .webSocket(SDLWebSocketOptions(path: "/elsewhere"))
            let error = await #expect(throws: SDLError.self) {
                _ = try await SDLSession.connect(host: "127.0.0.1", port: server.port, configuration: configuration)
            }
            #expect(error?.code == .upgradeRefused)
        }
    }
}
