import Foundation
import Logging
import SDLHeadUnit
import SmartDeviceLink

/// One run of the example app (or, with ``navigation``, the navigation example): start the
/// application, then either walk the tour or keep running until the process is stopped.
@MainActor
struct ExampleRun {
    var connection: SDLConnection
    /// The embedded emulator, when there is one.
    var headUnit: SDLHeadUnit?
    var logger: Logger
    /// With `--tour`: how long each step may take; `nil` runs freely.
    var tour: Duration?
    /// `--navigation`: the navigation example (`ExampleRun+Navigation.swift`) instead.
    var navigation = false

    /// Runs the app; `false` when a tour step failed.
    func run() async -> Bool {
        if navigation { return await runNavigation() }
        var configuration = Self.configuration(logger: logger)
        configuration.connection = connection
        let root = RootViewController()
        let application: SDLApplication
        do {
            application = try SDLApplication.initialize(configuration: configuration, rootViewController: root, delegate: ExampleAppDelegate())
        } catch {
            ExampleOutput.line("sdl-example: \(error)")
            return false
        }
        let events = application.events()
        // The speed on the root screen, the lock-screen status printed, the media service published.
        let beyondScreen = ExampleBeyondScreen(application, root: root)
        let succeeded: Bool
        if let stepTimeout = tour {
            succeeded = await ExampleTour(
                application: application, root: root, headUnit: headUnit, connection: connection, beyondScreen: beyondScreen,
                events: events, stepTimeout: stepTimeout
            ).run()
        } else {
            ExampleOutput.line("sdl-example: connecting to \(connection); stop with Ctrl-C")
            succeeded = await Self.runUntilFailure(events)
        }
        await application.stop()
        beyondScreen.stop()  // after the stop: no UnsubscribeVehicleData racing the unregistration
        return succeeded
    }

    /// The example's application configuration (the connection is the default's until set; a cloud
    /// server sets each car's).
    static func configuration(logger: Logger) -> SDLApplication.Configuration {
        var configuration = SDLApplication.Configuration(
            appName: "SDL Example", appID: "sdl-example", isMediaApplication: true, viewControllerManagerMode: .stack)
        configuration.session.logger = logger
        // Uploaded once (persistent) and set at every registration.
        configuration.appIcon = ExampleArtwork.square(red: 0xFB, green: 0x8C, blue: 0x00, name: "sdl-example-icon")
        return configuration
    }

    /// Follows `events` until the application stops (`true`) or gives up connecting (`false`: the
    /// delegate printed why).
    static func runUntilFailure(_ events: AsyncStream<SDLApplicationEvent>) async -> Bool {
        for await event in events {
            if case .didFailToConnect = event { return false }
        }
        return true
    }
}
