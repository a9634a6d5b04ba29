import SmartDeviceLink

/// Prints the lock-screen status on each change, as a phone app would lock or unlock its own
/// screen: `sdl-example: lock screen: required (dismissible)`. The example shows no lock-screen
/// icon, so it does not fetch the one the head unit names.
@MainActor
final class ExampleLockScreenReporter {
    /// Every line printed, oldest first (the tour checks the last one).
    private(set) var lines: [String] = []
    private let output: @MainActor (String) -> Void

    /// Reports `application`'s lock-screen status to `output` from now on.
    init(_ application: SDLApplication, output: @escaping @MainActor (String) -> Void) {
        self.output = output
        application.lockScreen.fetchesIcon = false
        application.lockScreen.statusHandler = { [weak self] status in self?.report(status) }
    }

    /// `sdl-example: lock screen: off`, `… required`, `… optional (dismissible)`, `… required (dismissible, dismissed)`.
    static func line(_ status: SDLLockScreenStatus) -> String {
        var flags: [String] = []
        if status.isDismissible { flags.append("dismissible") }
        if status.isDismissed { flags.append("dismissed") }
        let suffix = flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))"
        return "sdl-example: lock screen: \(status.level.rawValue)\(suffix)"
    }

    private func report(_ status: SDLLockScreenStatus) {
        let line = Self.line(status)
        lines.append(line)
        output(line)
    }
}
