import SDLRPC
import SDLSession

/// RPC encryption by policy: a request the permission manager says must be encrypted protects the
/// RPC service first (once per connection) and then goes out encrypted, as every RPC does on a
/// protected service; with no security layer it fails at once, never waiting (sdl_ios #1971).
extension SDLApplication {
    /// Makes sure `rpcName` may go out: protects the RPC service when the policy requires
    /// encryption for it and the service is not protected yet.
    /// - Throws: `SDLError` `securityNotConfigured` (with ``SDLError/rpcName``) at once when no
    ///   security layer is configured; the protection's error (`protectionFailed`, `timedOut` …).
    func protectIfRequired(_ rpcName: String, on registration: SDLApplicationRegistration) async throws(SDLError) {
        guard registration.permissionManager.requiresEncryption(rpc: rpcName), !registration.session.isRPCServiceProtected else { return }
        guard hasSecurityLayer else {
            throw SDLError(
                code: .securityNotConfigured,
                message: "\(rpcName) must be sent encrypted (the head unit's policy requires it), but the application has no security layer (Configuration.encryption)",
                rpcName: rpcName)
        }
        do {
            try await registration.session.protectRPCService()
        } catch {
            throw SDLError(error, otherwise: .protectionFailed, rpcName: rpcName)
        }
    }

    /// `ENCRYPTION_NEEDED` from the head unit as a typed error naming the request.
    static func checkEncryptionAnswer<Response: SDLResponse>(_ response: Response, rpcName: String) throws(SDLError) {
        guard response.resultCode.rawValue == SDLResult.encryptionNeeded.rawValue else { return }
        throw SDLError(
            code: .encryptionNeeded,
            message: "the head unit answered ENCRYPTION_NEEDED: its policy requires \(rpcName) to be sent encrypted",
            rpcName: rpcName, resultCode: .encryptionNeeded, info: response.info)
    }

    /// Whether a security layer is configured (the application's or its session configuration's).
    var hasSecurityLayer: Bool {
        configuration.encryption.makeSecurityLayer != nil || configuration.session.makeSecurityLayer != nil
    }

    /// The session configuration with the application's security layer in it.
    func sessionConfigurationWithEncryption(_ base: SDLSessionConfiguration) -> SDLSessionConfiguration {
        var configuration = base
        if let make = self.configuration.encryption.makeSecurityLayer { configuration.makeSecurityLayer = make }
        return configuration
    }

    /// With ``SDLEncryptionConfiguration/Start/atRegistration``: protects the RPC service right
    /// after registering; a failure goes to ``errors()`` as a registration error.
    func protectAtRegistration(_ session: SDLSession) async {
        guard configuration.encryption.start == .atRegistration, hasSecurityLayer else { return }
        do {
            try await session.protectRPCService()
        } catch {
            errorHub.report(error, from: .registration)
        }
    }
}
