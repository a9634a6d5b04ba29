@testable import SmartDeviceLink

/// Stands in for the screen manager: writes each `present` into `log` as `present(<template>)` and
/// keeps the views presented.
@MainActor
final class RecordingPresenter: SDLViewPresenting {
    let log: CallLog
    private(set) var views: [SDLView?] = []
    private(set) var templates: [String?] = []

    init(log: CallLog) { self.log = log }

    func present(_ view: SDLView?, template: String?) {
        views.append(view)
        templates.append(template)
        log.append("present(\(template ?? "nil"))")
    }
}

/// Stands in for a registration's screen manager: records the HMI levels it is told and what it is
/// asked to present, into `log` as `screen<n>.hmiLevel(<level>)` and `screen<n>.present(<template>)`.
@MainActor
final class RecordingScreen: SDLApplicationScreen {
    let number: Int
    let log: CallLog
    let rpcVersion: SDLRPCVersion
    private(set) var views: [SDLView?] = []

    init(number: Int, context: SDLApplicationScreenContext, log: CallLog) {
        self.number = number
        self.rpcVersion = context.rpcVersion
        self.log = log
    }

    var hmiLevel: SDLHMILevel? {
        didSet { log.append("screen\(number).hmiLevel(\(hmiLevel?.rawValue ?? "nil"))") }
    }

    func run() async {}

    func present(_ view: SDLView?, template: String?) {
        views.append(view)
        log.append("screen\(number).present(\(template ?? "nil"))")
    }
}

extension AppHarness {
    /// Makes the application use recording screens (numbered from 1 per registration), returned
    /// through `screens`.
    func recordScreens() -> ScreenList {
        let list = ScreenList()
        let log = self.log
        application.makeScreen = { context in
            let screen = RecordingScreen(number: list.screens.count + 1, context: context, log: log)
            list.screens.append(screen)
            return screen
        }
        return list
    }
}

/// The recording screens an application made, in order.
@MainActor
final class ScreenList {
    var screens: [RecordingScreen] = []
}
