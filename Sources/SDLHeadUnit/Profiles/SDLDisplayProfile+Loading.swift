import Foundation
import SDLRPC

extension SDLDisplayProfile {
    /// The keys a profile file may have besides the capability keys.
    static let metadataKeys: Set<String> = [
        "name", "description", "language", "hmiDisplayLanguage", "sdlVersion", "systemSoftwareVersion", "followsSpec",
        "menuLayoutsAvailable", "keyboardCapabilities", "vehicleDataAvailable", "customVehicleData", "systemCapabilities",
        "supportedLanguages",
    ]

    /// Reads a profile from JSON.
    ///
    /// The object has `name` (mandatory), `description`, `language` and `hmiDisplayLanguage` (Language
    /// wire values, default `EN-US`), `sdlVersion` (default `8.2.0`), `systemSoftwareVersion`, and any of
    /// ``capabilityKeys`` with the JSON the RegisterAppInterface response carries; `displayCapabilities`
    /// is mandatory. Every capability is checked against the spec types (`SDLDisplayCapabilities`,
    /// `SDLButtonCapabilities`, …), and `menuLayoutsAvailable` (MenuLayout values, default `["LIST"]`:
    /// the main window's layouts, which AddSubMenu and SetGlobalProperties are checked against),
    /// `keyboardCapabilities` (a KeyboardCapabilities: the main window's keyboard, whose
    /// `supportedKeyboards[].numConfigurableKeys` SetGlobalProperties' `customKeys` are checked against),
    /// `vehicleDataAvailable` (the vehicle data items the vehicle has, GetVehicleData parameter names;
    /// all by default), `customVehicleData` (an object of OEM custom vehicle data items, SDL-0173: each
    /// name not a spec item, with the vehicle's starting value; none by default), `systemCapabilities`
    /// (the `SystemCapability` members GetSystemCapability answers with: navigationCapability,
    /// phoneCapability, videoStreamingCapability, remoteControlCapability, seatLocationCapability,
    /// driverDistractionCapability; none by default), `supportedLanguages` (the UI's, VR's and TTS's
    /// languages, ``SDLSupportedLanguages``; Core's default lists by default). With `"followsSpec": false` a capability only has to be readable
    /// leniently (as an app reads it) and is kept exactly as written, gaps included.
    ///
    /// - Throws: ``SDLHeadUnitError`` with code `invalidProfile`, naming the key and the spec issue.
    public init(json: SDLJSONValue) throws(SDLHeadUnitError) {
        guard let object = json.objectValue else {
            throw .invalidProfile("A profile must be a JSON object, got \(json.typeName)")
        }
        for key in object.keys where !Self.metadataKeys.contains(key) && !Self.capabilityKeys.contains(key) {
            throw .invalidProfile("Unknown key '\(key)' (allowed: \((Self.metadataKeys.sorted() + Self.capabilityKeys).joined(separator: ", ")))")
        }
        guard let name = object["name"]?.stringValue, !name.isEmpty else {
            throw .invalidProfile("'name' must be a non-empty string")
        }
        self.name = name
        self.summary = try Self.string(object, "description") ?? ""
        self.language = try Self.language(object, "language") ?? "EN-US"
        self.hmiDisplayLanguage = try Self.language(object, "hmiDisplayLanguage") ?? language
        self.sdlVersion = try Self.string(object, "sdlVersion") ?? "8.2.0"
        self.systemSoftwareVersion = try Self.string(object, "systemSoftwareVersion")
        guard object["displayCapabilities"] != nil else {
            throw .invalidProfile("'displayCapabilities' is mandatory")
        }
        switch object["followsSpec"] {
        case nil: self.followsSpec = true
        case .bool(let follows)?: self.followsSpec = follows
        case let other?: throw .invalidProfile("'followsSpec' must be a boolean, got \(other.typeName)")
        }
        let policy: SDLDecodingPolicy = followsSpec ? .strict : .lenient
        var capabilities = SDLJSONObject()
        for key in Self.capabilityKeys {
            guard let value = object[key] else { continue }
            let checked = try Self.checkedCapability(key, value, policy: policy)
            capabilities.append(key, followsSpec ? checked : value)
        }
        self.capabilities = capabilities
        if let layouts = object["menuLayoutsAvailable"] {
            self.menuLayouts = try Self.menuLayouts(layouts)
        }
        if let items = object["vehicleDataAvailable"] {
            self.vehicleDataAvailable = try Self.vehicleDataItems(items)
        }
        if let system = object["systemCapabilities"] {
            self.systemCapabilities = try Self.systemCapabilities(system, policy: policy)
        }
        if let custom = object["customVehicleData"] {
            self.customVehicleData = try Self.customVehicleData(custom)
        }
        if let languages = object["supportedLanguages"] {
            self.supportedLanguages = try SDLSupportedLanguages(json: languages)
        }
        if let keyboard = object["keyboardCapabilities"] {
            self.keyboardCapabilities = try Self.structure(SDLKeyboardCapabilities.self, "keyboardCapabilities", keyboard, .strict).objectValue
        }
    }

