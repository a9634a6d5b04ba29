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
    }

    /// A submenu added with AddSubMenu.
    public struct SubMenu: Sendable, Hashable {
        /// `menuID`.
        public var id: Int
        /// `menuName`.
        public var menuName: String
        /// `parentID` (0 = top level).
        public var parentID: Int
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
    /// Commands by id.
    public var commands: [Int: Command]
    /// Submenus by id.
    public var subMenus: [Int: SubMenu]
    /// Choice sets by id.
    public var choiceSets: [Int: [SDLOverlay.Choice]]
    /// System capability types the app subscribed to with GetSystemCapability(subscribe: true).
    public var capabilitySubscriptions: Set<String>

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
        object.append("subscribedButtons", .array(subscribedButtons.sorted().map { .string($0) }))
        object.append("commands", .array(commands.keys.sorted().map { .integer($0) }))
        object.append("subMenus", .array(subMenus.keys.sorted().map { .integer($0) }))
        object.append("choiceSets", .array(choiceSets.keys.sorted().map { .integer($0) }))
        object.append("screen", screen.json)
        return .object(object)
    }
}
