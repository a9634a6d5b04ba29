import SDLProtocol
import SDLRPC
import SDLSession
import SDLTestSupport
import Testing

@Suite("Session: correlation, timeouts and cancellation")
struct SessionCorrelationTests {
    @Test("1,000 requests in flight answered in shuffled order each get their own response")
    func thousandRequestsOutOfOrder() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let count = 1_000

        let results = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
            for index in 0..<count {
                group.addTask {
                    let response = try await session.send(SDLShow(mainField1: "text \(index)"), bulkData: nil, timeout: TestTime.scaled(.seconds(30)))
                    return (index, response.info)
                }
            }
            let requests = try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID, count: count)
            #expect(Set(requests.map(\.correlationID)).count == count)
            #expect(requests.allSatisfy { $0.correlationID > 0 })
            #expect(session.pendingRequestCount == count)
            var generator = SystemRandomNumberGenerator()
            for request in requests.shuffled(using: &generator) {
                // Echo the request's own text back in `info`, so a mix-up shows.
                var answer = FakeHeadUnit.success
                answer.append("info", request.parameters["mainField1"] ?? .null)
                headUnit.respond(to: request, with: answer)
            }
            var results: [(Int, String?)] = []
            for try await result in group { results.append(result) }
            return results
        }

        #expect(results.count == count)
        for (index, info) in results {
            #expect(info == "text \(index)")
        }
        #expect(session.pendingRequestCount == 0)
        await session.close()
        await headUnit.stop()
    }

    @Test("a request without a response fails with timedOut after its timeout, and its entry is gone")
    func perRequestTimeout() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let error = await sessionError {
            _ = try await session.send(SDLShow(mainField1: "never answered"), bulkData: nil, timeout: .milliseconds(200))
        }
        #expect(error?.code == .timedOut)
        #expect(error?.message.contains("Show") == true)
        #expect(session.pendingRequestCount == 0)
        #expect(session.isConnected)
        await session.close()
        await headUnit.stop()
    }

    @Test("cancelling the waiting task removes the pending entry; a late response is ignored")
    func cancellationRemovesPendingEntry() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let messages = session.messages()

        let task = Task {
            try await session.send(SDLShow(mainField1: "to be cancelled"), bulkData: nil, timeout: TestTime.scaled(.seconds(30)))
        }
        let cancelled = try #require(try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID).first)
        #expect(session.pendingRequestCount == 1)
        task.cancel()
        let error = await sessionError { _ = try await task.value }
        #expect(error?.code == .cancelled)
        #expect(session.pendingRequestCount == 0)

        // The late answer arrives; then the next request must get its own response, not that one.
        var late = FakeHeadUnit.success
        late.append("info", .string("late"))
        headUnit.respond(to: cancelled, with: late)
        headUnit.setResponder { rpc in
            var answer = FakeHeadUnit.success
            answer.append("info", .string("fresh"))
            return .respond(answer)
        }
        let next = try await session.send(SDLShow(mainField1: "next"), bulkData: nil, timeout: TestTime.scaled(.seconds(10)))
        #expect(next.info == "fresh")
        #expect(session.pendingRequestCount == 0)

        // The late response still shows in the raw stream of every incoming message.
        var iterator = messages.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.kind == .response)
        #expect(first?.correlationID == cancelled.correlationID)
        #expect(first?.parameters["info"] == .string("late"))
        await session.close()
        await headUnit.stop()
    }

    @Test("sendIgnoringCancellation: cancelling the waiting task neither abandons the request nor ends the wait; the response ends it")
    func cancellationIgnored() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let task = Task {
            try await session.sendIgnoringCancellation(SDLShow(mainField1: "kept"), bulkData: nil, timeout: TestTime.scaled(.seconds(30)))
        }
        let request = try #require(try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID).first)
        task.cancel()
        // Give a wrong implementation time to end the wait on the cancellation.
        try await Task.sleep(for: .milliseconds(100))
        #expect(session.pendingRequestCount == 1)
        var answer = FakeHeadUnit.success
        answer.append("info", .string("answered"))
        headUnit.respond(to: request, with: answer)
        let response = try await task.value
        #expect(response.info == "answered")
        #expect(session.pendingRequestCount == 0)
        await session.close()
        await headUnit.stop()
    }

    @Test("sendIgnoringCancellation from a task cancelled before it sends: the request still goes out and is answered")
    func alreadyCancelledStillSends() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .respond(FakeHeadUnit.success) })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await session.sendIgnoringCancellation(SDLShow(mainField1: "late"), bulkData: nil, timeout: TestTime.scaled(.seconds(10)))
        }
        let response = try await task.value
        #expect(response.success)
        let requests = try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID)
        #expect(requests.first?.parameters["mainField1"] == .string("late"))
        await session.close()
        await headUnit.stop()
    }

    @Test("sendIgnoringCancellation still ends with timedOut and connectionClosed")
    func ignoringCancellationStillEnds() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let timedOut = await sessionError {
            _ = try await session.sendIgnoringCancellation(SDLShow(mainField1: "never"), bulkData: nil, timeout: .milliseconds(200))
        }
        #expect(timedOut?.code == .timedOut)
        let task = Task {
            try await session.sendIgnoringCancellation(SDLShow(mainField1: "cut"), bulkData: nil, timeout: TestTime.scaled(.seconds(30)))
        }
        _ = try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID, count: 2)
        task.cancel()
        await headUnit.stop()
        let closed = await sessionError { _ = try await task.value }
        #expect(closed?.code == .connectionClosed)
        #expect(session.pendingRequestCount == 0)
        await session.close()
    }

    @Test("typed notification streams get only their notifications, decoded")
    func typedNotifications() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let statuses = session.notifications(of: SDLOnHMIStatus.self)
        headUnit.sendNotification(functionID: SDLOnDriverDistraction.rpcFunctionID, parameters: ["state": .string("DD_OFF")])
        headUnit.sendNotification(functionID: SDLOnHMIStatus.rpcFunctionID, parameters: [
            "hmiLevel": .string("FULL"), "audioStreamingState": .string("NOT_AUDIBLE"), "systemContext": .string("MAIN"),
        ])
        var iterator = statuses.makeAsyncIterator()
        let status = await iterator.next()
        #expect(status?.hmiLevel == .full)
        #expect(status?.systemContext == .main)
        await session.close()
        #expect(await iterator.next() == nil)
        await headUnit.stop()
    }

    @Test("a response of another function fails the typed request with invalidResponse")
    func mismatchedResponseFunction() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let task = Task { try await session.send(SDLShow(mainField1: "x"), bulkData: nil, timeout: TestTime.scaled(.seconds(10))) }
        let request = try #require(try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID).first)
        headUnit.sendResponse(functionID: SDLGenericResponse.rpcFunctionID, correlationID: request.correlationID, parameters: [
            "success": .bool(false), "resultCode": .string("INVALID_DATA"), "info": .string("bad"),
        ])
        let error = await sessionError { _ = try await task.value }
        #expect(error?.code == .invalidResponse)
        #expect(error?.message.contains("GenericResponse") == true)
        await session.close()
        await headUnit.stop()
    }

    @Test("any request can be sent by function ID with JSON parameters")
    func untypedSend() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: FakeHeadUnit.successResponder)
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let functionID = try #require(SDLFunctionNames.functionID(named: "SetMediaClockTimer"))
        let response = try await session.send(functionID: functionID, parameters: ["updateMode": .string("CLEAR")])
        #expect(response.kind == .response)
        #expect(response.functionName == "SetMediaClockTimer")
        #expect(response.success == true)
        #expect(headUnit.receivedRPCs(functionID: functionID).first?.parameters["updateMode"] == .string("CLEAR"))
        await session.close()
        await headUnit.stop()
    }
}
