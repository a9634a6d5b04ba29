import SDLProtocol
import SDLRPC
import SDLSession
import SDLTestSupport
import Testing

@Suite("Session: disconnects, hostile peers and reconnecting")
struct SessionFailureTests {
    @Test("a disconnect mid-request fails every pending request once with connectionClosed and finishes the streams")
    func disconnectMidRequest() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let notifications = session.notifications(of: SDLOnHMIStatus.self)
        let messages = session.messages()
        let events = session.events()

        let outcomes = try await withThrowingTaskGroup(of: SDLError.Code?.self) { group in
            for index in 0..<20 {
                group.addTask {
                    do {
                        _ = try await session.send(SDLShow(mainField1: "pending \(index)"), bulkData: nil, timeout: TestTime.scaled(.seconds(30)))
                        return nil
                    } catch let error as SDLError {
                        return error.code
                    }
                }
            }
            _ = try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID, count: 20)
            headUnit.disconnect()
            var outcomes: [SDLError.Code?] = []
            for try await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        #expect(outcomes.count == 20)
        #expect(outcomes.allSatisfy { $0 == .connectionClosed })
        #expect(session.pendingRequestCount == 0)

        let finished = try await withTimeout(.seconds(10), "streams to finish") {
            (await collect(notifications).count, await collect(messages).count, await collect(events))
        }
        #expect(finished.0 == 0)
        #expect(finished.1 == 0)
        #expect(finished.2.count == 1)
        if case .closed(let error)? = finished.2.first {
            #expect(error?.code == .connectionClosed)
        } else {
            Issue.record("expected a closed event, got \(finished.2)")
        }
        #expect(session.isClosed)
        let after = await sessionError { _ = try await session.send(SDLShow(mainField1: "after")) }
        #expect(after?.code == .notConnected)
        await headUnit.stop()
    }

    @Test("garbage bytes from the head unit close the session with protocolViolation, without a crash")
    func hostileBytes() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let events = session.events()
        let pending = Task { try await session.send(SDLShow(mainField1: "x"), bulkData: nil, timeout: TestTime.scaled(.seconds(30))) }
        _ = try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID)
        headUnit.sendRawBytes([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        let error = await sessionError { _ = try await pending.value }
        #expect(error?.code == .protocolViolation)
        #expect(error?.message.contains("version") == true)
        #expect(error?.rpcName == "Show", "the failed request's error names it")
        let seen = try await withTimeout(.seconds(10), "events to finish") { await collect(events) }
        var sessionWide = error
        sessionWide?.rpcName = nil
        #expect(seen == [.closed(sessionWide)], "the session closes with the same error, naming no request")
        #expect(session.isClosed)
        await headUnit.stop()
    }

    @Test("a frame declaring 4 GiB of payload is refused at once as protocolViolation")
    func oversizedFrame() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let events = session.events()
        // v5 single frame, RPC service, data size 0xFFFFFFFF, message ID 1.
        headUnit.sendRawBytes([0x51, 0x07, 0x00, 0x07, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01])
        let seen = try await withTimeout(.seconds(10), "the session to close") { await collect(events) }
        guard case .closed(let error)? = seen.last else {
            Issue.record("expected a closed event, got \(seen)")
            return
        }
        #expect(error?.code == .protocolViolation)
        #expect(error?.message.contains("frameTooLarge") == true)
        await headUnit.stop()
    }

    @Test("a consecutive frame without a first frame closes the session with protocolViolation")
    func consecutiveWithoutFirst() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let events = session.events()
        let frame = SDLFrame(version: 5, frameType: .consecutive, serviceType: .rpc, frameInfo: 0, sessionID: 7, messageID: 5, payload: [1, 2, 3])
        headUnit.sendRawBytes(frame.encodedBytes())
        let seen = try await withTimeout(.seconds(10), "the session to close") { await collect(events) }
        guard case .closed(let error)? = seen.last else {
            Issue.record("expected a closed event, got \(seen)")
            return
        }
        #expect(error?.code == .protocolViolation)
        await headUnit.stop()
    }

    @Test("a disconnect mid-upload of a multi-frame PutFile fails it; after the reconnect a retry arrives byte-exact")
    func uploadRetriedAfterReconnect() async throws {
        let headUnit = try await FakeHeadUnit.start(negotiation: .acknowledge(mtu: 1024), responder: FakeHeadUnit.successResponder)
        headUnit.dropConnection(1, afterConsecutiveFrames: 20)
        let session = try await SDLSession.connect(
            host: "127.0.0.1", port: headUnit.port,
            configuration: testConfiguration(reconnect: .exponentialBackoff(maximumAttempts: 5, initialDelay: .milliseconds(50)))
        )
        let events = session.events()
        _ = try await session.send(registerRequest())
        var generator = SystemRandomNumberGenerator()
        let file = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let putFile = SDLPutFile(syncFileName: "icon.png", fileType: .graphicPng, persistentFile: false)

        let error = await sessionError { _ = try await session.send(putFile, bulkData: file) }
        #expect(error?.code == .connectionClosed)
        #expect(!session.isRegistered)

        var iterator = events.makeAsyncIterator()
        var seen: [SDLSessionEvent] = []
        while let event = await iterator.next() {
            seen.append(event)
            if event == .reconnected { break }
        }
        #expect(seen.first.map { if case .disconnected = $0 { true } else { false } } == true)
        #expect(seen.contains(.reconnecting(attempt: 1, delay: .milliseconds(50))))
        #expect(seen.last == .reconnected)
        #expect(session.isConnected)

        _ = try await session.send(registerRequest())
        let response = try await session.send(putFile, bulkData: file)
        #expect(response.success)
        let uploads = headUnit.receivedRPCs(functionID: SDLPutFile.rpcFunctionID)
        #expect(uploads.count == 1)
        let upload = try #require(uploads.first)
        #expect(upload.connection == 2)
        #expect(upload.bulkData == file)
        #expect(upload.serviceType == .hybrid)
        #expect(upload.frameCount > 190)
        #expect(upload.parameters["syncFileName"] == .string("icon.png"))
        #expect(headUnit.connectionCount == 2)
        await session.close()
        await headUnit.stop()
    }

    @Test("when every reconnect attempt fails the session closes and the streams finish")
    func reconnectGivesUp() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(
            host: "127.0.0.1", port: headUnit.port,
            configuration: testConfiguration(reconnect: .exponentialBackoff(maximumAttempts: 2, initialDelay: .milliseconds(20)))
        )
        let events = session.events()
        headUnit.setNegotiation(.reject(reason: "go away"))
        headUnit.disconnect()
        let seen = try await withTimeout(.seconds(10), "the session to give up") { await collect(events) }
        #expect(seen.contains(.reconnecting(attempt: 1, delay: .milliseconds(20))))
        #expect(seen.contains(.reconnecting(attempt: 2, delay: .milliseconds(40))))
        guard case .closed(let error)? = seen.last else {
            Issue.record("expected a final closed event, got \(seen)")
            return
        }
        #expect(error?.code == .startServiceRejected)
        #expect(session.isClosed)
        await headUnit.stop()
    }
}
