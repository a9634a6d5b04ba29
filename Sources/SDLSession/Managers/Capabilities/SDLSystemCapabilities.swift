public import SDLRPC

/// Everything known about the head unit's capabilities at one moment: the registration's
/// capabilities, the modern DISPLAYS list (converted from the old form until the head unit sends
/// its own), and each system capability fetched or pushed since.
public struct SDLSystemCapabilities: Hashable, Sendable {
    /// The displays (DISPLAYS), main display first.
    public var displays: [SDLDisplayCapability]?
    /// Other system capabilities by type (NAVIGATION, PHONE_CALL, VIDEO_STREAMING, …).
    public var systemCapabilities: [SDLSystemCapabilityType: SDLSystemCapability] = [:]
    /// The registration's (deprecated) display capabilities, as sent.
    public var displayCapabilities: SDLDisplayCapabilities?
    /// The registration's hardware and soft button capabilities (deprecated there; the main
    /// window's `buttonCapabilities` replace them).
    public var buttonCapabilities: [SDLButtonCapabilities]?
    /// The registration's soft-button capabilities (see `mainWindowSoftButtonCapabilities`).
    public var softButtonCapabilities: [SDLSoftButtonCapabilities]?
    /// Whether on-screen presets exist.
    public var presetBankCapabilities: SDLPresetBankCapabilities?
    /// Which system capability types the head unit supports (navigation, phone, displays, …).
    public var hmiCapabilities: SDLHMICapabilities?
    /// Audio formats PerformAudioPassThru can record.
    public var audioPassThruCapabilities: [SDLAudioPassThruCapabilities]?
    /// The PCM stream format for audio streaming.
    public var pcmStreamCapabilities: SDLAudioPassThruCapabilities?
    /// Speech kinds the head unit can speak.
    public var speechCapabilities: [SDLSpeechCapabilities]?
    /// Prerecorded sounds available.
    public var prerecordedSpeech: [SDLPrerecordedSpeech]?
    /// Voice-recognition capabilities.
    public var vrCapabilities: [SDLVrCapabilities]?
    /// Where the HMI is (front, back).
    public var hmiZoneCapabilities: [SDLHmiZoneCapabilities]?
    /// The negotiated RPC version from the registration.
    public var rpcVersion: SDLRPCVersion?

    /// Nothing known.
    public init() {}

    /// The capabilities a RegisterAppInterface response carries, displays converted to the
    /// modern form (`SDLDisplayCapabilityConverter`).
    public init(registration response: SDLRegisterAppInterfaceResponse) {
        // The display, button, soft-button and preset members are deprecated in 8.0.0; read them
        // from the JSON to stay warning-free.
        let json = response.jsonObject
        displayCapabilities = json["displayCapabilities"].flatMap { try? SDLDisplayCapabilities(json: $0, policy: .lenient) }
        buttonCapabilities = Self.array(json["buttonCapabilities"], of: SDLButtonCapabilities.self)
        softButtonCapabilities = Self.array(json["softButtonCapabilities"], of: SDLSoftButtonCapabilities.self)
        presetBankCapabilities = json["presetBankCapabilities"].flatMap { try? SDLPresetBankCapabilities(json: $0, policy: .lenient) }
        hmiCapabilities = response.hmiCapabilities
        audioPassThruCapabilities = response.audioPassThruCapabilities
        pcmStreamCapabilities = response.pcmStreamCapabilities
        speechCapabilities = response.speechCapabilities
        prerecordedSpeech = response.prerecordedSpeech
        vrCapabilities = response.vrCapabilities
        hmiZoneCapabilities = response.hmiZoneCapabilities
        rpcVersion = response.syncMsgVersion.map(SDLRPCVersion.init)
        displays = SDLDisplayCapabilityConverter.displays(
            from: displayCapabilities, buttonCapabilities: buttonCapabilities, softButtonCapabilities: softButtonCapabilities)
    }

    /// Takes in a system capability from GetSystemCapability or OnSystemCapabilityUpdated:
    /// DISPLAYS is merged per window (`SDLDisplayCapabilityConverter.merge`), other types replace
    /// what was known.
    public mutating func apply(_ capability: SDLSystemCapability) {
        if capability.systemCapabilityType == .displays {
            if let new = capability.displayCapabilities {
                displays = SDLDisplayCapabilityConverter.merge(new, into: displays)
            }
            var stored = capability
            stored.displayCapabilities = displays
            systemCapabilities[.displays] = stored
        } else {
            systemCapabilities[capability.systemCapabilityType] = capability
        }
    }

    /// The capability of `type` as known now (DISPLAYS: the merged list).
    public func capability(of type: SDLSystemCapabilityType) -> SDLSystemCapability? {
        if type == .displays {
            guard let displays else { return nil }
            return SDLSystemCapability(systemCapabilityType: .displays, displayCapabilities: displays)
        }
        return systemCapabilities[type]
    }

    /// The structs of a JSON array, read leniently (unreadable elements dropped); `nil` when
    /// `json` is not an array.
    static func array<Element: SDLStructure>(_ json: SDLJSONValue?, of type: Element.Type) -> [Element]? {
        json?.arrayValue.map { items in items.compactMap { try? Element(json: $0, policy: .lenient) } }
    }
}
