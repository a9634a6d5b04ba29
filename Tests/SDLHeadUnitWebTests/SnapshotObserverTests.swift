import Logging
import NIOConcurrencyHelpers
import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import SDLValidation
import Testing

@Suite("SDLHeadUnitConfiguration.snapshotObserver")
struct SnapshotObserverTests {
    @Test("it sees every batch of changes: a Show, a menu entry (not on screen), an app leaving")
    func observesChanges() async throws {
        let seen = NIOLockedValueBox<[SDLHeadUnitSnapshot]>([])
        var configuration = SDLHeadUnitConfiguration()
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        configuration.port = 0
        configuration.clock = SDLManualClock()
        configuration.logger.logLevel = .warning
        configuration.validator = try #require(WebHarness.validator, "spec/MOBILE_API.xml must be available") as SDLValidator
        configuration.snapshotObserver = { snapshot in seen.withLockedValue { $0.append(snapshot) } }
        try await SDLHeadUnit.withRunning(configuration) { headUnit in
            let client = try await TestSDLClient.registered(to: headUnit)
            // A call on the head unit's loop runs after the batch that answered: the observer has run.
            _ = try await headUnit.snapshot()
            #expect(seen.withLockedValue { $0.last?.visibleApp?.appName } == "Web App")

            _ = try await client.request(FID.show, ["mainField1": "Seen"])
            _ = try await headUnit.snapshot()
            #expect(seen.withLockedValue { $0.last?.screen?["mainField1"] } == "Seen")

            _ = try await client.request(FID.addCommand, ["cmdID": 1, "menuParams": ["menuName": "Search"]])
            _ = try await headUnit.snapshot()
            #expect(seen.withLockedValue { $0.last?.apps.first?.commands[1]?.menuName } == "Search")

            let count = seen.withLockedValue { $0.count }
            await client.close()
            _ = try await headUnit.nextEvent { event in
                if case .appUnregistered = event { return true }
                return false
            }
            _ = try await headUnit.snapshot()
            let last = seen.withLockedValue { $0 }
            #expect(last.count > count)
            #expect(last.last?.apps.isEmpty == true)
            #expect(last.last?.visibleApp == nil)
        }
    }
}
