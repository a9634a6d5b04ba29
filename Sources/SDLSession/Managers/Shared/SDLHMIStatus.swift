public import SDLRPC

/// The head unit's view of one of the app's windows, from the latest `OnHMIStatus` for it
/// (protocol.md §C.3).
public struct SDLHMIStatus: Hashable, Sendable {
    /// The window this status is for; `0` (`PredefinedWindows.DEFAULT_WINDOW`) is the main window.
    public var windowID: Int
    /// FULL, LIMITED, BACKGROUND or NONE: which RPCs the app may send (policy groups use it).
    public var hmiLevel: SDLHMILevel
    /// Whether the app's audio can be heard.
    public var audioStreamingState: SDLAudioStreamingState
    /// What the head unit shows over the app (menu, alert, voice session…).
    public var systemContext: SDLSystemContext
    /// Whether video may be streamed; the spec's default `STREAMABLE` when the head unit omits it.
    public var videoStreamingState: SDLVideoStreamingState

    /// The ID of the main window (`PredefinedWindows.DEFAULT_WINDOW`).
    public static let mainWindowID = 0

    /// Creates a status.
    public init(
        windowID: Int = SDLHMIStatus.mainWindowID,
        hmiLevel: SDLHMILevel,
        audioStreamingState: SDLAudioStreamingState,
        systemContext: SDLSystemContext,
        videoStreamingState: SDLVideoStreamingState = .streamable
    ) {
        self.windowID = windowID
        self.hmiLevel = hmiLevel
        self.audioStreamingState = audioStreamingState
        self.systemContext = systemContext
        self.videoStreamingState = videoStreamingState
    }

    /// The status an `OnHMIStatus` describes; an absent `windowID` means the main window and an
    /// absent `videoStreamingState` means `STREAMABLE` (the spec's default).
    public init(_ notification: SDLOnHMIStatus) {
        self.init(
            windowID: notification.windowID ?? SDLHMIStatus.mainWindowID,
            hmiLevel: notification.hmiLevel,
            audioStreamingState: notification.audioStreamingState,
            systemContext: notification.systemContext,
            videoStreamingState: notification.videoStreamingState ?? .streamable
        )
    }
}
