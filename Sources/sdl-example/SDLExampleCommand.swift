import ArgumentParser
import Foundation
import Logging
import SDLHeadUnit
import SmartDeviceLink
import SDLProtocol

/// `sdl-example`: an SDL app written with the app layer, the way the proposals show it.
///
/// Without `--host` it starts the head-unit emulator in the same process and prints its rendered
/// screen; with `--host`/`--port` it dials any head unit, SDL Core included; with `--listen-port` it
/// serves as a cloud app. `--tour` walks through the app by itself and exits 0 when every step got
/// its response.
@main
struct SDLExampleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdl-example",
        abstract: "An example SDL app built with the app layer.",
        discussion: """
            A root screen with text, artwork, soft buttons, a menu, a voice command and the play/pause key, \
            a pushed detail screen with its own menu, the vehicle's speed, the lock-screen status and a media \
            app service.

            Without --host the head-unit emulator runs in this process (profile --profile) and its screen \
            is printed after each step; with --host/--port the app dials that head unit; with --listen-port \
            it serves as a cloud app that head units dial. --tour shows the root screen and its menu, selects \
            a menu cell, says a voice command, presses play/pause (OK where the head unit lacks it), presses \
            the multi-state Repeat button, pushes the detail screen and pops it (printing the menu requests \
            each switch cost), presents the overlays, sets the vehicle's speed (shown on the root screen), \
            makes the driver distracted (the lock-screen status the app prints), has a second app read the \
            app's media service, then exits: 0 when every step got its response, 1 otherwise.

            --navigation runs the navigation example instead (the emulator's profile is navigation unless \
            --profile says otherwise): a street map it draws, encoded as H.264 and streamed at the negotiated \
            resolution, panned with one finger and zoomed with two or its buttons (declared as haptic areas), \
            and a chime prompt played through the audio stream; with --tour it streams for a few seconds, pans, \
            pinches, taps Zoom out and plays the prompt, printing what the head unit received.
            """)

    @Option(help: ArgumentHelp("The head unit to dial; without it the emulator runs in this process.", valueName: "HOST"))
    var host: String?

    @Option(help: ArgumentHelp("The head unit's TCP port (with --host).", valueName: "PORT"))
    var port = 12345

    @Option(help: ArgumentHelp("The embedded emulator's built-in display profile (default: media-4line; navigation with --navigation).", valueName: "NAME"))
    var profile: SDLBuiltInProfile?

    @Flag(help: "Run the navigation example instead: a moving map streamed as H.264, panned and zoomed by touch, with a spoken-style prompt.")
    var navigation = false

    @Flag(help: "Walk through the app by itself and exit.")
    var tour = false

    @Option(help: ArgumentHelp("With --tour: seconds each step may take before the tour fails.", valueName: "SECONDS"))
    var stepTimeout = 20

    @Flag(help: "Log diagnostics to standard error.")
    var verbose = false

    @OptionGroup(title: "Cloud app") var cloud: CloudServeOptions

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError("--port must be 1...65535") }
        if navigation, cloud.servePort != nil {
            throw ValidationError("--navigation and --listen-port exclude each other: the navigation example dials its head unit")
        }
        if cloud.servePort != nil, host != nil {
            throw ValidationError("--listen-port and --host exclude each other: head units connect to a cloud app")
        }
        guard stepTimeout > 0 else { throw ValidationError("--step-timeout must be at least 1") }
    }

    func run() async throws {
        SDLStandardDescriptors.reserve()  // before any socket can take 0, 1 or 2
        var logger = Logger(label: "sdl-example") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = verbose ? .debug : .warning
        for note in cloud.deprecationNotes {
            FileHandle.standardError.write(Data("sdl-example: warning: \(note)\n".utf8))
        }
        if let serve = cloud.servePort {
            // As a cloud app: the emulator runs here only for the tour (it connects as the car).
            let embedded = tour ? try await startEmbeddedHeadUnit(logger: logger) : nil
            let succeeded = await ExampleCloudServe(
                host: cloud.serveHost, port: serve, healthCheckPath: cloud.healthPath.isEmpty ? nil : cloud.healthPath,
                gracePeriod: .seconds(cloud.drainSeconds), logger: logger)
                .run(tourOn: embedded, stepTimeout: .seconds(stepTimeout))
            await embedded?.stop()
            if !succeeded { throw ExitCode.failure }
            return
        }
        let embedded = try await startEmbeddedHeadUnit(logger: logger)
        let succeeded = await ExampleRun(
            connection: .tcp(host: host ?? "127.0.0.1", port: embedded?.port ?? port), headUnit: embedded, logger: logger,
            tour: tour ? .seconds(stepTimeout) : nil, navigation: navigation
        ).run()
        await embedded?.stop()
        if !succeeded { throw ExitCode.failure }
    }

    /// The emulator in this process on a free loopback port, or `nil` with `--host`.
    private func startEmbeddedHeadUnit(logger: Logger) async throws -> SDLHeadUnit? {
        guard host == nil else { return nil }
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.profile = (profile ?? (navigation ? .navigation : .media4Line)).profile
        configuration.logger = logger
        if navigation {
            ExampleHeadUnitPolicy.applyNavigation(to: &configuration)  // its haptic areas, allowed
        } else {
            ExampleHeadUnitPolicy.apply(to: &configuration)  // vehicle data and the media service, allowed
        }
        configuration.recordsEvents = tour  // the tour waits for overlays on the head unit
        if !tour {
            // Running freely: the screen after every change, and control lines from a terminal.
            configuration.screenObserver = { ExampleOutput.line($0) }
        }
        do {
            let headUnit = try await SDLHeadUnit.start(configuration)
            if !tour {
                // A terminal, a pipe or a file of control lines acts as the user; /dev/null simply ends.
                if isatty(0) == 1 {
                    ExampleOutput.line(#"sdl-example: type control lines to act as the user, e.g. {"action":"pressSoftButton","id":1}; {"action":"help"} lists them"#)
                }
                try? await headUnit.startControlReader(descriptor: 0) { ExampleOutput.line($0) }
            }
            return headUnit
        } catch {
            FileHandle.standardError.write(Data("sdl-example: \(error.message)\n".utf8))
            throw ExitCode.failure
        }
    }
}
