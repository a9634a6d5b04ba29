import SmartDeviceLink

/// Prints every failure of work the example does not await — a menu cell or button the head unit
/// refuses, a vehicle data item it will not give, a screen update it rejects — as
/// `sdl-example: vehicle data: vehicleDataRefused: …`: nothing fails silently. It follows
/// ``SmartDeviceLink/SDLApplication/errors()``, which outlives reconnects, until the application stops.
@MainActor
final class ExampleErrorReporter {
    private var task: Task<Void, Never>?
    /// The last app-service failure (a refused media service), if any.
    private(set) var appServiceError: SDLError?

    /// Reports `application`'s unawaited errors to `output` from now on.
    init(_ application: SDLApplication, output: @escaping @MainActor (String) -> Void) {
        let errors = application.errors()
        task = Task { @MainActor [weak self] in
            for await failure in errors {
                if failure.feature == .appServices { self?.appServiceError = failure.error }
                output(Self.line(failure))
            }
        }
    }

    /// `sdl-example: menu: …` for menus, voice commands and buttons, `sdl-example: vehicle data: …`,
    /// `sdl-example: screen: …`, `sdl-example: app services: …`, `sdl-example: app icon: …`,
    /// `sdl-example: policy updates: …`, `sdl-example: registration: …`,
    /// `sdl-example: keyboard: …`, `sdl-example: haptics: …`.
    static func line(_ failure: SDLUnawaitedError) -> String {
        let label = switch failure.feature {
        case .menu, .hardwareButtons: "menu"
        case .vehicleData: "vehicle data"
        case .appServices: "app services"
        case .appIcon: "app icon"
        case .policyUpdates: "policy updates"
        default: failure.feature.name
        }
        return "sdl-example: \(label): \(failure.error)"
    }

    /// Stops reporting.
    func stop() {
        task?.cancel()
    }
}
