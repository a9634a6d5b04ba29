public import SDLRPC

/// Everything RegisterAppInterface says about the app, and how the lifecycle manager should
/// react to the head unit (protocol.md §C.2, §C.5).
public struct SDLLifecycleConfiguration: Sendable {
    /// The name the head unit shows (≤ 100 characters; Core refuses duplicates on one device).
    public var appName: String
    /// A shorter name for small displays (`ngnMediaScreenAppName`, ≤ 100 characters).
    public var shortAppName: String?
    /// The app's policy ID (≤ 100 characters; Core lower-cases it).
    public var appID: String
    /// The full app ID (since RPC 5.0); the policy server's ID for the app.
    public var fullAppID: String?
    /// The language the app speaks (`languageDesired`).
    public var languageDesired: SDLLanguage
    /// The language the app displays (`hmiDisplayLanguageDesired`).
    public var hmiDisplayLanguageDesired: SDLLanguage
    /// The app's kinds (`appHMIType`), e.g. `[.media]`; `nil` or empty sends none.
    public var appHMITypes: [SDLAppHMIType]?
    /// Whether the app plays audio (`isMediaApplication`).
    public var isMediaApplication: Bool
    /// How the head unit pronounces the app's name.
    public var ttsName: [SDLTTSChunk]?
    /// Extra voice commands that select the app (each ≤ 40 characters).
    public var vrSynonyms: [String]?
    /// A resumption hash from an earlier registration (`hashID`).
    public var resumeHash: String?
    /// Facts about the phone (`deviceInfo`).
    public var deviceInfo: SDLDeviceInfo?
    /// Facts about the app (`appInfo`, since 4.2).
    public var appInfo: SDLAppInfo?
    /// Colours for day mode (since 5.0).
    public var dayColorScheme: SDLTemplateColorScheme?
    /// Colours for night mode (since 5.0).
    public var nightColorScheme: SDLTemplateColorScheme?
    /// The RPC version the app announces in `syncMsgVersion`; the library's spec version (8.0.0)
    /// by default. Core answers with min(this, its own) (protocol.md §C.2).
    public var rpcVersion: SDLRPCVersion
    /// The lowest RPC version the app accepts: a lower negotiated version makes `start()`
    /// unregister and throw `rpcVersionTooLow`.
    public var minimumRPCVersion: SDLRPCVersion
    /// The lowest SDL protocol version the app accepts. `SDLRPCChannel` does not report the
    /// negotiated protocol version, so whoever opens the session checks this one.
    public var minimumProtocolVersion: SDLRPCVersion
    /// Names to use in a language the head unit switched to, or `nil` to keep the current ones.
    ///
    /// Called with (language, hmiDisplayLanguage) when the head unit's language differs from the
    /// registered one: after a WRONG_LANGUAGE registration and on OnLanguageChange. A non-`nil`
    /// answer makes the manager send ChangeRegistration with it. It may suspend (ask the main
    /// actor, say); other lifecycle work goes on meanwhile.
    public var languageUpdate: (@Sendable (_ language: SDLLanguage, _ hmiDisplayLanguage: SDLLanguage) async -> SDLLifecycleConfigurationUpdate?)?
    /// Whether to register again after the head unit unregisters the app with `LANGUAGE_CHANGE`
    /// (SDL Core does that to every app whose language no longer matches, protocol.md §C.5).
    public var reregistersAfterLanguageChange: Bool
    /// How long to wait for each lifecycle response; `nil` uses the channel's rule.
    public var requestTimeout: Duration?

    /// Creates a configuration; everything after `appID` has a default.
    public init(
        appName: String,
        appID: String,
        fullAppID: String? = nil,
        shortAppName: String? = nil,
        languageDesired: SDLLanguage = .enUs,
        hmiDisplayLanguageDesired: SDLLanguage = .enUs,
        appHMITypes: [SDLAppHMIType]? = [.default],
        isMediaApplication: Bool = false,
        ttsName: [SDLTTSChunk]? = nil,
        vrSynonyms: [String]? = nil,
        resumeHash: String? = nil,
        deviceInfo: SDLDeviceInfo? = nil,
        appInfo: SDLAppInfo? = nil,
        dayColorScheme: SDLTemplateColorScheme? = nil,
        nightColorScheme: SDLTemplateColorScheme? = nil,
        rpcVersion: SDLRPCVersion = .library,
        minimumRPCVersion: SDLRPCVersion = SDLRPCVersion(1, 0, 0),
        minimumProtocolVersion: SDLRPCVersion = SDLRPCVersion(1, 0, 0),
        languageUpdate: (@Sendable (_ language: SDLLanguage, _ hmiDisplayLanguage: SDLLanguage) async -> SDLLifecycleConfigurationUpdate?)? = nil,
        reregistersAfterLanguageChange: Bool = true,
        requestTimeout: Duration? = nil
    ) {
        self.appName = appName
        self.appID = appID
        self.fullAppID = fullAppID
        self.shortAppName = shortAppName
        self.languageDesired = languageDesired
        self.hmiDisplayLanguageDesired = hmiDisplayLanguageDesired
        self.appHMITypes = appHMITypes
        self.isMediaApplication = isMediaApplication
        self.ttsName = ttsName
        self.vrSynonyms = vrSynonyms
        self.resumeHash = resumeHash
        self.deviceInfo = deviceInfo
        self.appInfo = appInfo
        self.dayColorScheme = dayColorScheme
        self.nightColorScheme = nightColorScheme
        self.rpcVersion = rpcVersion
        self.minimumRPCVersion = minimumRPCVersion
        self.minimumProtocolVersion = minimumProtocolVersion
        self.languageUpdate = languageUpdate
        self.reregistersAfterLanguageChange = reregistersAfterLanguageChange
        self.requestTimeout = requestTimeout
    }

    /// The RegisterAppInterface request this configuration describes.
    public var registerAppInterface: SDLRegisterAppInterface {
        SDLRegisterAppInterface(
            syncMsgVersion: rpcVersion.syncMsgVersion,
            appName: appName,
            ttsName: ttsName,
            ngnMediaScreenAppName: shortAppName,
            vrSynonyms: vrSynonyms,
            isMediaApplication: isMediaApplication,
            languageDesired: languageDesired,
            hmiDisplayLanguageDesired: hmiDisplayLanguageDesired,
            appHMIType: appHMITypes?.isEmpty == false ? appHMITypes : nil,
            hashID: resumeHash,
            deviceInfo: deviceInfo,
            appID: appID,
            fullAppID: fullAppID,
            appInfo: appInfo,
            dayColorScheme: dayColorScheme,
            nightColorScheme: nightColorScheme
        )
    }
}
