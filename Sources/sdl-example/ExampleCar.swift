import Logging
import SmartDeviceLink

/// One car served by `--listen-port`: its own application, root screen, delegate and beyond-the-screen
/// parts, made when the car connects and dropped when it disconnects.
@MainActor
final class ExampleCar {
    let car: SDLCloudCar
    let application: SDLApplication
    let root = RootViewController()
    let delegate = ExampleAppDelegate()
    let beyondScreen: ExampleBeyondScreen
    /// The application's events from before it started (the tour follows them).
    let events: AsyncStream<SDLApplicationEvent>

    init(car: SDLCloudCar, logger: Logger) {
        self.car = car
        var logger = logger
        logger[metadataKey: "car"] = "\(car.id)"
        application = SDLApplication(
            configuration: ExampleRun.configuration(connection: car.connection, logger: logger), rootViewController: root,
            delegate: delegate)
        events = application.events()
        beyondScreen = ExampleBeyondScreen(application, root: root)
    }
}
