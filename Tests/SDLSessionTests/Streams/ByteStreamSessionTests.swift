import NIOConcurrencyHelpers
import SDLRPC
import SDLSession
import SDLTestSupport
import Testing

/// A session over an app-provided ``SDLByteStream`` (an `AsyncSequence` plus a writer) to the
/// fake head unit: negotiation and RPCs as over TCP, and its end, failure and open errors taking
/// the same error paths as TCP's.
@Suite("Session over an app-provided byte stream", .timeLimit(.minutes(TestTime.minutes(1))))
struct ByteStreamSessionTests {
    @Test("negotiates and registers over the stream; the host is the stream's name, the port 0")
    func negotiatesAndRegisters() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let stream = try await ControlledByteStream(port: headUnit.port)
        let session = try await SDLSession.connect(name: "test stream", configuration: testConfiguration()) { stream.byteStream }
        #expect(session.negotiatedProtocolVersion == "5.4.0")
        #expect(session.sessionID == FakeHeadUnit.sessionID)
        #expect(session.host == "test stream")
        #expect(session.port == 0)
        let response = try await session.send(registerRequest())
        #expect(response.success == true)
        #expect(try await headUnit.waitForRequests(functionID: SDLRegisterAppInterface.rpcFunctionID).count == 1)
        await session.close()
        #expect(await stream.closedOnce())
        await headUnit.stop()
    }

    @Test("the stream ending mid-request ends the pending request with connectionClosed, once; close is called once")
    func endMidRequest() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let stream = try await ControlledByteStream(port: headUnit.port)
        let session = try await SDLSession.connect(name: "test stream", configuration: testConfiguration()) { stream.byteStream }
        let events = session.events()
        _ = try await session.send(registerRequest())
        let pending = Task { try await session.send(SDLShow(mainField1: "never answered")) }
        _ = try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID)
        stream.end()
        let error = await sessionError { _ = try await pending.value }
        #expect(error?.code == .connectionClosed)
        #expect(error?.rpcName == "Show")
        // Without reconnects the session closes with that error, once, naming no request.
        let seen = try await withTimeout(.seconds(10), "the session's events") { await collect(events) }
        var sessionWide = error
        sessionWide?.rpcName = nil
        #expect(seen == [.closed(sessionWide)])
        #expect(session.isClosed)
        #expect(await stream.closedOnce())
        await headUnit.stop()
    }

    @Test("the head unit's last bytes before the end of the stream still arrive: the answer sent just before it is delivered")
    func lastBytesBeforeTheEnd() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let stream = try await ControlledByteStream(port: headUnit.port)
        let session = try await SDLSession.connect(name: "test stream", configuration: testConfiguration()) { stream.byteStream }
        _ = try await session.send(registerRequest())
        let pending = Task { try await session.send(SDLShow(mainField1: "answered last")) }
        let show = try #require(try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID).first)
        stream.endAfterNextBytes()
        headUnit.respond(to: show, with: FakeHeadUnit.success)
        let response = try await pending.value
        #expect(response.success == true)
        #expect(await stream.closedOnce())
        #expect(try await withTimeout(.seconds(10), "the session to close") { await collect(session.events()) }.count == 1)
        await headUnit.stop()
    }

    @Test("the stream failing mid-request ends the pending request with the stream's error, once")
    func failMidRequest() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let stream = try await ControlledByteStream(port: headUnit.port)
        let session = try await SDLSession.connect(name: "test stream", configuration: testConfiguration()) { stream.byteStream }
        let events = session.events()
        _ = try await session.send(registerRequest())
        let pending = Task { try await session.send(SDLShow(mainField1: "never answered")) }
        _ = try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID)
        stream.fail(BrokenAccessory())
        let error = await sessionError { _ = try await pending.value }
        #expect(error?.code == .connectionClosed)
        #expect(error?.message.contains("the accessory broke") == true)
        let seen = try await withTimeout(.seconds(10), "the session's events") { await collect(events) }
        var sessionWide = error
        sessionWide?.rpcName = nil
        #expect(seen == [.closed(sessionWide)])
        #expect(await stream.closedOnce())
        await headUnit.stop()
    }

    @Test("an opener that throws fails the connect with connectionFailed, as a refused TCP connect does")
    func openerThrows() async throws {
        let refused = try RefusingPort()
        let tcp = await sessionError {
            _ = try await SDLSession.connect(host: "127.0.0.1", port: refused.port, configuration: testConfiguration())
        }
        let stream = await sessionError {
            _ = try await SDLSession.connect(name: "iAP", configuration: testConfiguration()) { throw BrokenAccessory() }
        }
        #expect(tcp?.code == .connectionFailed)
        #expect(stream?.code == tcp?.code)
        #expect(stream?.message.contains("iAP") == true)
        #expect(stream?.message.contains("the accessory broke") == true)
        #expect(stream?.underlyingError is BrokenAccessory)
    }

    @Test("a reconnect asks the opener for a new stream and negotiates again")
    func reconnectOpensAgain() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let opened = NIOLockedValueBox<[ControlledByteStream]>([])
        let policy = SDLReconnectPolicy(maximumAttempts: 3, initialDelay: .milliseconds(20))
        let session = try await SDLSession.connect(name: "test stream", configuration: testConfiguration(reconnect: policy)) {
            let stream = try await ControlledByteStream(port: headUnit.port)
            opened.withLockedValue { $0.append(stream) }
            return stream.byteStream
        }
        let events = session.events()
        let first = try #require(opened.withLockedValue { $0.first })
        first.end()
        var iterator = events.makeAsyncIterator()
        var reconnected = false
        while let event = await iterator.next() {
            if case .reconnected = event { reconnected = true; break }
        }
        #expect(reconnected)
        #expect(opened.withLockedValue { $0.count } == 2)
        #expect(await first.closedOnce())
        let response = try await session.send(registerRequest())
        #expect(response.success == true)
        await session.close()
        let second = try #require(opened.withLockedValue { $0.last })
        #expect(await second.closedOnce())
        await headUnit.stop()
    }

    @Test("an opener slower than the connect timeout fails with connectTimedOut")
    func openerTimesOut() async throws {
        let error = await sessionError {
            _ = try await SDLSession.connect(name: "slow", configuration: testConfiguration(connectTimeout: .milliseconds(200))) {
                try await Task.sleep(for: .seconds(30))
                throw BrokenAccessory()
            }
        }
        #expect(error?.code == .connectTimedOut)
    }
}
