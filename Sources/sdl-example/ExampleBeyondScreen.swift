import SmartDeviceLink

/// What the example does beyond drawing its screens, attached to its application before it
/// connects: the speed on the root screen (vehicle data), the lock-screen status printed on each
/// change, the MEDIA app service publishing what plays, and every error nobody awaits printed.
@MainActor
final class ExampleBeyondScreen {
    let lockScreen: ExampleLockScreenReporter
    let errors: ExampleErrorReporter
    private let speed: SDLObservation

    /// Attaches everything to `application` and `root`; lines go to `output`.
    init(
        _ application: SDLApplication, root: RootViewController,
        output: @escaping @MainActor (String) -> Void = { ExampleOutput.line($0) }
    ) {
        errors = ExampleErrorReporter(application, output: output)
        lockScreen = ExampleLockScreenReporter(application, output: output)
        ExampleMediaService.declare(on: application, root: root, output: output)
        speed = ExampleSpeedometer.observe(application, root: root)
    }

    /// Stops following the speed and the errors.
    func stop() {
        speed.cancel()
        errors.stop()
    }
}
