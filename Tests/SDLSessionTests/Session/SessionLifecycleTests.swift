import SDLProtocol
import SDLRPC
import SDLSession
import Testing

@Suite("Session: heartbeats and closing")
struct SessionLifecycleTests {
    @Test("a Heartbeat from the head unit is answered with a HeartbeatACK echoing its message ID")
    func heartbeatAnswered() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        headUnit.sendHeartbeat(messageID: 4242)
        let echoed = try await headUnit.waitUntil("HeartbeatACK") { log in
            log.lazy.compactMap { event -> UInt32? in
                if case .heartbeatACK(let id) = event { return id }
                return nil
            }.first
        }
        #expect(echoed == 4242)
        #expect(session.isConnected)
        await session.close()
        await headUnit.stop()
    }

    @Test("with a heartbeat interval the session sends Heartbeats itself")
    func heartbeatSent() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(
            host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration(heartbeatInterval: .seconds(1))
        )
        let beats = try await headUnit.waitUntil("two Heartbeats") { log in
            let ids = log.compactMap { event -> UInt32? in
                if case .heartbeat(let id) = event { return id }
                return nil
            }
            return ids.count >= 2 ? ids : nil
        }
        #expect(beats.allSatisfy { $0 != 0 })
        #expect(Set(beats).count == beats.count)
        await session.close()
        await headUnit.stop()
    }

    @Test("a head unit that stops answering Heartbeats is dropped with heartbeatTimedOut")
    func heartbeatTimeout() async throws {
        let headUnit = try await FakeHeadUnit.start()
        headUnit.setAnswersHeartbeats(false)
        let session = try await SDLSession.connect(
            host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration(heartbeatInterval: .milliseconds(50))
        )
        let events = session.events()
        let seen = try await withTimeout(.seconds(10), "the session to give up on the head unit") { await collect(events) }
        guard case .closed(let error)? = seen.last else {
            Issue.record("expected a final closed event, got \(seen)")
            return
        }
        #expect(error?.code == .heartbeatTimedOut)
        await headUnit.stop()
    }

    @Test("close() sends UnregisterAppInterface, then EndService with the hash ID, then hangs up")
    func orderlyClose() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        _ = try await session.send(registerRequest())
        let messages = session.messages()
        await session.close()
        #expect(session.isClosed)
        #expect(!session.isRegistered)

        let order = try await headUnit.waitUntil("the hang-up") { log -> [String]? in
            let steps = log.compactMap { event -> String? in
                switch event {
                case .rpc(let rpc) where rpc.functionID == SDLUnregisterAppInterface.rpcFunctionID: "unregister"
                case .endService(let hash): hash == FakeHeadUnit.hashID ? "endService(hash)" : "endService(wrong hash)"
                case .disconnected: "disconnected"
                default: nil
                }
            }
            return steps.last == "disconnected" ? steps : nil
        }
        #expect(order == ["unregister", "endService(hash)", "disconnected"])
        // The Unregister response went through the session before the streams finished.
        let seen = try await withTimeout(.seconds(5), "messages to finish") { await collect(messages) }
        #expect(seen.map(\.functionID) == [SDLUnregisterAppInterface.rpcFunctionID])
        // A stream subscribed after the close reports the (orderly) close and ends.
        #expect(await collect(session.events()) == [.closed(nil)])
        let error = await sessionError { _ = try await session.send(SDLShow(mainField1: "closed")) }
        #expect(error?.code == .notConnected)
        await session.close()
        await headUnit.stop()
    }

    @Test("close() without registering skips UnregisterAppInterface")
    func closeWithoutRegistration() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        await session.close()
        #expect(headUnit.receivedRPCs().isEmpty)
        _ = try await headUnit.waitUntil("EndService") { log in
            log.contains { if case .endService = $0 { true } else { false } } ? true : nil
        }
        await headUnit.stop()
    }

    @Test("the head unit ending the RPC service closes the session without reconnecting")
    func headUnitEndsService() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(
            host: "127.0.0.1", port: headUnit.port,
            configuration: testConfiguration(reconnect: .exponentialBackoff(maximumAttempts: 3, initialDelay: .milliseconds(10)))
        )
        let events = session.events()
        headUnit.sendEndService()
        let seen = try await withTimeout(.seconds(10), "the session to close") { await collect(events) }
        guard case .closed(let error)? = seen.last else {
            Issue.record("expected a final closed event, got \(seen)")
            return
        }
        #expect(error?.code == .connectionClosed)
        #expect(!seen.contains(.reconnected))
        #expect(headUnit.connectionCount == 1)
        await headUnit.stop()
    }

    @Test("OnAppInterfaceUnregistered from the head unit clears the registration")
    func unregisteredByHeadUnit() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        _ = try await session.send(registerRequest())
        #expect(session.isRegistered)
        let messages = session.messages()
        headUnit.sendNotification(functionID: SDLOnAppInterfaceUnregistered.rpcFunctionID, parameters: ["reason": .string("IGNITION_OFF")])
        var iterator = messages.makeAsyncIterator()
        _ = await iterator.next()
        #expect(!session.isRegistered)
        await session.close()
        #expect(headUnit.receivedRPCs(functionID: SDLUnregisterAppInterface.rpcFunctionID).isEmpty)
        await headUnit.stop()
    }
}
