/// The codes of protected services (protocol.md §A.12).
extension SDLError.Code {
    /// Protection was asked for, but the session has no security layer
    /// (``SDLSessionConfiguration/makeSecurityLayer`` is `nil`). Reported at once.
    public static let securityNotConfigured = SDLError.Code("securityNotConfigured")
    /// The TLS handshake failed: the head unit sent an internal error (its reason is in
    /// ``SDLError/info``, e.g. a rejected certificate), refused the protected StartService, or
    /// the security layer failed.
    public static let protectionFailed = SDLError.Code("protectionFailed")
    /// A frame marked encrypted did not decrypt; the session closed the connection.
    public static let decryptionFailed = SDLError.Code("decryptionFailed")
    /// A frame of a protected service could not be encrypted; the session closed the connection.
    public static let encryptionFailed = SDLError.Code("encryptionFailed")
}

extension SDLError.Code {
    /// The head unit answered `ENCRYPTION_NEEDED`: its policy requires the request (named in
    /// ``SDLError/rpcName``) to be sent encrypted on a protected RPC service.
    public static let encryptionNeeded = SDLError.Code("encryptionNeeded")
}
