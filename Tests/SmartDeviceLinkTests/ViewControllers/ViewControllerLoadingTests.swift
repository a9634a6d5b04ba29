@testable import SmartDeviceLink
import Testing

/// Loading a view controller's view: lazily, once, through loadView then viewDidLoad.
@Suite("View controller loading")
@MainActor
struct ViewControllerLoadingTests {
    @Test("reading view the first time calls loadView then viewDidLoad, once")
    func loadsOnce() {
        let log = CallLog()
        let controller = RecordingViewController("vc", log: log)
        #expect(controller.isViewLoaded == false)
        #expect(log.entries.isEmpty)
        let first = controller.view
        let second = controller.view
        #expect(first === second)
        #expect(controller.isViewLoaded)
        #expect(log.entries == ["vc.loadView", "vc.viewDidLoad"])
    }

    @Test("a custom loadView's view is the one kept")
    func customLoadView() {
        final class Custom: SDLViewController {
            let custom = SDLView(subviews: [SDLView()])
            override func loadView() { view = custom }
        }
        let controller = Custom()
        #expect(controller.view === controller.custom)
    }

    @Test("a view set by the app counts as loaded, and viewDidLoad is not called for it")
    func setView() {
        let log = CallLog()
        let controller = RecordingViewController("vc", log: log)
        let view = SDLView()
        controller.view = view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(log.entries.isEmpty)
    }

    @Test("the template is the custom layout when set, else the predefined layout's name, else nil")
    func templateName() throws {
        let controller = SDLViewController()
        #expect(controller.template?.name == nil)
        controller.template = .predefined(.media)
        #expect(controller.template?.name == "MEDIA")
        controller.template = .custom("OEM_SPECIAL")
        #expect(controller.template?.name == "OEM_SPECIAL")
        controller.template = nil
        #expect(controller.template?.name == nil)
        #expect(SDLTemplate.predefined(.media).predefinedLayout == .media)
        #expect(SDLTemplate.custom("OEM_SPECIAL").predefinedLayout == nil)
    }

    @Test("a controller in no manager is not on screen and showViewController throws notInViewControllerManager")
    func withoutManager() {
        let controller = SDLViewController()
        let other = SDLViewController()
        let error = #expect(throws: SDLError.self) { try controller.showViewController(other) }
        #expect(error?.code == .notInViewControllerManager)
        #expect(controller.isOnScreen == false)
        #expect(controller.viewControllerManager == nil)
        #expect(other.viewControllerManager == nil)
        #expect(controller.application == nil)
    }
}
