@testable import SmartDeviceLink
import Testing

/// The synchronous hop the language question takes to reach the main-actor delegate.
@Suite("Main actor hop")
struct MainActorHopTests {
    @Test("from off the main actor the body runs on the main queue and its result comes back")
    func fromBackground() async {
        let result = await Task.detached {
            let callerOnMain = SDLMainActorHop.isOnMainQueue
            let bodyOnMain = SDLMainActorHop.run { SDLMainActorHop.isOnMainQueue }
            return (callerOnMain, bodyOnMain)
        }.value
        #expect(result.0 == false)
        #expect(result.1 == true)
    }

    @Test("on the main actor the body runs at once (no sync onto the queue it already runs on)")
    @MainActor
    func fromMain() {
        #expect(SDLMainActorHop.isOnMainQueue)
        #expect(SDLMainActorHop.run { 42 } == 42)
    }
}

/// The application holds its delegate weakly, as SDL-0156 and UIKit do.
@Suite("Application delegate ownership")
@MainActor
struct DelegateOwnershipTests {
    @Test("the delegate is not kept alive by the application")
    func weakDelegate() {
        var delegate: RecordingDelegate? = RecordingDelegate()
        weak let watched = delegate
        let application = SDLApplication(
            configuration: SDLApplication.Configuration(appName: "Weak", appID: "weak"),
            rootViewController: SDLViewController(), delegate: delegate)
        #expect(application.delegate === watched)
        delegate = nil
        #expect(watched == nil)
        #expect(application.delegate == nil)
    }

    @Test("the root view controller belongs to the application's manager, in the configured mode")
    func rootController() {
        var configuration = SDLApplication.Configuration(appName: "Root", appID: "root")
        configuration.viewControllerManagerMode = .stack
        let root = SDLViewController()
        let application = SDLApplication(configuration: configuration, rootViewController: root, delegate: nil)
        #expect(application.viewControllerManager.mode == .stack)
        #expect(application.viewControllerManager.rootViewController === root)
        #expect(root.application === application)
        #expect(application.applicationState == .disconnected)
        #expect(application.isRunning == false)
    }
}
