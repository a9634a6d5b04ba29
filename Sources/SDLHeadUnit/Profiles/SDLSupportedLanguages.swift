import SDLRPC

/// The languages the head unit's UI, VR and TTS support — the HMI capabilities SDL Core checks
/// ChangeRegistration against (`IsLanguageSupportedByUI`, `…VR`, `…TTS`): an `hmiDisplayLanguage`
/// the UI lacks, or a `language` VR or TTS lacks, is REJECTED without info.
///
/// In a profile file: `"supportedLanguages": {"UI": [...], "VR": [...], "TTS": [...]}` (Language
/// wire values); a list left out keeps Core's default (``coreDefault``).
public struct SDLSupportedLanguages: Sendable, Hashable {
    /// The UI's languages (`UI.GetSupportedLanguages`), for `hmiDisplayLanguage`.
    public var ui: [String]
    /// The VR's languages (`VR.GetSupportedLanguages`), for `language`.
    public var vr: [String]
    /// The TTS's languages (`TTS.GetSupportedLanguages`), for `language`.
    public var tts: [String]

    /// Creates the lists.
    public init(ui: [String], vr: [String], tts: [String]) {
        self.ui = ui
        self.vr = vr
        self.tts = tts
    }

    /// The 22 languages of `UI.languages`, `VR.languages` and `TTS.languages` in SDL Core's default
    /// `src/appMain/hmi_capabilities.json` (the newest version the index holds, 010da0b).
    public static let coreDefault: SDLSupportedLanguages = {
        let languages = [
            "EN-US", "ES-MX", "FR-CA", "DE-DE", "ES-ES", "EN-GB", "RU-RU", "TR-TR", "PL-PL", "FR-FR", "IT-IT",
            "SV-SE", "PT-PT", "NL-NL", "ZH-TW", "JA-JP", "AR-SA", "KO-KR", "PT-BR", "CS-CZ", "DA-DK", "NO-NO",
        ]
        return SDLSupportedLanguages(ui: languages, vr: languages, tts: languages)
    }()

    /// Whether Core lets ChangeRegistration switch to `language` and `hmiDisplayLanguage`.
    public func allows(language: String, hmiDisplayLanguage: String) -> Bool {
        ui.contains(hmiDisplayLanguage) && vr.contains(language) && tts.contains(language)
    }

    /// Reads `{"UI": [...], "VR": [...], "TTS": [...]}`; a missing list is ``coreDefault``'s.
    init(json: SDLJSONValue) throws(SDLHeadUnitError) {
        guard let object = json.objectValue else {
            throw .invalidProfile("'supportedLanguages' must be an object with UI, VR and TTS lists, got \(json.typeName)")
        }
        for key in object.keys where !["UI", "VR", "TTS"].contains(key) {
            throw .invalidProfile("'supportedLanguages' has unknown key '\(key)' (allowed: UI, VR, TTS)")
        }
        let defaults = Self.coreDefault
        self.init(ui: try Self.list(object, "UI") ?? defaults.ui, vr: try Self.list(object, "VR") ?? defaults.vr,
                  tts: try Self.list(object, "TTS") ?? defaults.tts)
    }

    /// The lists as a profile file writes them.
    var json: SDLJSONValue {
        func array(_ list: [String]) -> SDLJSONValue { .array(list.map { .string($0) }) }
        return ["UI": array(ui), "VR": array(vr), "TTS": array(tts)]
    }

    private static func list(_ object: SDLJSONObject, _ key: String) throws(SDLHeadUnitError) -> [String]? {
        guard let value = object[key] else { return nil }
        guard let items = value.arrayValue else {
            throw .invalidProfile("'supportedLanguages.\(key)' must be an array of Language values, got \(value.typeName)")
        }
        var languages: [String] = []
        for item in items {
            guard let text = item.stringValue, SDLLanguage(rawValue: text).isKnown else {
                throw .invalidProfile("'supportedLanguages.\(key)' holds \(item.jsonString), which is not a Language of the spec")
            }
            languages.append(text)
        }
        return languages
    }
}
