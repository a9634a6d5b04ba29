import SDLRPC

/// A registered app as the head unit sees it: identity from RegisterAppInterface, its HMI status,
/// screen, files, subscriptions and menu.
public struct SDLRegisteredApp: Sendable, Hashable, Identifiable {
    /// A file the app uploaded with PutFile.
    public struct StoredFile: Sendable, Hashable {
        /// `syncFileName`.
        public var name: String
        /// `fileType`.
        public var fileType: String
        /// `persistentFile`.
        public var isPersistent: Bool
        /// The bytes received so far.
        public var bytes: [UInt8]
        /// The full length announced with the first chunk (`length`), if any.
        public var expectedLength: Int?
    }

    /// A command added with AddCommand.
    public struct Command: Sendable, Hashable {
        /// `cmdID`.
        public var id: Int
        /// `menuParams.menuName`, if the command has a menu entry.
        public var menuName: String?
        /// `menuParams.parentID` (0 = top level).
        public var parentID: Int
        /// `vrCommands`.
        public var vrCommands: [String]
        /// `menuParams.position` as the app sent it (the order it produced is ``SDLRegisteredApp/menu``'s).
        public var position: Int? = nil
        /// `menuParams.secondaryText` (RPC 7.1).
        public var secondaryText: String? = nil
        /// `menuParams.tertiaryText` (RPC 7.1).
        public var tertiaryText: String? = nil
        /// `cmdIcon`.
        public var icon: SDLHeadUnitImage? = nil
        /// `secondaryImage` (RPC 7.1).
        public var secondaryImage: SDLHeadUnitImage? = nil
    }

    /// A submenu added with AddSubMenu.
    public struct SubMenu: Sendable, Hashable {
        /// `menuID`.
        public var id: Int
        /// `menuName`.
        public var menuName: String
        /// `parentID` (0 = top level).
        public var parentID: Int
        /// `position` as the app sent it.
        public var position: Int? = nil
        /// `secondaryText` (RPC 7.1).
        public var secondaryText: String? = nil
        /// `tertiaryText` (RPC 7.1).
        public var tertiaryText: String? = nil
        /// `menuIcon`.
        public var icon: SDLHeadUnitImage? = nil
        /// `secondaryImage` (RPC 7.1).
        public var secondaryImage: SDLHeadUnitImage? = nil
        /// The layout the head unit draws the submenu with: `menuLayout` when the display offers it,
        /// `nil` (the display's default) when the app sent none or one the display lacks.
        public var menuLayout: String? = nil
    }

