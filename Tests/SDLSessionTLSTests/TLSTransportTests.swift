import Foundation
import NIOCore
import NIOSSL
import SDLHeadUnit
import SDLRPC
import SDLSession
import SDLSessionTLS
import SDLTestSupport
import Testing

/// `wss://`: a cloud app's server with a self-signed certificate the test makes, and an emulator
/// dialling it over TLS as SDL Core does.
@Suite("WebSocket over TLS", .timeLimit(.minutes(TestTime.minutes(1))))
struct TLSTransportTests {
    @Test("an emulator dials wss://, the TLS handshake verifies the test's certificate, and the session registers and shows")
    func registersOverTLS() async throws {
        let (certificate, key) = try TestCertificates.selfSigned()
        let options = SDLWebSocketOptions(security: try SDLTLS.server(certificateChainPEM: certificate, privateKeyPEM: key))
        let server = try await SDLSessionServer.listen(port: 0, options: options, configuration: .forTests())
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        let trusted = try NIOSSLCertificate.fromPEMBytes(Array(certificate.utf8))
        try await SDLHeadUnit.withRunning(configuration) { headUnit in
            try await headUnit.connect(host: "127.0.0.1", port: server.port, path: "/", named: "wss://127.0.0.1/") { channel in
                var tls = TLSConfiguration.makeClientConfiguration()
                tls.trustRoots = .certificates(trusted)
                try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: NIOSSLContext(configuration: tls), serverHostname: nil))
            }
            var sessions = server.sessions.makeAsyncIterator()
            let session = try #require(await sessions.next())
            let registration = try await session.send(SDLRegisterAppInterface(
                syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0), appName: "Secure App",
                isMediaApplication: false, languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs, appID: "secure-app"))
            #expect(registration.success)
            _ = try await session.send(SDLShow(mainField1: "Encrypted"))
            let app = try await headUnit.nextRegisteredApp()
            #expect(try await headUnit.nextShow(appID: app.id).screen["mainField1"] == "Encrypted")
            await session.close()
        }
        await server.stop()
    }

    @Test("a WebSocket client session that does not trust the server's certificate fails to connect")
    func untrustedCertificateRefused() async throws {
        let (certificate, key) = try TestCertificates.selfSigned()
        let (otherCertificate, _) = try TestCertificates.selfSigned()
        let options = SDLWebSocketOptions(security: try SDLTLS.server(certificateChainPEM: certificate, privateKeyPEM: key))
        let server = try await SDLSessionServer.listen(port: 0, options: options, configuration: .forTests())
        var configuration = SDLSessionConfiguration.forTests()
        configuration.transport = .webSocket(SDLWebSocketOptions(security: try SDLTLS.client(trustedRootsPEM: otherCertificate)))
        let error = await #expect(throws: SDLError.self) {
            _ = try await SDLSession.connect(host: "127.0.0.1", port: server.port, configuration: configuration)
        }
        #expect(error?.code == .upgradeRefused)
        #expect("\(error?.message ?? "")".contains("handshake") || "\(error?.message ?? "")".lowercased().contains("certificate"))
        #expect(server.connectedCount == 0)
        await server.stop()
    }

    @Test("an unreadable certificate fails with tlsConfigurationFailed")
    func badCertificate() {
        #expect(throws: SDLError.self) { _ = try SDLTLS.server(certificateChainPEM: "not a certificate", privateKeyPEM: "nor a key") }
    }
}
