public import SDLSession

/// How an ``SDLApplication`` encrypts the RPCs the head unit's policy says must be encrypted
/// (OnPermissionsChange's `requireEncryption`, SDL-0207): which security layer protects the RPC
/// service, and when protection starts.
///
/// ```swift
/// import SDLSessionTLS
/// let tls = try SDLTLSSecurityConfiguration.server(certificateChainFile: "app.pem", privateKeyFile: "app-key.pem")
/// var configuration = SDLApplication.Configuration(appName: "Secure", appID: "secure-app")
/// configuration.encryption = SDLEncryptionConfiguration { SDLTLSSecurityLayer(configuration: tls) }
/// ```
///
/// Without a layer, a request that must be encrypted fails at once with `securityNotConfigured`
/// (it is never sent, so nothing waits for it) while other requests go on.
public struct SDLEncryptionConfiguration: Sendable {
    /// When the RPC service is protected.
    public enum Start: Sendable, Hashable {
        /// When the first request that must be encrypted is sent (the default).
        case whenNeeded
        /// Right after each registration, whatever the policy says.
        case atRegistration
    }

    /// Makes the security layer for each connection — `SDLSessionTLS`'s `SDLTLSSecurityLayer`, or
    /// an OEM's `SDLSecurityLayer`; `nil` for none (the default). Set, it replaces
    /// `SDLSessionConfiguration.makeSecurityLayer` of the application's session configuration.
    public var makeSecurityLayer: (@Sendable () throws -> any SDLSecurityLayer)?
    /// When protection starts.
    public var start: Start

    /// A configuration; without a layer, nothing is encrypted.
    public init(start: Start = .whenNeeded, makeSecurityLayer: (@Sendable () throws -> any SDLSecurityLayer)? = nil) {
        self.start = start
        self.makeSecurityLayer = makeSecurityLayer
    }
}
