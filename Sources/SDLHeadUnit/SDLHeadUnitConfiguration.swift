import Logging
public import SDLProtocol
import SDLValidation

/// How an ``SDLHeadUnit`` behaves; fixed when it starts.
public struct SDLHeadUnitConfiguration: Sendable {
    /// The address to listen on (default `127.0.0.1`).
    public var host: String = "127.0.0.1"
    /// The TCP port (default 12345, Core's `TCPAdapterPort`); 0 picks a free port (see ``SDLHeadUnit/port``).
    public var port: Int = 12345
    /// The display, buttons and capabilities reported to apps.
    public var profile: SDLDisplayProfile = .media4Line
    /// What a new overlay does to an open one (§E.9).
    public var overlayPolicy: SDLOverlayPolicy = .abort
    /// The policy table applied to requests (default: Core's preloaded `Base-4`).
    public var permissionPolicy: SDLPermissionPolicy = .base4
    /// A policy table in SDL Core's `sdl_preloaded_pt.json` format (see ``SDLPolicyTable``): when set,
    /// each app gets the groups of its own entry (else of `default`) and the user's recorded consent,
    /// and ``permissionPolicy`` is not used. `nil` by default.
    public var policyTable: SDLPolicyTable?
    /// Apps' own app-service entries of the policy table, by `fullAppID` (or `appID`) lowercased:
    /// the `AppServiceProvider` / `AppServiceConsumer` groups and the service types an app may
    /// publish, which Core's preloaded table gives no app (see ``SDLAppServicePolicy``).
    public var appServicePolicies: [String: SDLAppServicePolicy] = [:]
    /// `lock_screen_dismissal_enabled` of the policy table, sent with OnDriverDistraction (Core's
    /// preloaded value: true; `nil` leaves it out, as a policy table without it does).
    public var lockScreenDismissalEnabled: Bool? = true
    /// Apps the policy refuses, by policy app ID (`fullAppID`, else `appID`; case does not matter):
    /// their RegisterAppInterface is answered `success: false` with the result code given —
    /// `DISALLOWED` as Core answers an app its policy table revokes, or any other code (`INVALID_DATA`,
    /// `TOO_MANY_APPLICATIONS` …) — and the connection stays open. Empty by default.
    ///
    /// ```swift
    /// configuration.refusedRegistrations = ["revoked-app": "DISALLOWED"]
    /// ```
    public var refusedRegistrations: [String: String] = [:]
    /// Whether the first app to register is brought to FULL at once (otherwise apps stay in NONE until
    /// activated).
    public var autoActivate: Bool = true
    /// The policy server's URL: when set, each app gets OnSystemRequest(PROPRIETARY) with a policy
    /// table snapshot after it registers, as Core sends a policy table update, and the
    /// SystemRequest it answers with lands in ``SDLHeadUnit/systemRequests()``.
    public var policyUpdateURL: String?
    /// Whether overlays report their system context (ALERT, HMI_OBSCURED, VRSESSION) with OnHMIStatus,
    /// as the HMI does.
    public var reportsSystemContext: Bool = true
    /// Time and timers; use ``SDLManualClock`` in tests.
    public var clock: any SDLHeadUnitClock = SDLSystemClock()
    /// What PerformAudioPassThru records.
    public var audioSource: SDLAudioSource = .tone(frequency: 440)
    /// How often an OnAudioPassThru chunk is sent (Core: about once per second).
    public var audioChunkInterval: Duration = .seconds(1)
    /// The maximum payload per frame announced as `mtu` and used when sending (Core's 131072).
    public var maximumPayloadSize: Int = 131_072
    /// Where each video service's H.264 stream is written as an Annex B `.h264` file, and each audio
    /// service's PCM as a `.wav` file (`--record DIR`); `nil` records nothing.
    public var videoRecordDirectory: String?
    /// Where every connection's frames are written (`--capture DIR`): `connection-N.sdl` per
    /// connection (TCP or WebSocket; N is its number, 1 for the first), created or truncated, with
    /// every frame of both directions as its wire bytes in the order they passed — what
    /// `SDLCaptureReader` and `sdl-validate --frames` read. Encrypted frames stay encrypted; when
    /// ``security`` is set, its TLS secrets go to `tls-keys.log` there too (appended; see
    /// ``SDLHeadUnitSecurity/loggingKeys(toFile:)``). Bytes are buffered and written at least every
    /// 100 ms and when the connection closes. The directory must exist; a file that cannot be
    /// written is logged once and the connection goes on uncaptured. `nil` captures nothing.
    public var captureDirectory: String?
    /// `AppHMILevelNoneTimeScaleMaxRequests` (§C.5, §C.8): an app in NONE that sends more requests than
    /// this within ``appHMILevelNoneRequestsTimeScale`` gets OnAppInterfaceUnregistered
    /// (REQUEST_WHILE_IN_NONE_HMI_LEVEL) and is unregistered. Shipped value 100; 0 turns the limit off.
    public var appHMILevelNoneTimeScaleMaxRequests: Int = 100
    /// `AppHMILevelNoneRequestsTimeScale` (§C.8): the window of the NONE-level limit, measured on
    /// ``clock``. Shipped value 10 s; zero turns the limit off.
    public var appHMILevelNoneRequestsTimeScale: Duration = .seconds(10)
    /// `PutFileRequest` of `[FILESYSTEM RESTRICTIONS]`: an app in NONE that has added this many new
    /// files since it entered NONE gets REJECTED for further PutFiles. Shipped value 5.
    public var putFileInNoneLimit: Int = 5
    /// `DeleteFileRequest`: the same for DeleteFile (files deleted since the app entered NONE). Shipped value 5.
    public var deleteFileInNoneLimit: Int = 5
    /// `ListFilesRequest`: the same for ListFiles. Shipped value 5.
    public var listFilesInNoneLimit: Int = 5
    /// `AppTimeScaleMaxRequests` (§C.5, §C.8): an app (at any HMI level) that sends more requests than
    /// this within ``appRequestsTimeScale`` gets OnAppInterfaceUnregistered(TOO_MANY_REQUESTS) and is
    /// unregistered. Shipped value 1000; 0 turns the limit off.
    public var appTimeScaleMaxRequests: Int = 1000
    /// `AppRequestsTimeScale` (§C.8): the window of the general rate limit, measured on ``clock``.
    /// Shipped value 10 s; zero turns the limit off.
    public var appRequestsTimeScale: Duration = .seconds(10)
    /// `PendingRequestsAmount` (§C.8, §D.1 stage 8): a request arriving while this many requests (of
    /// all apps) are unanswered is answered TOO_MANY_PENDING_REQUESTS. Shipped value 5000; 0 turns the
    /// limit off.
    public var pendingRequestsAmount: Int = 5000
    /// `HeartBeatTimeout` (§A.9, §G.3): once an app has sent a Heartbeat on a session (v3+), a silence
    /// this long makes the head unit send a Heartbeat, and another one closes the session (EndService,
    /// then the connection if it was its last session). Shipped value 7000 ms; zero turns monitoring off.
    public var heartBeatTimeout: Duration = .milliseconds(7000)
    /// The token put in the RPC StartServiceACK of apps that offer protocol 5.2 or later, as Core
    /// does for a cloud app from its policy entry (`auth_token`). A secret: the emulator's logs
    /// show it redacted. `nil` (the default) sends none.
    public var authToken: SDLAuthToken?
    /// The lowest protocol version the emulator accepts: an app offering less in its first RPC
    /// StartService gets a StartServiceNAK (`rejectedParams` `protocolVersion`), as a head unit
    /// that refuses the app's protocol version answers. `nil` (the default) accepts what Core 8.2
    /// accepts. Set it above 5.4.0 to refuse every app (`--minimum-protocol-version 6.0.0`).
    ///
    /// ```swift
    /// configuration.minimumProtocolVersion = SDLProtocolVersion(6, 0, 0)
    /// ```
    public var minimumProtocolVersion: SDLProtocolVersion?
    /// How long a WebSocket peer may stay silent before the emulator closes the connection as
    /// lost (pings go out every half of it); `nil` never pings.
    public var webSocketConnectionLostTimeout: Duration? = .seconds(60)
    /// The validator used for every incoming message; `nil` loads ``specPath`` (or the package's spec).
    public var validator: SDLValidator?
    /// The MOBILE_API.xml to validate against when ``validator`` is `nil`; `nil` looks where every
    /// tool and the build plugin look (`SpecLocation`): this package's `spec/MOBILE_API.xml`, then
    /// `$SDL_RPC_SPEC` (`SDLValidator.located(specPath:)`).
    public var specPath: String?
    /// Receives every message in both directions.
    public var messageLog: (any SDLMessageLogSink)?
    /// Called with the drawing of the screen after every visible change.
    public var screenObserver: (@Sendable (String) -> Void)?
    /// Called on the head unit's loop with a fresh snapshot after each batch of changes (a message, a
    /// user action, a timer), whether or not the visible screen changed; keep it quick. The web view
    /// (`sdl-headunit --web`) draws from it.
    public var snapshotObserver: (@Sendable (SDLHeadUnitSnapshot) -> Void)?
    /// Called on the head unit's loop with each access unit an app's video service delivers, in
    /// stream order, whole and checked (RTP: at its marker bit; RAW: when the next one begins, or
    /// the service ends); keep it quick. The web view (`sdl-headunit --web`) shows the video from it.
    public var videoObserver: (@Sendable (SDLHeadUnitVideoAccessUnit) -> Void)?
    /// Draws the screen for ``screenObserver`` and ``SDLHeadUnit/renderText()``.
    public var renderer = SDLTextRenderer()
    /// Whether events are kept for ``SDLHeadUnit/nextEvent(timeout:where:)`` (at most 10000).
    public var recordsEvents: Bool = true
    /// How long (real time) ``SDLHeadUnit/nextEvent(timeout:where:)`` and the other `next…` waits
    /// wait when the call names no timeout: a guard against a hanging test, so a slow run (a
    /// sanitizer, a loaded machine) may raise it, e.g. `TestTime.scaled(.seconds(10))`.
    public var eventWaitTimeout: Duration = .seconds(10)
    /// Diagnostics.
    public var logger = Logger(label: "sdl-headunit")
    /// Core's side of protected services: the TLS client that answers an app's StartService with
    /// the E bit (`SDLHeadUnitTLS`'s on swift-nio-ssl). `nil`: such a StartService gets a
    /// StartServiceNAK, "Encryption is not supported".
    public var security: (any SDLHeadUnitSecurity)?
    /// Core's `[Security Manager] ForceProtectedService`: services whose unprotected StartService
    /// gets a StartServiceNAK (the first RPC StartService of a session excepted). Empty by default.
    public var forceProtectedServices: Set<SDLServiceType> = []

    /// The default configuration.
    public init() {}
}
