import SDLHeadUnit
import SDLHeadUnitTLS
import SDLRPC
import SDLSession
import SDLSessionTLS
import SDLTestSupport
@testable import SmartDeviceLink
import Testing

/// RPC encryption by policy in the app layer, against the emulator playing SDL Core with a policy
/// table whose `Secure-Show` group has `encryption_required` for the harness app.
@MainActor
@Suite("Application: RPCs encrypted when the policy says so", .timeLimit(.minutes(TestTime.minutes(1))))
struct EncryptionByPolicyTests {
    static let policy = #"""
    {"policy_table": {
      "functional_groupings": {"Secure-Show": {"encryption_required": true, "rpcs": {"Show": {"hmi_levels": ["FULL"]}}}},
      "app_policies": {"default": {"groups": ["Base-4"]}, "harness-app": {"groups": ["Base-4", "Secure-Show"]}}
    }}
    """#

    static func configure(_ configuration: inout SDLHeadUnitConfiguration) {
        configuration.policyTable = try? SDLPolicyTable(jsonBytes: Array(policy.utf8))
        configuration.security = try? SDLHeadUnitTLS(configuration: .client())
    }

    /// Waits (bounded) until the permission manager knows Show must be encrypted.
    static func awaitEncryptionRequirement(_ application: SDLApplication) async throws {
        let deadline = ContinuousClock.now.advanced(by: TestTime.scaled(.seconds(10)))
        while application.permissionManager?.requiresEncryption(rpc: "Show") != true {
            try #require(ContinuousClock.now < deadline, "no OnPermissionsChange requiring Show encrypted")
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test("with a TLS layer: the first Show protects the RPC service, goes out encrypted and succeeds; ListFiles goes on")
    func protectsWhenNeeded() async throws {
        let (certificate, key) = try TestCertificates.selfSigned()
        let tls = try SDLTLSSecurityConfiguration.server(certificateChainPEM: certificate, privateKeyPEM: key)
        try await Emulator.run(Self.configure) { headUnit in
            let harness = AppHarness(headUnit: headUnit) { configuration in
                configuration.encryption = SDLEncryptionConfiguration { SDLTLSSecurityLayer(configuration: tls) }
            }
            try await harness.startActive()
            try await Self.awaitEncryptionRequirement(harness.application)
            #expect(try await harness.application.send(SDLListFiles()).success, "no protection for an RPC that does not need it")
            #expect(harness.application.registration?.session.isRPCServiceProtected == false)
            let shown = try await harness.application.send(SDLShow(mainField1: "secret"))
            #expect(shown.success)
            #expect(harness.application.registration?.session.isRPCServiceProtected == true)
            await harness.stop()
        }
    }

    @Test("without a security layer: Show fails at once with securityNotConfigured naming it, and other requests keep flowing")
    func noSecurityLayer() async throws {
        try await Emulator.run(Self.configure) { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            try await Self.awaitEncryptionRequirement(harness.application)
            let error = await #expect(throws: SDLError.self) { _ = try await harness.application.send(SDLShow(mainField1: "secret")) }
            #expect(error?.code == .securityNotConfigured)
            #expect(error?.rpcName == "Show")
            #expect(try await harness.application.send(SDLListFiles()).success)
            #expect(try await harness.application.send(SDLListFiles()).success)
            await harness.stop()
        }
    }

    @Test("ENCRYPTION_NEEDED from the head unit is a typed error with the RPC's name; other result codes are not errors")
    func encryptionNeededAnswer() throws {
        let refused = SDLShowResponse(success: false, resultCode: .encryptionNeeded)
        let error = #expect(throws: SDLError.self) { try SDLApplication.checkEncryptionAnswer(refused, rpcName: "Show") }
        #expect(error?.code == .encryptionNeeded)
        #expect(error?.rpcName == "Show")
        #expect(error?.resultCode == .encryptionNeeded)
        try SDLApplication.checkEncryptionAnswer(SDLShowResponse(success: false, resultCode: .disallowed), rpcName: "Show")
        try SDLApplication.checkEncryptionAnswer(SDLShowResponse(success: true, resultCode: .success), rpcName: "Show")
    }
}
