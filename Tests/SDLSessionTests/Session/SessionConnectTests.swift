import SDLProtocol
import SDLRPC
@testable import SDLSession
import Testing

@Suite("Session: connecting and negotiating over loopback TCP")
struct SessionConnectTests {
    @Test("connects, negotiates v5 from a v1 StartService, and registers with a round trip")
    func registrationRoundTrip() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())

        #expect(session.negotiatedProtocolVersion == "5.4.0")
        #expect(session.frameVersion == 5)
        #expect(session.hashID == FakeHeadUnit.hashID)
        #expect(session.sessionID == FakeHeadUnit.sessionID)
        #expect(session.maximumFramePayloadSize == 131_072)
        let startServices = headUnit.log.compactMap { event -> (String?, UInt8)? in
            if case .startService(let version, let header) = event { return (version, header) }
            return nil
        }
        #expect(startServices.count == 1)
        #expect(startServices.first?.0 == "5.4.0")
        #expect(startServices.first?.1 == 1)

        #expect(!session.isRegistered)
        let response = try await session.send(registerRequest(appName: "Round Trip"))
        #expect(response.success)
        #expect(response.resultCode == .success)
        #expect(session.isRegistered)

        let received = try #require(headUnit.receivedRPCs(functionID: SDLRegisterAppInterface.rpcFunctionID).first)
        #expect(received.rpcType == .request)
        #expect(received.parameters["appName"] == .string("Round Trip"))
        #expect(received.parameters["languageDesired"] == .string("EN-US"))
        #expect(received.correlationID > 0)
        #expect(received.headerVersion == 5)
        #expect(received.sessionID == FakeHeadUnit.sessionID)
        #expect(received.messageID != 0)
        #expect(received.serviceType == .rpc)
        await session.close()
        await headUnit.stop()
    }

    @Test("settles on the version the head unit acknowledges, below the one offered")
    func downgradesToAcknowledgedVersion() async throws {
        let headUnit = try await FakeHeadUnit.start(negotiation: .acknowledge(version: "5.1.0", mtu: 4096))
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        #expect(session.negotiatedProtocolVersion == "5.1.0")
        #expect(session.maximumFramePayloadSize == 4096)
        await session.close()
        await headUnit.stop()
    }

    @Test("a v4 ACK with a raw hash ID gives v4 frames and a 4-byte big-endian EndService hash")
    func legacyAcknowledgement() async throws {
        let headUnit = try await FakeHeadUnit.start(negotiation: .acknowledgeLegacy(headerVersion: 4))
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        #expect(session.frameVersion == 4)
        #expect(session.negotiatedProtocolVersion == "4.0.0")
        #expect(session.hashID == FakeHeadUnit.hashID)
        #expect(session.maximumFramePayloadSize == 131_072)
        _ = try await session.send(registerRequest())
        #expect(headUnit.receivedRPCs(functionID: SDLRegisterAppInterface.rpcFunctionID).first?.headerVersion == 4)
        await session.close()
        let hash = try await headUnit.waitUntil("EndService") { log in
            log.lazy.compactMap { event -> Int32?? in
                if case .endService(let hash) = event { return .some(hash) }
                return nil
            }.first
        }
        #expect(hash == FakeHeadUnit.hashID)
        await headUnit.stop()
    }

    @Test("offering a v4 maximum sends the StartService without BSON and uses v4 frames")
    func offersVersionFour() async throws {
        let headUnit = try await FakeHeadUnit.start(negotiation: .acknowledgeLegacy(headerVersion: 4))
        var configuration = testConfiguration()
        configuration.maximumProtocolVersion = "4.0.0"
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: configuration)
        let offered = headUnit.log.compactMap { event -> String?? in
            if case .startService(let version, _) = event { return .some(version) }
            return nil
        }
        #expect(offered == [nil])
        #expect(session.frameVersion == 4)
        await session.close()
        await headUnit.stop()
    }

    @Test("a StartServiceNAK fails the connect with startServiceRejected and the reason")
    func startServiceNAK() async throws {
        let headUnit = try await FakeHeadUnit.start(negotiation: .reject(reason: "no more sessions"))
        let error = await sessionError {
            _ = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        }
        #expect(error?.code == .startServiceRejected)
        #expect(error?.message.contains("no more sessions") == true)
        #expect(error?.message.contains("protocolVersion") == true)
        await headUnit.stop()
    }

    @Test("a head unit that never answers the StartService fails the connect with connectTimedOut")
    func connectTimeout() async throws {
        let headUnit = try await FakeHeadUnit.start(negotiation: .ignore)
        let error = await sessionError {
            _ = try await SDLSession.connect(
                host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration(connectTimeout: .milliseconds(300))
            )
        }
        #expect(error?.code == .connectTimedOut)
        _ = try await headUnit.waitUntil("the session to hang up") { log in
            log.contains { if case .disconnected = $0 { true } else { false } } ? true : nil
        }
        await headUnit.stop()
    }

    @Test("a refused TCP connection fails the connect with connectionFailed")
    func connectionRefused() async throws {
        let refusing = try RefusingPort()
        let port = refusing.port
        let error = await sessionError {
            _ = try await SDLSession.connect(host: "127.0.0.1", port: port, configuration: testConfiguration())
        }
        #expect(error?.code == .connectionFailed)
        #expect(error?.message.contains("\(port)") == true)
        withExtendedLifetime(refusing) {}
    }

    @Test("a maximum protocol version that is not x.y.z with major 2…5 is refused before connecting")
    func invalidOfferedVersion() async throws {
        var configuration = testConfiguration()
        configuration.maximumProtocolVersion = "1.0.0"
        let error = await sessionError {
            _ = try await SDLSession.connect(host: "127.0.0.1", port: 1, configuration: configuration)
        }
        #expect(error?.code == .negotiationFailed)
    }
}
