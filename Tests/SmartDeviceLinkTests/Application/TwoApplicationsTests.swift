import Foundation
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Several applications in one process (a cloud-app server's shape): each hears only its own events.
@Suite("Two applications in one process", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct TwoApplicationsTests {
    @Test("each application's delegate, notifications and stream see only its own events; the default center none")
    func eachSeesItsOwn() async throws {
        try await Emulator.run({ $0.autoActivate = false }) { headUnit in
            let first = AppHarness(headUnit: headUnit, appName: "First App")
            let second = AppHarness(headUnit: headUnit, appName: "Second App")
            // Observers of any object on each application's own center, and on the default center.
            let heardOnFirst = NotificationRecorder(first.application.notificationCenter)
            let heardOnSecond = NotificationRecorder(second.application.notificationCenter)
            let heardOnDefault = NotificationRecorder(.default)
            #expect(first.application.notificationCenter !== second.application.notificationCenter)

            try await first.startAndActivate(headUnit)
            try await second.startAndConnect()
            #expect(heardOnSecond.names == [SDLApplicationEvent.didConnect.notificationName])
            #expect(heardOnFirst.names == [SDLApplicationEvent.didConnect, .didFinishLaunching, .didBecomeActive].map(\.notificationName))
            #expect(heardOnFirst.objects.allSatisfy { $0 == ObjectIdentifier(first.application) })
            #expect(heardOnSecond.objects.allSatisfy { $0 == ObjectIdentifier(second.application) })

            // The second one disconnects: the first hears nothing of it.
            let secondID = try #require(try await headUnit.apps().first { $0.appName == "Second App" }?.id)
            try await headUnit.disconnectApp(secondID)
            try await second.expect([.didDisconnect])
            try await Task.sleep(for: .milliseconds(100))
            #expect(first.application.applicationState == .active)
            #expect(first.delegate.events == [.didConnect, .didFinishLaunching, .didBecomeActive])
            #expect(heardOnFirst.names.count == 3)
            // (Other tests' shared applications post on the default center meanwhile: look for these two.)
            let mine = [ObjectIdentifier(first.application), ObjectIdentifier(second.application)]
            #expect(!heardOnDefault.objects.contains { $0.map(mine.contains) ?? false })
            await first.stop()
            await second.stop()
            heardOnFirst.stop()
            heardOnSecond.stop()
            heardOnDefault.stop()
        }
    }
}

/// Every SDLApplication notification posted on a center, whatever its object.
@MainActor
final class NotificationRecorder {
    private let center: NotificationCenter
    private var observers: [any NSObjectProtocol] = []
    private(set) var names: [Notification.Name] = []
    private(set) var objects: [ObjectIdentifier?] = []

    init(_ center: NotificationCenter) {
        self.center = center
        for name in SDLApplicationEvent.notificationNames {
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let name = note.name
                let object = note.object.map { ObjectIdentifier($0 as AnyObject) }
                MainActor.assumeIsolated {
                    self?.names.append(name)
                    self?.objects.append(object)
                }
            })
        }
    }

    func stop() {
        for observer in observers { center.removeObserver(observer) }
        observers.removeAll()
    }
}
