/// The display profiles built into the emulator, by the name a command line or a control line
/// gives: the closed set `sdl-headunit --profile` and `sdl-example --profile` offer.
public enum SDLBuiltInProfile: String, Sendable, Hashable, CaseIterable {
    /// ``SDLDisplayProfile/media4Line``: 4-line media display with graphics (the default).
    case media4Line = "media-4line"
    /// ``SDLDisplayProfile/generic2Line``: 2-line text display without graphics.
    case generic2Line = "generic-2line"
    /// ``SDLDisplayProfile/basic1Line``: 1-line text display.
    case basic1Line = "basic-1line"
    /// ``SDLDisplayProfile/coreDefault``: SDL Core 8.2's default capabilities, spec gaps included.
    case coreDefault = "core-default"
    /// ``SDLDisplayProfile/navigation``: media-4line with a VIDEO_STREAMING capability (800×480, H.264 over RTP or RAW).
    case navigation = "navigation"

    /// The profile itself.
    public var profile: SDLDisplayProfile {
        switch self {
        case .media4Line: .media4Line
        case .generic2Line: .generic2Line
        case .basic1Line: .basic1Line
        case .coreDefault: .coreDefault
        case .navigation: .navigation
        }
    }
}
