import ArgumentParser
import SDLHeadUnit
import SDLProtocol

/// The emulated display and how the emulator behaves toward apps.
struct DisplayOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A built-in display profile (default: media-4line; core-default is SDL Core 8.2's defaults with their spec gaps). A profile JSON file goes to --profile-file.",
        valueName: "NAME"))
    var profile: SDLBuiltInProfile?

    @Option(name: .customLong("profile-file"), help: ArgumentHelp(
        "A display profile JSON file (--print-profile prints one to start from).", valueName: "FILE"))
    var profileFile: String?

    @Option(name: .customLong("print-profile"), help: ArgumentHelp("Print a built-in profile's JSON and exit.", valueName: "NAME"))
    var printProfile: SDLBuiltInProfile?

    @Option(name: .customLong("print-profile-file"), help: ArgumentHelp(
        "Check a profile JSON file, print it as the emulator reads it and exit.", valueName: "FILE"))
    var printProfileFile: String?

    @Option(help: ArgumentHelp("Draw the screen after every change, as text, or not at all.", valueName: "MODE"))
    var render: RenderMode = .none

    @Option(help: ArgumentHelp(
        "What a new overlay does to an open one: abort (the open one answers ABORTED) or reject (the new one answers REJECTED).",
        valueName: "POLICY"))
    var overlayPolicy: SDLOverlayPolicy = .abort

    @Flag(name: .customLong("no-auto-activate"), help: "Leave registered apps in NONE until activated.")
    var noAutoActivate = false

    @Option(name: .customLong("minimum-protocol-version"), help: ArgumentHelp(
        "Refuse an app whose first RPC StartService offers a lower protocol version, with a StartServiceNAK, as a head unit that does not speak it (6.0.0 refuses every app; default: accept what SDL Core 8.2 accepts).",
        valueName: "X.Y.Z"))
    var minimumProtocolVersion: String?

    @Option(help: ArgumentHelp("A WAV file to stream for PerformAudioPassThru (default: a 440 Hz tone).", valueName: "FILE"))
    var audio: String?

    func validate() throws {
        if let minimumProtocolVersion, SDLProtocolVersion(minimumProtocolVersion) == nil {
            throw ValidationError("--minimum-protocol-version: '\(minimumProtocolVersion)' is not a version X.Y.Z")
        }
        if profile != nil, profileFile != nil { throw ValidationError("--profile and --profile-file exclude each other") }
        if printProfile != nil, printProfileFile != nil {
            throw ValidationError("--print-profile and --print-profile-file exclude each other")
        }
    }

    /// `--minimum-protocol-version` read (checked by `validate()`); `nil` when not given.
    var protocolVersionFloor: SDLProtocolVersion? { minimumProtocolVersion.flatMap(SDLProtocolVersion.init) }

    /// The profile to print and exit with (`--print-profile` or `--print-profile-file`), if any.
    func profileToPrint() throws(SDLHeadUnitError) -> SDLDisplayProfile? {
        if let printProfile { return printProfile.profile }
        if let printProfileFile { return try SDLDisplayProfile.load(file: printProfileFile) }
        return nil
    }

    /// The emulated display: `--profile-file`, else `--profile`, else media-4line.
    func displayProfile() throws(SDLHeadUnitError) -> SDLDisplayProfile {
        if let profileFile { return try SDLDisplayProfile.load(file: profileFile) }
        return (profile ?? .media4Line).profile
    }
}
