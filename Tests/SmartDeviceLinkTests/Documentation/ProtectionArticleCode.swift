import SDLRPC
import SDLSession
import SDLSessionTLS
import SmartDeviceLink

// The compiled code of "Protecting RPCs and streams". See ArticleCode.swift for how these files
// are checked.

enum ArticleProtection {
    /// Stands for a car maker's security library.
    final class OEMSecurityLibrary: Sendable {
        let appID: String
        init(appID: String) { self.appID = appID }
        func processHandshake(_ data: [UInt8]) async throws -> [UInt8] { [] }
        var isHandshakeComplete: Bool { false }
        func encrypt(_ plaintext: [UInt8]) throws -> [UInt8] { plaintext }
        func decrypt(_ ciphertext: [UInt8]) throws -> [UInt8] { ciphertext }
    }

    final class OEMSecurityLayer: SDLSecurityLayer {
        private let library: OEMSecurityLibrary

        init(library: OEMSecurityLibrary) {
            self.library = library
        }

        func handshake(_ data: [UInt8]) async throws -> [UInt8] {
            try await library.processHandshake(data)       // may ask the OEM's server
        }

        var isReady: Bool { library.isHandshakeComplete }

        func encrypt(_ plaintext: [UInt8]) throws -> [UInt8] {
            try library.encrypt(plaintext)
        }

        func decrypt(_ ciphertext: [UInt8]) throws -> [UInt8] {
            try library.decrypt(ciphertext)
        }
    }

    static func configure() throws -> SDLApplication.Configuration {
        let tls = try SDLTLSSecurityConfiguration.server(certificateChainFile: "app.pem", privateKeyFile: "app-key.pem")
        var configuration = SDLApplication.Configuration(appName: "Secure", appID: "secure-app")
        configuration.encryption = SDLEncryptionConfiguration { SDLTLSSecurityLayer(configuration: tls) }
        configuration.encryption = SDLEncryptionConfiguration(start: .atRegistration) { SDLTLSSecurityLayer(configuration: tls) }
        configuration.encryption = SDLEncryptionConfiguration { OEMSecurityLayer(library: OEMSecurityLibrary(appID: "secure-app")) }
        return configuration
    }

    @MainActor
    static func errors(_ application: SDLApplication) async {
        do {
            _ = try await application.send(SDLShow(mainField1: "Balance: 1,024.00"))
        } catch where error.code == .securityNotConfigured || error.code == .encryptionNeeded {
            print("\(error.rpcName ?? "a request") must be sent encrypted:", error.message)
        } catch where error.code == .protectionFailed {
            print("the head unit refused the handshake:", error.info ?? error.message)
        } catch {
            print(error)
        }
    }
}
