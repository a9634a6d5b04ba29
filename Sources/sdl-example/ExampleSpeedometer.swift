import Foundation
import SmartDeviceLink

/// The vehicle's speed on the root screen: the example observes the `speed` vehicle data item and
/// hands each value to the root, which shows it in the status bar — a field every display here
/// has, and short enough for a one-line display's 20 characters.
@MainActor
enum ExampleSpeedometer {
    /// `Speed: 88.5 km/h`, or `Speed: —` before the vehicle reported a speed.
    static func text(_ speed: Double?) -> String {
        guard let speed, speed.isFinite else { return "Speed: —" }
        return "Speed: \(String(format: "%.1f", speed)) km/h"
    }

    /// Follows the speed for `root` until the observation is cancelled or released; the head
    /// unit's refusal of the item (DISALLOWED by its policy, VEHICLE_DATA_NOT_AVAILABLE …) comes in
    /// the application's `errors()` (see ``ExampleErrorReporter``).
    static func observe(_ application: SDLApplication, root: RootViewController) -> SDLObservation {
        application.observeVehicleData([.speed]) { [weak root] data in
            if let speed = data.speed { root?.speed = speed }
        }
    }
}
