import NIOConcurrencyHelpers
import SDLHeadUnit
import SDLHeadUnitTLS
import SDLRPC
import SDLSession
import SDLSessionTLS
import SDLTestSupport
import Testing

/// The app's side of a damaged encrypted frame (issue 42): a session protected with real TLS
/// (`SDLTLSSecurityLayer`) against the emulator's real TLS client, which corrupts one record it
/// seals. The session must end with `decryptionFailed`, tell its pending request once, and say why
/// it closed.
@Suite("Protected services: a corrupted encrypted frame from the head unit", .timeLimit(.minutes(TestTime.minutes(1))))
struct CorruptedEncryptedFrameTests {
    @Test("the encrypted response does not decrypt: the pending request fails once with decryptionFailed, the session closes saying so, later sends fail")
    func corruptedResponseEndsTheSession() async throws {
        let corrupting = CorruptingHeadUnitSecurity(try SDLHeadUnitTLS(configuration: .client()))
        var headUnitConfiguration = SDLHeadUnitConfiguration()
        headUnitConfiguration.port = 0
        headUnitConfiguration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        headUnitConfiguration.policyTable = try SDLPolicyTable(jsonBytes: Array(ProtectedServicesEmulatorTests.policy.utf8))
        headUnitConfiguration.security = corrupting
        let tls = try ProtectedServicesEmulatorTests.serverConfiguration()
        try await SDLHeadUnit.withRunning(headUnitConfiguration) { headUnit in
            var configuration = SDLSessionConfiguration.forTests()
            configuration.makeSecurityLayer = { SDLTLSSecurityLayer(configuration: tls) }
            let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: configuration)
            let events = StreamRecorder(session.events())
            try await ProtectedServicesEmulatorTests.register(session)
            try await session.protectRPCService(timeout: TestTime.scaled(.seconds(30)))
            #expect(try await session.send(SDLListFiles()).success == true, "an intact encrypted response decrypts")

            corrupting.arm()
            var failures: [SDLError] = []
            do {
                let response = try await session.send(SDLShow(mainField1: "secret"))
                Issue.record("the request whose response was corrupted got an answer: \(response.resultCode)")
            } catch let error as SDLError {
                failures.append(error)
            } catch {
                Issue.record("not an SDLError: \(error)")
            }
            #expect(corrupting.corrupted.withLockedValue { $0 } == 1, "exactly one record was damaged")
            #expect(failures.map(\.code) == [.decryptionFailed], "the pending request ends once, with the reason")
            #expect(failures.first?.message.contains("did not decrypt") == true)

            let closed = try await events.next("the session's end") { if case .closed = $0 { true } else { false } }
            guard case .closed(let reason) = closed else { return }
            #expect(reason?.code == .decryptionFailed, "the session says why it ended")
            #expect(await events.finishes())
            #expect(session.isClosed)
            #expect(!session.isRPCServiceProtected)
            let after = await #expect(throws: SDLError.self) { _ = try await session.send(SDLListFiles()) }
            #expect(after?.code != .decryptionFailed, "the decryption error was reported once, not again for later requests")
        }
    }
}
