import SDLRPC

/// A modal view on top of the screen, opened by an app's request and closed by the user, a timeout,
/// `CancelInteraction`, another overlay (policy ``SDLOverlayPolicy/abort``) or the end of the audio
/// pass-thru. Its request stays pending until it closes (§E).
public struct SDLOverlay: Sendable, Hashable {
    /// Which request opened the overlay.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `Alert` (12).
        case alert = "Alert"
        /// `SubtleAlert` (64).
        case subtleAlert = "SubtleAlert"
        /// `ScrollableMessage` (25).
        case scrollableMessage = "ScrollableMessage"
        /// `Slider` (26).
        case slider = "Slider"
        /// `PerformInteraction` (10).
        case performInteraction = "PerformInteraction"
        /// `PerformAudioPassThru` (16).
        case performAudioPassThru = "PerformAudioPassThru"

        /// The function ID of the request.
        public var functionID: Int {
            switch self {
            case .alert: 12
            case .subtleAlert: 64
            case .scrollableMessage: 25
            case .slider: 26
            case .performInteraction: 10
            case .performAudioPassThru: 16
            }
        }

        /// The kind for a CancelInteraction `functionID`, if it names one of these.
        init?(functionID: Int) {
            guard let kind = Self.allCases.first(where: { $0.functionID == functionID }) else { return nil }
            self = kind
        }
    }

    /// A choice of a `PerformInteraction`, from the app's choice sets.
    public struct Choice: Sendable, Hashable {
        /// `choiceID`.
        public var id: Int
        /// `menuName`.
        public var menuName: String
        /// `secondaryText`.
        public var secondaryText: String?
        /// `tertiaryText`.
        public var tertiaryText: String?
        /// `image`.
        public var image: SDLHeadUnitImage?
        /// `vrCommands`.
        public var vrCommands: [String]
        /// `secondaryImage`.
        public var secondaryImage: SDLHeadUnitImage?

        /// Creates a choice.
        public init(id: Int, menuName: String, secondaryText: String? = nil, tertiaryText: String? = nil, image: SDLHeadUnitImage? = nil,
                    vrCommands: [String] = [], secondaryImage: SDLHeadUnitImage? = nil) {
            self.id = id
            self.menuName = menuName
            self.secondaryText = secondaryText
            self.tertiaryText = tertiaryText
            self.image = image
            self.vrCommands = vrCommands
            self.secondaryImage = secondaryImage
        }

        init?(json: SDLJSONValue) {
            guard let object = json.objectValue, let id = object["choiceID"]?.intValue else { return nil }
            self.init(
                id: id,
                menuName: object["menuName"]?.stringValue ?? "",
                secondaryText: object["secondaryText"]?.stringValue,
                tertiaryText: object["tertiaryText"]?.stringValue,
                image: SDLHeadUnitImage(json: object["image"]),
                vrCommands: (object["vrCommands"]?.arrayValue ?? []).compactMap(\.stringValue),
                secondaryImage: SDLHeadUnitImage(json: object["secondaryImage"])
            )
        }
    }

    /// Which request opened the overlay.
    public var kind: Kind
    /// The head-unit id of the app that owns it.
    public var appID: Int
    /// The correlation ID of the pending request.
    public var correlationID: Int32
    /// `cancelID` of the request, if any.
    public var cancelID: Int?
    /// The request's parameters after validation (defaults inserted, unknown keys dropped).
    public var parameters: SDLJSONObject
    /// The text lines shown, in order: alert texts, the message body, the slider header, the interaction's
    /// initial text or the pass-thru display texts.
    public var lines: [String]
    /// Soft buttons of an Alert or ScrollableMessage.
    public var softButtons: [SDLHeadUnitSoftButton]
    /// `alertIcon` of an Alert.
    public var icon: SDLHeadUnitImage?
    /// How long until the overlay closes by itself; `nil` when it never does (an Alert with soft
    /// buttons).
    public var timeout: Duration?
    /// Slider: `numTicks`.
    public var numTicks: Int?
    /// Slider: the current position (starts at the request's `position`; the user moves it).
    public var sliderPosition: Int?
    /// Slider: `sliderFooter` (one static footer or one per tick).
    public var sliderFooters: [String]
    /// PerformInteraction: the choices of all listed choice sets, in order.
    public var choices: [Choice]
    /// PerformInteraction: `interactionMode`.
    public var interactionMode: String?
    /// PerformInteraction: `interactionLayout`.
    public var interactionLayout: String?
    /// PerformAudioPassThru: audio sent so far, in bytes.
    public var audioBytesSent: Int
    /// PerformInteraction with a keyboard (KEYBOARD, LIST_WITH_SEARCH, ICON_WITH_SEARCH): what the user
    /// typed, the app's keyboard properties and whether the entry is masked; `nil` without a keyboard.
    public var keyboard: SDLHeadUnitKeyboardEntry?

    init(kind: Kind, appID: Int, correlationID: Int32, parameters: SDLJSONObject) {
        self.kind = kind
        self.appID = appID
        self.correlationID = correlationID
        self.parameters = parameters
        self.cancelID = parameters["cancelID"]?.intValue
        self.lines = []
        self.softButtons = SDLHeadUnitSoftButton.list(parameters["softButtons"])
        self.icon = nil
        self.timeout = nil
        self.sliderFooters = []
        self.choices = []
        self.audioBytesSent = 0
    }

    /// The JSON form for state dumps and the control channel.
    public var json: SDLJSONValue {
        var object: SDLJSONObject = ["kind": .string(kind.rawValue), "appID": .integer(appID), "correlationID": .integer(Int(correlationID))]
        if let cancelID { object.append("cancelID", .integer(cancelID)) }
        object.append("lines", .array(lines.map { .string($0) }))
        if !softButtons.isEmpty { object.append("softButtons", .array(softButtons.map(\.json))) }
        if let icon { object.append("icon", icon.json) }
        if let timeout { object.append("timeoutMilliseconds", .integer(Int(timeout.millisecondsClamped))) }
        if let numTicks { object.append("numTicks", .integer(numTicks)) }
        if let sliderPosition { object.append("sliderPosition", .integer(sliderPosition)) }
        if !sliderFooters.isEmpty { object.append("sliderFooters", .array(sliderFooters.map { .string($0) })) }
        if !choices.isEmpty {
            object.append("choices", .array(choices.map { choice in
                var item: SDLJSONObject = ["choiceID": .integer(choice.id), "menuName": .string(choice.menuName)]
                if let text = choice.secondaryText { item.append("secondaryText", .string(text)) }
                if let text = choice.tertiaryText { item.append("tertiaryText", .string(text)) }
                return .object(item)
            }))
        }
        if let interactionMode { object.append("interactionMode", .string(interactionMode)) }
        if let interactionLayout { object.append("interactionLayout", .string(interactionLayout)) }
        if kind == .performAudioPassThru { object.append("audioBytesSent", .integer(audioBytesSent)) }
        if let keyboard { object.append("keyboard", keyboard.json) }
        return .object(object)
    }
}