    /// The head unit's id for the app (Core's `appID` towards the HMI), starting at 1.
    public var id: Int
    /// `appName`.
    public var appName: String
    /// `appID` (lower-cased as Core does) or `fullAppID`.
    public var policyAppID: String
    /// `isMediaApplication`.
    public var isMediaApplication: Bool
    /// `vrSynonyms`.
    public var vrSynonyms: [String]
    /// `appHMIType`.
    public var appHMITypes: [String]
    /// `languageDesired`.
    public var languageDesired: String
    /// `hmiDisplayLanguageDesired`.
    public var hmiDisplayLanguageDesired: String
    /// The negotiated RPC version used to validate the app's messages (§C.2).
    public var rpcVersion: SDLRPCVersion
    /// The negotiated protocol version of its session, e.g. `5.4.0`.
    public var protocolVersion: String
    /// Current HMI level.
    public var hmiLevel: SDLHMILevel
    /// Current audio streaming state.
    public var audioStreamingState: SDLAudioStreamingState
    /// Current system context.
    public var systemContext: SDLSystemContext
    /// Current video streaming state.
    public var videoStreamingState: SDLVideoStreamingState
    /// The app's main window.
    public var screen: SDLScreenState
    /// Uploaded files by name.
    public var files: [String: StoredFile]
    /// Buttons subscribed with SubscribeButton.
    public var subscribedButtons: Set<String>
    /// Vehicle data items subscribed with SubscribeVehicleData (the app's `VehicleInfoAppExtension`).
    public var subscribedVehicleData: Set<String> = []
    /// Commands by id.
    public var commands: [Int: Command]
    /// Submenus by id.
    public var subMenus: [Int: SubMenu]
    /// Choice sets by id.
    public var choiceSets: [Int: [SDLOverlay.Choice]]
    /// System capability types the app subscribed to with GetSystemCapability(subscribe: true).
    public var capabilitySubscriptions: Set<String>
    /// Where the user is in the app's menu: `nil` while it is closed, `[]` on its top level, `[10]`
    /// inside submenu 10, `[10, 12]` inside submenu 12 of submenu 10. The system context is MENU
    /// while it is open.
    public var openMenuPath: [Int]? = nil
    /// SetGlobalProperties' `menuTitle` (ResetGlobalProperties MENUNAME removes it).
    public var menuTitle: String? = nil
    /// SetGlobalProperties' `menuIcon` (ResetGlobalProperties MENUICON removes it).
    public var menuIcon: SDLHeadUnitImage? = nil
    /// SetGlobalProperties' `menuLayout` when the display offers it; `nil`: the display's default.
    public var menuLayout: String? = nil
    /// SetGlobalProperties' `keyboardProperties` as the head unit holds them (`nil` until the app sets
    /// them; Core's reset values after ResetGlobalProperties KEYBOARDPROPERTIES).
    public var keyboardProperties: SDLHeadUnitKeyboardProperties? = nil
    /// The touchable areas of the app's last SendHapticData (none before, or after one without `hapticRectData`).
    public var hapticRects: [SDLHeadUnitHapticRect] = []
    /// Whether the app's video service is started (from its StartServiceACK to its EndService or
    /// the end of its session): the web view shows the stream only then.
    public var isStreamingVideo = false
    /// The media clock of the app's last SetMediaClockTimer; `nil` before one and after CLEAR.
    public var mediaClock: SDLHeadUnitMediaClock? = nil
    /// The file SetAppIcon made the app's icon; `nil` until it succeeds.
    public var appIcon: String? = nil
    /// The menu's entries under each parent (0 = top level) in display order, kept as the HMI keeps
    /// them: each AddCommand/AddSubMenu inserted at its `position` (see ``menu``).
    var menuOrder: [Int: [MenuKey]] = [:]

    /// The JSON form for state dumps.
    public var json: SDLJSONValue {
        var object: SDLJSONObject = [
            "id": .integer(id), "appName": .string(appName), "policyAppID": .string(policyAppID),
            "isMediaApplication": .bool(isMediaApplication), "rpcVersion": .string(rpcVersion.description),
            "protocolVersion": .string(protocolVersion),
            "hmiLevel": .string(hmiLevel.rawValue), "audioStreamingState": .string(audioStreamingState.rawValue),
            "systemContext": .string(systemContext.rawValue), "languageDesired": .string(languageDesired),
        ]
        object.append("files", .array(files.keys.sorted().map { .string($0) }))
        if let mediaClock { object.append("mediaClock", .string(mediaClock.summary)) }
        if let appIcon { object.append("appIcon", .string(appIcon)) }
        object.append("subscribedButtons", .array(subscribedButtons.sorted().map { .string($0) }))
        object.append("subscribedVehicleData", .array(subscribedVehicleData.sorted().map { .string($0) }))
        object.append("commands", .array(commands.keys.sorted().map { .integer($0) }))
        object.append("subMenus", .array(subMenus.keys.sorted().map { .integer($0) }))
        if let openMenuPath { object.append("openMenuPath", .array(openMenuPath.map { .integer($0) })) }
        object.append("menu", .array(menu.map(\.json)))
        object.append("choiceSets", .array(choiceSets.keys.sorted().map { .integer($0) }))
        if let keyboardProperties { object.append("keyboardProperties", .object(keyboardProperties.json)) }
        if !hapticRects.isEmpty { object.append("hapticRects", .array(hapticRects.map(\.json))) }
        if isStreamingVideo { object.append("streamingVideo", .bool(true)) }
        object.append("screen", screen.json)
        return .object(object)
    }
}
