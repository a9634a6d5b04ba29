import Logging
import SmartDeviceLink

/// One car served by `--listen-port`: its own application (with its delegate, which the application
/// keeps), root screen and beyond-the-screen parts, made when the car connects and dropped when it
/// disconnects. The server puts the car's connection in the application's configuration.
@MainActor
final class ExampleCar {
    let car: SDLCloudCar
    let application: SDLApplication
    let root = RootViewController()
    let beyondScreen: ExampleBeyondScreen
    /// The application's events from before it started (the tour follows them).
    let events: AsyncStream<SDLApplicationEvent>

    init(car: SDLCloudCar, logger: Logger) {
        self.car = car
        var logger = logger
        logger[metadataKey: "car"] = "\(car.id)"
        application = SDLApplication(
            configuration: ExampleRun.configuration(logger: logger), rootViewController: root, delegate: ExampleAppDelegate())
        events = application.events()
        beyondScreen = ExampleBeyondScreen(application, root: root)
    }
}