    /// `menuLayoutsAvailable`: a non-empty array of MenuLayout values.
    private static func menuLayouts(_ value: SDLJSONValue) throws(SDLHeadUnitError) -> [String] {
        guard let array = value.arrayValue, !array.isEmpty else {
            throw .invalidProfile("'menuLayoutsAvailable' must be a non-empty array of MenuLayout values")
        }
        var layouts: [String] = []
        for item in array {
            guard let layout = item.stringValue, SDLMenuLayout(rawValue: layout).isKnown else {
                throw .invalidProfile("'menuLayoutsAvailable' holds \(item.jsonString), which is not a MenuLayout (LIST, TILES)")
            }
            layouts.append(layout)
        }
        return layouts
    }

    /// `vehicleDataAvailable`: an array of vehicle data item names, in the spec's order.
    private static func vehicleDataItems(_ value: SDLJSONValue) throws(SDLHeadUnitError) -> [String] {
        guard let array = value.arrayValue else {
            throw .invalidProfile("'vehicleDataAvailable' must be an array of vehicle data item names (GetVehicleData parameters)")
        }
        var items: Set<String> = []
        for item in array {
            guard let name = item.stringValue, HeadUnitVehicleDataItems.isItem(name) else {
                throw .invalidProfile("'vehicleDataAvailable' holds \(item.jsonString), which is no vehicle data item (GetVehicleData parameter)")
            }
            items.insert(name)
        }
        return HeadUnitVehicleDataItems.names.filter(items.contains)
    }

    /// `customVehicleData`: an object whose keys are not the spec's vehicle data items and whose
    /// values are not null (the vehicle's starting value gives the item its type).
    private static func customVehicleData(_ value: SDLJSONValue) throws(SDLHeadUnitError) -> SDLJSONObject {
        guard let object = value.objectValue else {
            throw .invalidProfile("'customVehicleData' must be an object of OEM item names and their starting values, got \(value.typeName)")
        }
        for (name, initial) in object {
            guard !name.isEmpty, !HeadUnitVehicleDataItems.isItem(name) else {
                throw .invalidProfile("'customVehicleData' names '\(name)', which is \(name.isEmpty ? "empty" : "a vehicle data item of the spec")")
            }
            guard initial != .null else {
                throw .invalidProfile("'customVehicleData.\(name)' needs a starting value (its type is the item's type), not null")
            }
        }
        return object
    }

    /// Reads a profile from UTF-8 JSON bytes.
    public init(jsonBytes: some Collection<UInt8>) throws(SDLHeadUnitError) {
        let json: SDLJSONValue
        do {
            json = try SDLJSONParser.parse(jsonBytes)
        } catch {
            throw .invalidProfile("Not valid JSON: \(error)")
        }
        try self.init(json: json)
    }

    /// A built-in profile by name, or a profile read from the JSON file at `nameOrPath`.
    public static func load(_ nameOrPath: String) throws(SDLHeadUnitError) -> SDLDisplayProfile {
        if let profile = builtIn(named: nameOrPath) { return profile }
        guard FileManager.default.isReadableFile(atPath: nameOrPath) else { throw .unknownProfile(nameOrPath) }
        return try load(file: nameOrPath)
    }

