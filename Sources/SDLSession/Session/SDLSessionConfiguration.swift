public import SDLRPC
public import Logging

/// How an ``SDLSession`` connects, negotiates, times out and recovers.
public struct SDLSessionConfiguration: Sendable {
    /// How ``SDLSession/connect(host:port:configuration:)`` reaches the head unit: `.tcp` (the
    /// default) or `.webSocket(…)`. A session an ``SDLSessionServer`` accepted ignores it.
    public var transport: SDLSessionTransport = .tcp
    /// The longest wait for the TCP connection plus the StartService answer.
    public var connectTimeout: Duration
    /// The highest protocol version offered in the first StartService, "major.minor.patch"
    /// (protocol.md §A.7). The default is 5.4.0, Core 8.2.0's top (the protocol spec, iOS and Java
    /// offer 5.4.1 and get 5.4.0 back, §G.2). A major below 5 sends the StartService without a
    /// payload, so Core answers with a v4 ACK and the session uses at most that major.
    public var maximumProtocolVersion: String
    /// Core's base response timeout, `DefaultTimeout` + `DefaultTimeoutCompensation`
    /// (protocol.md §C.7: 10000 + 1000 ms).
    public var coreBaseTimeout: Duration
    /// Added to Core's timeout for each RPC before the session gives up on a response.
    public var responseTimeoutMargin: Duration
    /// The wait for RPCs Core itself never times out (an Alert with soft buttons, §C.7);
    /// `nil` waits until the response, a disconnect or cancellation.
    public var unboundedResponseTimeout: Duration?
    /// When set, the session sends a Heartbeat every interval and closes the
    /// connection with `heartbeatTimedOut` when nothing at all arrives within an interval after a
    /// Heartbeat (§A.9).
    /// `nil` (the default, like iOS and Java) only answers the head unit's heartbeats.
    public var heartbeatInterval: Duration?
    /// The longest wait for each step of ``SDLSession/close()`` (UnregisterAppInterface's
    /// response, then EndServiceACK).
    public var closeTimeout: Duration
    /// What to do when the connection drops unexpectedly.
    public var reconnect: SDLReconnectPolicy
    /// Where the session logs protocol events.
    public var logger: Logger
    /// Makes the security layer that protects the RPC service on a connection
    /// (``SDLSession/protectRPCService(timeout:)``, protocol.md §A.12), called once per attempt;
    /// `nil` (the default): the session cannot protect services, and asking it to fails at once
    /// with `securityNotConfigured`. `SDLSessionTLS` has one on swift-nio-ssl.
    public var makeSecurityLayer: (@Sendable () throws -> any SDLSecurityLayer)?

    /// Creates a configuration; every value has a sensible default.
    public init(
        connectTimeout: Duration = .seconds(10),
        maximumProtocolVersion: String = "5.4.0",
        coreBaseTimeout: Duration = .milliseconds(11_000),
        responseTimeoutMargin: Duration = .seconds(5),
        unboundedResponseTimeout: Duration? = nil,
        heartbeatInterval: Duration? = nil,
        closeTimeout: Duration = .seconds(3),
        reconnect: SDLReconnectPolicy = .never,
        logger: Logger = Logger(label: "SDLSession", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.connectTimeout = connectTimeout
        self.maximumProtocolVersion = maximumProtocolVersion
        self.coreBaseTimeout = coreBaseTimeout
        self.responseTimeoutMargin = responseTimeoutMargin
        self.unboundedResponseTimeout = unboundedResponseTimeout
        self.heartbeatInterval = heartbeatInterval
        self.closeTimeout = closeTimeout
        self.reconnect = reconnect
        self.logger = logger
    }

    /// The session's wait for the response to an RPC: Core's timeout for it plus the margin, or
    /// ``unboundedResponseTimeout`` when Core sets none.
    public func responseTimeout(functionID: Int, parameters: SDLJSONObject) -> Duration? {
        guard let core = SDLResponseTimeoutRule.coreTimeout(functionID: functionID, parameters: parameters, base: coreBaseTimeout) else {
            return unboundedResponseTimeout
        }
        return core + responseTimeoutMargin
    }
}
