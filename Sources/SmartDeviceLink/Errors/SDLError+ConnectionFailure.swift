public import SDLSession

extension SDLError {
    /// The result codes of RegisterAppInterface after which registering again cannot succeed.
    static let permanentRegistrationResults: Set<String> = ["DISALLOWED", "INVALID_DATA", "UNSUPPORTED_VERSION"]

    /// The codes of connection or registration failures that retrying cannot mend.
    static let permanentConnectionCodes: Set<SDLError.Code> = [
        .startServiceRejected, .negotiationFailed, .rpcVersionTooLow, .invalidConfiguration, .upgradeRefused,
    ]

    /// Whether this failure of a connection or registration is permanent — the head unit's answer
    /// says trying again cannot help — so ``SDLApplication`` stops retrying and reports it
    /// (``SDLApplicationEvent/didFailToConnect(_:)``); otherwise it retries with back-off and reports
    /// each attempt (``SDLApplicationEvent/willRetryConnecting(_:)``).
    ///
    /// | Failure | Permanent? | Why |
    /// |---|---|---|
    /// | RegisterAppInterface DISALLOWED | yes | the head unit's policy does not let this app ID in |
    /// | RegisterAppInterface INVALID_DATA | yes | the request itself is wrong; the same request fails again |
    /// | RegisterAppInterface UNSUPPORTED_VERSION | yes | the head unit does not speak the app's RPC version |
    /// | `rpcVersionTooLow` | yes | the head unit's RPC version is below the app's minimum |
    /// | `invalidConfiguration` | yes | the app's RegisterAppInterface breaks the spec |
    /// | `startServiceRejected` | yes | the head unit refused the protocol version or the RPC service (StartServiceNAK) |
    /// | `negotiationFailed` | yes | the head unit's StartService answer is unusable for this session |
    /// | `upgradeRefused` | yes | the WebSocket server refused the upgrade (wrong path, not a WebSocket server) |
    /// | RegisterAppInterface DUPLICATE_NAME | no | another registered app holds the name; it frees when that app leaves |
    /// | RegisterAppInterface TOO_MANY_APPLICATIONS, TOO_MANY_PENDING_REQUESTS, OUT_OF_MEMORY, GENERIC_ERROR, APPLICATION_REGISTERED_ALREADY | no | the head unit's load or state, which passes |
    /// | `connectionFailed` (refused, unreachable), `connectTimedOut`, `timedOut`, `connectionClosed`, `heartbeatTimedOut`, `channelFailed` … | no | the head unit is not there yet, or the connection dropped |
    ///
    /// Any other failure is transient. A wrapped failure (`SDLError.underlyingError`) is permanent
    /// when it or its cause is.
    ///
    /// ```swift
    /// if error.isPermanentConnectionFailure { showSetupHelp(error) }
    /// ```
    public var isPermanentConnectionFailure: Bool {
        if Self.permanentConnectionCodes.contains(code) { return true }
        if let resultCode, rpcName == nil || rpcName == "RegisterAppInterface",
           code == .registrationFailed || code == .registrationRejected,
           Self.permanentRegistrationResults.contains(resultCode.rawValue) {
            return true
        }
        if let cause = underlyingError as? SDLError { return cause.isPermanentConnectionFailure }
        return false
    }
}
