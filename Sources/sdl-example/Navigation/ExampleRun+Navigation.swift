import SmartDeviceLink

extension ExampleRun {
    /// `--navigation`: the navigation app, then either its tour or streaming until the process is stopped.
    func runNavigation() async -> Bool {
        var configuration = ExampleNavigationApp.configuration(logger: logger)
        configuration.connection = connection
        let application: SDLApplication
        do {
            application = try SDLApplication.initialize(
                configuration: configuration, rootViewController: ExampleNavigationRootViewController(), delegate: ExampleAppDelegate())
        } catch {
            ExampleOutput.line("sdl-example: \(error)")
            return false
        }
        let events = application.events()
        let app = ExampleNavigationApp(application: application)
        app.start()
        let succeeded: Bool
        if let stepTimeout = tour {
            succeeded = await ExampleNavigationTour(app: app, headUnit: headUnit, events: events, stepTimeout: stepTimeout).run()
        } else {
            ExampleOutput.line("sdl-example: navigation app connecting to \(connection); stop with Ctrl-C")
            succeeded = await Self.runUntilFailure(events)
        }
        app.stop()
        await application.stop()
        return succeeded
    }
}
