public import SDLRPC

/// Names for a language the head unit switched to; sent with ChangeRegistration.
/// `nil` members keep what the head unit has.
public struct SDLLifecycleConfigurationUpdate: Hashable, Sendable {
    /// The app name in the new language.
    public var appName: String?
    /// The short app name (`ngnMediaScreenAppName`) in the new language.
    public var shortAppName: String?
    /// The spoken name in the new language.
    public var ttsName: [SDLTTSChunk]?
    /// Voice synonyms in the new language.
    public var vrSynonyms: [String]?

    /// Creates an update.
    public init(appName: String? = nil, shortAppName: String? = nil, ttsName: [SDLTTSChunk]? = nil, vrSynonyms: [String]? = nil) {
        self.appName = appName
        self.shortAppName = shortAppName
        self.ttsName = ttsName
        self.vrSynonyms = vrSynonyms
    }

    /// The ChangeRegistration request that switches to `language`/`hmiDisplayLanguage` with these names.
    public func changeRegistration(language: SDLLanguage, hmiDisplayLanguage: SDLLanguage) -> SDLChangeRegistration {
        SDLChangeRegistration(
            language: language,
            hmiDisplayLanguage: hmiDisplayLanguage,
            appName: appName,
            ttsName: ttsName,
            ngnMediaScreenAppName: shortAppName,
            vrSynonyms: vrSynonyms
        )
    }
}
