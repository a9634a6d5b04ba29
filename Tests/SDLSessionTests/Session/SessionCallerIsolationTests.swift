import SDLRPC
import SDLSession
import SDLTestSupport
import Testing

/// A request is registered and written on the caller's actor, before the caller's task first
/// suspends: an app layer on the main actor pays no hop to the global executor and back per
/// request, and requests started in one main-actor turn leave in the order they were started.
@Suite("Session: requests are sent from the caller's actor")
@MainActor
struct SessionCallerIsolationTests {
    /// The three ways the app layer sends: the session's `send`, `sendIgnoringCancellation`, and
    /// the `SDLRPCChannel` conveniences through an existential (the screen manager holds its
    /// channel as one).
    enum Way: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case send
        case sendIgnoringCancellation
        case channelSend = "any SDLRPCChannel.send"

        var testDescription: String { rawValue }

        /// Sends a Show with `text` this way, on the caller's actor (a plain `async` helper would
        /// itself hop to the global executor first).
        nonisolated(nonsending) func send(_ session: SDLSession, _ text: String) async throws(SDLError) -> SDLShowResponse {
            switch self {
            case .send: return try await session.send(SDLShow(mainField1: text), bulkData: nil, timeout: TestTime.scaled(.seconds(30)))
            case .sendIgnoringCancellation:
                return try await session.sendIgnoringCancellation(SDLShow(mainField1: text), bulkData: nil, timeout: TestTime.scaled(.seconds(30)))
            case .channelSend:
                let channel: any SDLRPCChannel = session
                return try await channel.send(SDLShow(mainField1: text))
            }
        }
    }

    @Test("a request started from the main actor is pending before its task first suspends", arguments: Way.allCases)
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)   // Task.immediate
    func pendingBeforeFirstSuspension(way: Way) async throws {
        // Answered by hand below: an automatic answer could complete the request before the check.
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        #expect(session.pendingRequestCount == 0)
        let task = Task.immediate { @MainActor in try await way.send(session, way.rawValue) }
        // Still the same main-actor turn: a hop to another executor would have suspended the
        // task before the request was registered.
        #expect(session.pendingRequestCount == 1, "\(way.rawValue) left the main actor before registering its request")
        let request = try #require(try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID).first)
        headUnit.respond(to: request, with: FakeHeadUnit.success)
        #expect(try await task.value.success)
        #expect(session.pendingRequestCount == 0)
        await session.close()
        await headUnit.stop()
    }

    @Test("requests started in one main-actor turn reach the head unit in the order they were started")
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)   // Task.immediate
    func orderOfOneTurn() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: FakeHeadUnit.successResponder)
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let count = 60
        let tasks = (0..<count).map { index in
            Task.immediate { @MainActor in
                try await Way.allCases[index % Way.allCases.count].send(session, "request \(index)")
            }
        }
        let requests = try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID, count: count)
        #expect(requests.map { $0.parameters["mainField1"]?.stringValue } == (0..<count).map { "request \($0)" })
        for task in tasks { #expect(try await task.value.success) }
        await session.close()
        await headUnit.stop()
    }
}
