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
