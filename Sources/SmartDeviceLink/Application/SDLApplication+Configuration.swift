public import SDLRPC
public import SDLSession

extension SDLApplication {
    /// Everything an ``SDLApplication`` needs: what it registers as, which head unit it reaches,
    /// how it reconnects, and how its view controllers are managed.
    ///
    /// ```swift
    /// var configuration = SDLApplication.Configuration(appName: "Hello SDL", appID: "hello-sdl")
    /// configuration.isMediaApplication = true        // any SDLLifecycleConfiguration field
    /// configuration.connection = .tcp(port: 12345)    // the emulator's and Core's default
    /// configuration.viewControllerManagerMode = .stack
    /// ```
    @dynamicMemberLookup
    public struct Configuration: Sendable {
        /// What RegisterAppInterface says (names, types, languages, colours …) and how the
        /// lifecycle reacts to language changes. Its `languageUpdate` is asked after the delegate's
        /// ``SDLApplicationDelegate/application(_:shouldUpdateLifecycleConfigurationTo:)`` gave `nil`.
        public var lifecycle: SDLLifecycleConfiguration
        /// How the application reaches the head unit: `.tcp()` (127.0.0.1:12345, an emulator or
        /// SDL Core on this machine) by default.
        public var connection: SDLConnection
        /// Timeouts, protocol version and logging of each connection. Its `reconnect` is not used:
        /// the application reconnects itself with ``reconnectPolicy`` (a new connection, new
        /// managers, a new registration).
        public var session: SDLSessionConfiguration
        /// How the application retries after a failed connection or registration, or a drop.
        /// Exponential backoff from 0.5 s up to 30 s, without a limit, by default;
        /// `SDLReconnectPolicy.never` connects once. The attempt count starts again after each
        /// successful registration.
        public var reconnectPolicy: SDLReconnectPolicy
        /// Whether the view controller manager holds one controller (`basic`) or a stack.
        public var viewControllerManagerMode: SDLViewControllerManager.Mode
        /// Whether menu changes are sent cell by cell (the default, except on head units known to
        /// mishandle it) or by replacing the whole menu: the first value of
        /// ``SDLApplication/menuDynamicUpdates``, which changes it later.
        public var menuDynamicUpdates: SDLMenuDynamicUpdates = .onWithCompatibility
        /// The app's icon on the head unit: uploaded (persistent, skipped when the head unit lists
        /// it) and set with SetAppIcon once per registration; `nil` sets none.
        public var appIcon: SDLArtwork?
        /// How long a policy-table update the application relays for the head unit (OnSystemRequest
        /// PROPRIETARY or HTTP) may take, from connecting to the policy server to its whole answer;
        /// the shorter of this and the head unit's own `ConnectTimeout` applies.
        public var policyUpdateTimeout: Duration = .seconds(30)
        /// How a NAVIGATION or PROJECTION app streams its video (``SDLApplication/videoStream``);
        /// `nil`, the default, streams none.
        public var videoStreaming: SDLVideoStreamConfiguration?
        /// The thresholds of ``SDLApplication/gestures()`` and the app frame touches are scaled to.
        public var touch = SDLTouchConfiguration()
        /// The security layer that protects the RPC service for the RPCs the head unit's policy
        /// requires encrypted, and when protection starts; none by default.
        public var encryption = SDLEncryptionConfiguration()

        /// Creates a configuration; everything after `appID` has a default.
        public init(
            appName: String,
            appID: String,
            appTypes: [SDLAppHMIType]? = [.default],
            language: SDLLanguage = .enUs,
            hmiDisplayLanguage: SDLLanguage? = nil,
            isMediaApplication: Bool = false,
            ttsName: [SDLTTSChunk]? = nil,
            connection: SDLConnection = .tcp(),
            reconnectPolicy: SDLReconnectPolicy = Configuration.defaultReconnectPolicy,
            viewControllerManagerMode: SDLViewControllerManager.Mode = .basic
        ) {
            self.init(
                lifecycle: SDLLifecycleConfiguration(
                    appName: appName, appID: appID,
                    languageDesired: language, hmiDisplayLanguageDesired: hmiDisplayLanguage ?? language,
                    appHMITypes: appTypes, isMediaApplication: isMediaApplication, ttsName: ttsName),
                connection: connection, reconnectPolicy: reconnectPolicy,
                viewControllerManagerMode: viewControllerManagerMode)
        }

        /// Creates a configuration around a full lifecycle configuration.
        public init(
            lifecycle: SDLLifecycleConfiguration,
            connection: SDLConnection = .tcp(),
            session: SDLSessionConfiguration = SDLSessionConfiguration(),
            reconnectPolicy: SDLReconnectPolicy = Configuration.defaultReconnectPolicy,
            viewControllerManagerMode: SDLViewControllerManager.Mode = .basic
        ) {
            self.lifecycle = lifecycle
            self.connection = connection
            self.session = session
            self.reconnectPolicy = reconnectPolicy
            self.viewControllerManagerMode = viewControllerManagerMode
        }

        /// Exponential backoff from 0.5 s, doubling up to 30 s, never giving up.
        public static let defaultReconnectPolicy = SDLReconnectPolicy.exponentialBackoff(
            maximumAttempts: .max, initialDelay: .milliseconds(500), multiplier: 2, maximumDelay: .seconds(30))

        /// Every field of ``lifecycle`` read and written as the configuration's own:
        /// `configuration.appName`, `configuration.isMediaApplication`, `configuration.ttsName` …
        public subscript<Value>(dynamicMember keyPath: WritableKeyPath<SDLLifecycleConfiguration, Value>) -> Value {
            get { lifecycle[keyPath: keyPath] }
            set { lifecycle[keyPath: keyPath] = newValue }
        }
    }
}
