import SmartDeviceLink

/// What the example does beyond drawing its screens, attached to its application before it
/// connects: the speed on the root screen (vehicle data), the lock-screen status printed on each
/// change, and the MEDIA app service publishing what plays.
@MainActor
final class ExampleBeyondScreen {
    let lockScreen: ExampleLockScreenReporter
    let mediaService: ExampleMediaService
    private let speed: SDLObservation

    /// Attaches everything to `application` and `root`; lines go to `output`.
    init(
        _ application: SDLApplication, root: RootViewController,
        output: @escaping @MainActor (String) -> Void = { ExampleOutput.line($0) }
    ) {
        lockScreen = ExampleLockScreenReporter(application, output: output)
        mediaService = ExampleMediaService(application, root: root, output: output)
        speed = ExampleSpeedometer.observe(application, root: root, output: output)
    }

    /// Stops following the speed and waiting for registrations.
    func stop() {
        speed.cancel()
        mediaService.stop()
    }
}
