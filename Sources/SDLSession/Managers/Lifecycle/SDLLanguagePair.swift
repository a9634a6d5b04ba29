public import SDLRPC

/// A spoken language and a display language, as RegisterAppInterface, ChangeRegistration and
/// OnLanguageChange carry them.
public struct SDLLanguagePair: Hashable, Sendable {
    /// The spoken (VR/TTS) language.
    public var language: SDLLanguage
    /// The display language.
    public var hmiDisplayLanguage: SDLLanguage

    /// Creates a pair.
    public init(language: SDLLanguage, hmiDisplayLanguage: SDLLanguage) {
        self.language = language
        self.hmiDisplayLanguage = hmiDisplayLanguage
    }
}
