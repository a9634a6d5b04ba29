import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SDLProtocol
import SDLSession
import SDLSessionTLS
import SDLTestSupport

/// A protected SDL session made with the real TLS layers — the app's server and a head unit's
/// client, swift-nio-ssl both — written down as a capture would hold it: the handshake in security
/// queries, then encrypted frames both ways. The key log holds what both ends' TLS logged.
final class TLSCaptureRecorder {
    let server: SDLTLSSecurityLayer
    let client: SDLTLSSecurityLayer
    let loop: any EventLoop = MultiThreadedEventLoopGroup.singleton.next()
    private let keyLines = NIOLockedValueBox<[String]>([])
    private(set) var capture = ByteBuffer()
    private var messageID: UInt32 = 1
    let sessionID: UInt8

    init(version: SDLTLSSecurityConfiguration.Version, sessionID: UInt8 = 1) async throws {
        let (certificate, key) = try TestCertificates.selfSigned()
        let lines = keyLines
        let keyLog = SDLTLSKeyLog { line in lines.withLockedValue { $0.append(line) } }
        server = SDLTLSSecurityLayer(configuration: try .server(
            certificateChainPEM: certificate, privateKeyPEM: key, minimumVersion: version, maximumVersion: version, keyLog: keyLog))
        client = SDLTLSSecurityLayer(configuration: try .client(trustedRootsPEM: certificate, minimumVersion: version, maximumVersion: version))
        self.sessionID = sessionID
        try await server.start(on: loop)
        try await client.start(on: loop)
    }

    /// The key log's text (NSS format), as a file would hold it.
    var keyLog: String { keyLines.withLockedValue { $0.map { $0 + "\n" }.joined() } }

    /// Runs the handshake, each step a security query in the capture (requests from the head
    /// unit, responses from the app).
    func handshake() async throws {
        var toServer = try await client.clientHello()
        for round in 1...4 {
            append(query: .request, sequenceNumber: UInt32(round), data: toServer)
            let toClient = try await server.handshake(toServer)
            if !toClient.isEmpty { append(query: .response, sequenceNumber: UInt32(round), data: toClient) }
            toServer = try await client.handshake(toClient)
            if server.isReady && client.isReady && toServer.isEmpty { return }
        }
        throw TestFailure("the handshake did not finish in 4 rounds")
    }

    /// The app sends `payload` as one encrypted single frame on the RPC service.
    func appSends(_ payload: SDLRPCPayload) async throws {
        let ciphertext = try await encrypt(payload.encoded(), with: server)
        append(frame: SDLFrame(version: 5, isEncrypted: true, frameType: .single, serviceType: .rpc, sessionID: sessionID, messageID: nextMessageID(), payload: ciphertext.readableBytesView))
    }

    /// The head unit sends `payload` as one encrypted single frame on the RPC service.
    func headUnitSends(_ payload: SDLRPCPayload) async throws {
        let ciphertext = try await encrypt(payload.encoded(), with: client)
        append(frame: SDLFrame(version: 5, isEncrypted: true, frameType: .single, serviceType: .rpc, sessionID: sessionID, messageID: nextMessageID(), payload: ciphertext.readableBytesView))
    }

    /// The app's frames of a multi-frame encrypted message (first frame plain, each consecutive
    /// frame encrypted on its own), not yet in the capture: the caller interleaves them.
    func appFrames(of payload: SDLRPCPayload, framePayloadSize: Int) async throws -> [SDLFrame] {
        let message = payload.message(version: 5, sessionID: sessionID, messageID: nextMessageID())
        var encrypted = message
        encrypted.isEncrypted = true
        var frames: [SDLFrame] = []
        for var frame in SDLMessageFragmenter.frames(for: encrypted, maximumPayloadSize: framePayloadSize) {
            if frame.header.isEncrypted {
                frame.payload = try await encrypt(frame.payload, with: server)
            }
            frames.append(frame)
        }
        return frames
    }

    func append(frame: SDLFrame) {
        frame.encode(into: &capture)
    }

    private func append(query type: SDLSecurityQueryType, sequenceNumber: UInt32, data: [UInt8]) {
        append(frame: SDLSecurityQuery.handshake(type, sequenceNumber: sequenceNumber, data: data).frame(version: 5, sessionID: sessionID, messageID: nextMessageID()))
    }

    private func encrypt(_ plaintext: ByteBuffer, with layer: SDLTLSSecurityLayer) async throws -> ByteBuffer {
        let bytes = Array(plaintext.readableBytesView)
        return ByteBuffer(bytes: try await loop.submit { try layer.encrypt(bytes) }.get())
    }

    private func nextMessageID() -> UInt32 {
        defer { messageID += 1 }
        return messageID
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
