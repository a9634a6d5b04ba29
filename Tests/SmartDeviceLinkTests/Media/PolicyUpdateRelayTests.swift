import SDLTestSupport
import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing

/// Policy-table updates relayed for the app, against the emulator and a local HTTP server started
/// by each test: the body posted to the URL the head unit names, the answer sent back as
/// SystemRequest, and each failure reported once in `errors()`.
@MainActor
@Suite("Media app: policy-table updates relayed to a local HTTP server")
struct PolicyUpdateRelayTests {
    static let answer = Array(#"{"data":["policy-table-update"]}"#.utf8)

    /// The SystemRequests the emulator got.
    static func systemRequests(in log: SDLMessageLogMemory) -> Int {
        MediaAppEmulatorTests.requests("SystemRequest", in: log).count
    }

    @Test("PROPRIETARY: Core's HTTPRequest wrapper is unwrapped, its body posted, the answer sent back as SystemRequest(PROPRIETARY)")
    func proprietaryRoundTrip() async throws {
        let server = try await PolicyHTTPServer(status: 200, body: Self.answer)
        let url = "http://127.0.0.1:\(server.port)/api/1/policies/proprietary"
        try await Emulator.run({ $0.policyUpdateURL = url }) { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            let errors = UnawaitedErrorLog(harness.application.errors())
            try await harness.startActive()
            let response = try await headUnit.nextResponse("SystemRequest")
            #expect(response.resultCode == "SUCCESS")
            let kept = try #require(try await headUnit.systemRequests().last)
            #expect(kept.requestType == "PROPRIETARY")
            #expect(kept.data == Self.answer)
            #expect(server.received.count == 1)
            let post = try #require(server.received.first)
            #expect(post.method == "POST")
            #expect(post.uri == "/api/1/policies/proprietary")
            #expect(post.contentType == "application/json")
            let body = String(decoding: post.body, as: UTF8.self)
            #expect(body.contains(#""harness-app":"default""#), "the snapshot itself")
            #expect(!body.contains("HTTPRequest"), "not Core's wrapper")
            #expect(errors.failures.isEmpty)
            await harness.stop()
        }
        await server.stop()
    }

    @Test("HTTP: the bulk data is posted as it came and the answer goes back as SystemRequest(HTTP)")
    func httpRoundTrip() async throws {
        let server = try await PolicyHTTPServer(status: 200, body: Self.answer)
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            let snapshot = Array(#"{"policy_table":{}}"#.utf8)
            try await headUnit.sendSystemRequest(
                requestType: "HTTP", url: "http://127.0.0.1:\(server.port)/policy", fileType: "JSON", data: snapshot)
            #expect(try await headUnit.nextResponse("SystemRequest").resultCode == "SUCCESS")
            let kept = try #require(try await headUnit.systemRequests().last)
            #expect(kept.requestType == "HTTP")
            #expect(kept.data == Self.answer)
            #expect(server.received.map(\.body) == [snapshot])
            await harness.stop()
        }
        await server.stop()
    }

    /// A policy server that fails: one that answers 500, and a port nobody listens on.
    enum Failure: String, CaseIterable, CustomTestStringConvertible {
        case serverError, unreachable
        var testDescription: String { rawValue }
    }

    @Test("A failing policy server is one error in errors() (policyUpdates, policyUpdateFailed) and no SystemRequest", arguments: Failure.allCases)
    func failure(_ failure: Failure) async throws {
        let server = try await PolicyHTTPServer(status: 500, body: Array("broken".utf8))
        let port = failure == .serverError ? server.port : try await PolicyHTTPServer.closedPort()
        let log = SDLMessageLogMemory()
        try await Emulator.run({ $0.messageLog = log }) { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            let errors = StreamRecorder(harness.application.errors())
            try await harness.startActive()
            try await headUnit.sendPolicyUpdate(url: "http://127.0.0.1:\(port)/policy")
            let reported = try await errors.next("the policy update's failure") { $0.feature == .policyUpdates }
            #expect(reported.error.code == .policyUpdateFailed)
            #expect(reported.error.message.contains(failure == .serverError ? "HTTP 500" : "could not connect"))
            #expect(Self.systemRequests(in: log) == 0)
            #expect(errors.pending.filter { $0.feature == .policyUpdates }.isEmpty, "reported once")
            await harness.stop()
        }
        await server.stop()
    }

    @Test("A policy server that never answers ends the relay with timedOut after the configured timeout, once")
    func timeout() async throws {
        let server = try await PolicyHTTPServer(status: nil)
        let log = SDLMessageLogMemory()
        try await Emulator.run({ $0.messageLog = log }) { headUnit in
            let harness = AppHarness(headUnit: headUnit) { $0.policyUpdateTimeout = .milliseconds(300) }
            let errors = StreamRecorder(harness.application.errors())
            try await harness.startActive()
            try await headUnit.sendPolicyUpdate(url: "http://127.0.0.1:\(server.port)/policy")
            let reported = try await errors.next("the policy update's timeout") { $0.feature == .policyUpdates }
            #expect(reported.error.code == .timedOut)
            #expect(server.received.count == 1, "the request reached the server")
            #expect(Self.systemRequests(in: log) == 0)
            await harness.stop()
        }
        await server.stop()
    }

    @Test("An https:// or malformed URL is refused without a connection", arguments: ["https://127.0.0.1/policy", "http://", "http://host:99999/", "ftp://x/"])
    func refusedURL(_ url: String) async throws {
        await #expect {
            _ = try await SDLHTTPPost.post([], to: url, contentType: "application/json", timeout: .seconds(1))
        } throws: { error in
            (error as? SDLError)?.code == .policyUpdateFailed
        }
    }
}
