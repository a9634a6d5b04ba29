public import SDLRPC

extension SDLSystemCapabilities {
    /// The capability of window `windowID` on the main display (absent IDs count as 0).
    public func windowCapability(_ windowID: Int = SDLHMIStatus.mainWindowID) -> SDLWindowCapability? {
        displays?.first?.windowCapabilities?.first { ($0.windowID ?? SDLHMIStatus.mainWindowID) == windowID }
    }

    /// The main window's capability.
    public var mainWindowCapability: SDLWindowCapability? { windowCapability() }

    /// The main window's text fields, each with its `width` and `rows` (line count).
    public var textFields: [SDLTextField] { mainWindowCapability?.textFields ?? [] }

    /// The main window's text field `name`, if the head unit shows it.
    public func textField(_ name: SDLTextFieldName) -> SDLTextField? {
        textFields.first { $0.name == name }
    }

    /// How many lines the main window's field `name` has (its `rows`); 0 when it is not shown.
    public func numberOfLines(of name: SDLTextFieldName) -> Int {
        textField(name)?.rows ?? 0
    }

    /// How many of `mainField1`…`mainField4` the main window shows: the highest N whose
    /// `mainFieldN` is listed (0 when none is).
    public var maximumNumberOfMainFieldLines: Int {
        Self.maximumNumberOfMainFieldLines(in: textFields)
    }

    /// ``maximumNumberOfMainFieldLines`` of a window with `textFields`.
    public static func maximumNumberOfMainFieldLines(in textFields: [SDLTextField]) -> Int {
        // A scan of the few fields, not a set of them: the screen manager asks on every update.
        var highest = 0
        for field in textFields {
            switch field.name {
            case .mainField1: highest = max(highest, 1)
            case .mainField2: highest = max(highest, 2)
            case .mainField3: highest = max(highest, 3)
            case .mainField4: highest = max(highest, 4)
            default: continue
            }
        }
        return highest
    }

    /// The main window's image fields.
    public var imageFields: [SDLImageField] { mainWindowCapability?.imageFields ?? [] }

    /// Whether the main window shows the image field `name`.
    public func hasImageField(_ name: SDLImageFieldName) -> Bool {
        imageFields.contains { $0.name == name }
    }

    /// Image types the main window takes (STATIC, DYNAMIC).
    public var imageTypeSupported: [SDLImageType] { mainWindowCapability?.imageTypeSupported ?? [] }

    /// Templates the main window can switch to (e.g. `MEDIA`, `GRAPHIC_WITH_TEXT`).
    public var templatesAvailable: [String] { mainWindowCapability?.templatesAvailable ?? [] }

    /// The main window's soft-button capabilities (one per button), else the registration's.
    public var mainWindowSoftButtonCapabilities: [SDLSoftButtonCapabilities] {
        mainWindowCapability?.softButtonCapabilities ?? softButtonCapabilities ?? []
    }

    /// How many soft buttons the main window shows: one capability per button (spec:
    /// "the number of soft buttons available on-window and the capabilities for each button").
    public var numberOfSoftButtons: Int { mainWindowSoftButtonCapabilities.count }

    /// The main window's button capabilities, else the registration's.
    public var mainWindowButtonCapabilities: [SDLButtonCapabilities] {
        mainWindowCapability?.buttonCapabilities ?? buttonCapabilities ?? []
    }

    /// The number of on-screen custom presets, when the head unit says.
    public var numberOfCustomPresets: Int? { mainWindowCapability?.numCustomPresetsAvailable }

    /// Audio formats PerformAudioPassThru can record (empty when none were sent).
    public var supportedAudioPassThruFormats: [SDLAudioPassThruCapabilities] { audioPassThruCapabilities ?? [] }

    /// Whether GetSystemCapability may carry `subscribe` (RPC 5.1 and later).
    public var supportsSubscriptions: Bool {
        (rpcVersion ?? SDLRPCVersion(1, 0, 0)) >= SDLRPCVersion(5, 1, 0)
    }

    /// Whether the head unit says it supports capability `type` (its `hmiCapabilities` flag);
    /// `nil` when it did not say.
    public func isCapabilitySupported(_ type: SDLSystemCapabilityType) -> Bool? {
        guard let hmi = hmiCapabilities else { return nil }
        switch type {
        case .navigation: return hmi.navigation
        case .phoneCall: return hmi.phoneCall
        case .videoStreaming: return hmi.videoStreaming
        case .remoteControl: return hmi.remoteControl
        case .appServices: return hmi.appServices
        case .displays: return hmi.displays
        case .seatLocation: return hmi.seatLocation
        case .driverDistraction: return hmi.driverDistraction
        case .unrecognized: return nil
        }
    }
}
