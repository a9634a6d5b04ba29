@testable import SmartDeviceLink

/// A view controller manager with recording controllers and a recording screen, all writing into one log.
@MainActor
struct ManagerFixture {
    let log = CallLog()
    let manager: SDLViewControllerManager
    let presenter: RecordingPresenter
    let root: RecordingViewController

    init(mode: SDLViewControllerManager.Mode, visible: Bool) {
        root = RecordingViewController("root", log: log)
        manager = SDLViewControllerManager(mode: mode, rootViewController: root)
        presenter = RecordingPresenter(log: log)
        manager.presenter = presenter
        manager.isVisible = visible
        _ = log.take()
    }

    func controller(_ name: String) -> RecordingViewController {
        RecordingViewController(name, log: log)
    }
}