    /// The profile in the JSON file at `path` (never a built-in one, whatever the file is called).
    public static func load(file path: String) throws(SDLHeadUnitError) -> SDLDisplayProfile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SDLHeadUnitError(code: "unknownProfile", message: "Cannot read the profile file '\(path)'")
        }
        do {
            return try SDLDisplayProfile(jsonBytes: Array(data))
        } catch {
            throw .invalidProfile("\(path): \(error.message)")
        }
    }

    private static func string(_ object: SDLJSONObject, _ key: String) throws(SDLHeadUnitError) -> String? {
        guard let value = object[key] else { return nil }
        guard let text = value.stringValue else {
            throw .invalidProfile("'\(key)' must be a string, got \(value.typeName)")
        }
        return text
    }

    private static func language(_ object: SDLJSONObject, _ key: String) throws(SDLHeadUnitError) -> String? {
        guard let text = try string(object, key) else { return nil }
        guard SDLLanguage(rawValue: text).isKnown else {
            throw .invalidProfile("'\(key)': '\(text)' is not a Language of the spec")
        }
        return text
    }

    /// Decodes `value` with the spec type of `key` and returns its normalised JSON.
    static func checkedCapability(_ key: String, _ value: SDLJSONValue, policy: SDLDecodingPolicy) throws(SDLHeadUnitError) -> SDLJSONValue {
        switch key {
        case "displayCapabilities": return try structure(SDLDisplayCapabilities.self, key, value, policy)
        case "buttonCapabilities": return try structures(SDLButtonCapabilities.self, key, value, policy)
        case "softButtonCapabilities": return try structures(SDLSoftButtonCapabilities.self, key, value, policy)
        case "presetBankCapabilities": return try structure(SDLPresetBankCapabilities.self, key, value, policy)
        case "hmiZoneCapabilities": return try enumerations(SDLHmiZoneCapabilities.self, key, value)
        case "speechCapabilities": return try enumerations(SDLSpeechCapabilities.self, key, value)
        case "prerecordedSpeech": return try enumerations(SDLPrerecordedSpeech.self, key, value)
        case "vrCapabilities": return try enumerations(SDLVrCapabilities.self, key, value)
        case "audioPassThruCapabilities": return try structures(SDLAudioPassThruCapabilities.self, key, value, policy)
        case "pcmStreamCapabilities": return try structure(SDLAudioPassThruCapabilities.self, key, value, policy)
        case "vehicleType": return try structure(SDLVehicleType.self, key, value, policy)
        case "hmiCapabilities": return try structure(SDLHMICapabilities.self, key, value, policy)
        case "supportedDiagModes":
            guard let items = value.arrayValue, items.allSatisfy({ ($0.intValue ?? -1) >= 0 && ($0.intValue ?? 256) <= 255 }) else {
                throw .invalidProfile("'supportedDiagModes' must be an array of integers 0...255")
            }
            return value
        default:
            throw .invalidProfile("Unknown capability '\(key)'")
        }
    }

    static func structure<T: SDLStructure>(
        _ type: T.Type, _ key: String, _ value: SDLJSONValue, _ policy: SDLDecodingPolicy
    ) throws(SDLHeadUnitError) -> SDLJSONValue {
        let decoded: T
        do {
            decoded = try T(json: value, policy: policy)
        } catch {
            throw .invalidProfile("'\(key)' is not a valid \(T.specName): \(error.description)")
        }
        if policy == .strict, let issue = decoded.validate().first(where: { $0.severity == .error }) {
            throw .invalidProfile("'\(key)' is not a valid \(T.specName): \(issue.description)")
        }
        return decoded.jsonValue
    }

    private static func structures<T: SDLStructure>(
        _ type: T.Type, _ key: String, _ value: SDLJSONValue, _ policy: SDLDecodingPolicy
    ) throws(SDLHeadUnitError) -> SDLJSONValue {
        guard let items = value.arrayValue, !items.isEmpty else {
            throw .invalidProfile("'\(key)' must be a non-empty array of \(T.specName)")
        }
        var result: [SDLJSONValue] = []
        for (index, item) in items.enumerated() {
            result.append(try structure(type, "\(key)[\(index)]", item, policy))
        }
        return .array(result)
    }

    private static func enumerations<T: SDLEnumeration>(_ type: T.Type, _ key: String, _ value: SDLJSONValue) throws(SDLHeadUnitError) -> SDLJSONValue {
        guard let items = value.arrayValue, !items.isEmpty else {
            throw .invalidProfile("'\(key)' must be a non-empty array of \(T.specName) values")
        }
        for item in items {
            guard let text = item.stringValue, T(rawValue: text).isKnown else {
                throw .invalidProfile("'\(key)': \(item.jsonString) is not a \(T.specName) value")
            }
        }
        return value
    }
}
