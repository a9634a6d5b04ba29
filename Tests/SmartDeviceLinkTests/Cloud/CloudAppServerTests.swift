import SDLHeadUnit
import SDLProtocol
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// One cloud-app server, several cars (emulators dialling out as SDL Core does): an application
/// each, nothing shared, all closed by the server's stop.
@Suite("Cloud-app server", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct CloudAppServerTests {
    /// A server whose factory shows each car's auth token's account name and a button (soft-button
    /// IDs per app); its configuration names no connection (the server puts the car's in).
    static func startServer(
        delegate: @escaping @MainActor (SDLCloudCar) -> (any SDLApplicationDelegate)? = { _ in nil },
        made: @escaping @MainActor (SDLCloudCar, SDLApplication) -> Void = { _, _ in }
    ) async throws -> SDLCloudAppServer {
        try await SDLCloudAppServer.start(port: 0, options: .forTests(), session: .forTests(closeTimeout: .seconds(5))) { car in
            let account = car.authToken?.revealedValue ?? "anonymous"
            let root = ViewsViewController([SDLTextView(fields: ["Account \(account)"]), SDLButtonView("Go")], layout: .nonMedia)
            var configuration = SDLApplication.Configuration(appName: "Cloud \(car.id)", appID: "cloud-app")
            configuration.session = .forTests(closeTimeout: .seconds(5))
            let application = SDLApplication(configuration: configuration, rootViewController: root, delegate: delegate(car))
            made(car, application)
            return application
        }
    }

    @Test("the factory names no connection (the server puts the car's in); the delegate it gives, held by nobody else, hears the car until it left")
    func connectionInjectedDelegateKept() async throws {
        let log = CallLog()
        var delegates: [WeakReference] = []
        let server = try await Self.startServer(delegate: { _ in
            let delegate = RecordingDelegate(log: log)
            delegates.append(WeakReference(delegate))
            return delegate
        })
        let (ended, endedContinuation) = AsyncStream.makeStream(of: Int.self)
        server.carDidDisconnect = { endedContinuation.yield($0.id) }
        try await Emulator.run { car in
            try await car.connect(to: "ws://127.0.0.1:\(server.port)/")
            let show = try await car.nextShow()
            #expect(show.screen["mainField1"] == "Account anonymous")
            #expect(server.applications[1]?.configuration.connection.acceptedSession != nil)
            #expect(delegates.count == 1)
            #expect(delegates.first?.object != nil, "the car's application keeps the delegate it was given")
            #expect(log.entries.contains("didConnect"), "\(log.entries)")
        }
        var endings = ended.makeAsyncIterator()
        #expect(await endings.next() == 1)
        #expect(log.entries.contains("didDisconnect"), "\(log.entries)")
        try await WeakReference.waitUntilReleased(delegates)
        #expect(delegates.first?.object == nil, "the delegate of a car that left is let go")
        await server.stop()
    }

    @Test("two cars at once: each has its own application and screen; the server's stop unregisters both")
    func twoCars() async throws {
        var cars: [SDLCloudCar] = []
        let server = try await Self.startServer(made: { car, _ in cars.append(car) })
        try await Emulator.run({ $0.authToken = "alice" }) { alice in
            try await Emulator.run({ $0.authToken = "bob" }) { bob in
                try await alice.connect(to: "ws://127.0.0.1:\(server.port)/")
                let aliceShow = try await alice.nextShow()
                try await bob.connect(to: "ws://127.0.0.1:\(server.port)/")
                let bobShow = try await bob.nextShow()
                #expect(aliceShow.screen["mainField1"] == "Account alice")
                #expect(bobShow.screen["mainField1"] == "Account bob")
                #expect(server.carCount == 2)
                #expect(cars.map(\.authToken) == [SDLAuthToken("alice"), SDLAuthToken("bob")])
                #expect(cars.allSatisfy { !"\($0)".contains("alice") && !"\($0)".contains("bob") })
                // Two applications, two registrations, nothing shared (other tests may run a shared application).
                let applications = Array(server.applications.values)
                #expect(applications.count == 2)
                #expect(!applications.contains { $0 === SDLApplication.shared })
                #expect(applications[0].menuIDs !== applications[1].menuIDs)
                #expect(applications[0] !== applications[1])
                #expect(applications[0].notificationCenter !== applications[1].notificationCenter)
                #expect(applications[0].softButtonIDs !== applications[1].softButtonIDs)
                #expect(applications[0].fileManager !== applications[1].fileManager)

                await server.stop()
                #expect(server.carCount == 0)
                for headUnit in [alice, bob] {
                    let unregistered = try await headUnit.nextEvent { if case .appUnregistered = $0 { true } else { false } }
                    guard case .appUnregistered = unregistered else { Issue.record("no unregistration"); return }
                    #expect(try await headUnit.apps().isEmpty)
                }
            }
        }
    }

    @Test("a car that left leaves nothing behind: its application, session and managers are freed")
    func carLeavesNothing() async throws {
        var watched: [String: WeakReference] = [:]
        let server = try await Self.startServer(made: { car, application in
            watched["application"] = WeakReference(application)
            if let session = car.connection.acceptedSession { watched["session"] = WeakReference(session) }
        })
        let (ended, endedContinuation) = AsyncStream.makeStream(of: Int.self)
        server.carDidDisconnect = { endedContinuation.yield($0.id) }
        try await Emulator.run { car in
            try await car.connect(to: "ws://127.0.0.1:\(server.port)/")
            _ = try await car.nextShow()
            let application = try #require(server.applications.values.first)
            watched["file manager"] = application.fileManager.map { WeakReference($0) }
            watched["screen manager"] = application.screenManager.map { WeakReference($0) }
            watched["view controller"] = WeakReference(application.viewControllerManager.topViewController)
        }
        var endings = ended.makeAsyncIterator()
        #expect(await endings.next() == 1)
        #expect(watched.count == 5)
        try await WeakReference.waitUntilReleased(Array(watched.values))
        for (name, reference) in watched.sorted(by: { $0.key < $1.key }) {
            #expect(reference.object == nil, "the \(name) of a car that left is still referenced")
        }
        await server.stop()
    }

    @Test("a car that disconnects ends its application only; the server serves the next car")
    func carDisconnects() async throws {
        let server = try await Self.startServer()
        var disconnected: [Int] = []
        let (ended, endedContinuation) = AsyncStream.makeStream(of: Int.self)
        server.carDidDisconnect = { car in
            disconnected.append(car.id)
            endedContinuation.yield(car.id)
        }
        try await Emulator.run { staying in
            try await staying.connect(to: "ws://127.0.0.1:\(server.port)/")
            _ = try await staying.nextShow()
            try await Emulator.run { leaving in
                try await leaving.connect(to: "ws://127.0.0.1:\(server.port)/")
                _ = try await leaving.nextShow()
                #expect(server.carCount == 2)
            }
            var endings = ended.makeAsyncIterator()
            #expect(await endings.next() == 2)
            #expect(server.carCount == 1)
            #expect(server.applications[1]?.applicationState == .active)
            await server.stop()
            #expect(disconnected.sorted() == [1, 2])
        }
    }

    @Test("a drain refuses new cars at once and ends the cars still connected when the grace period is over")
    func drainEndsCarsAfterGrace() async throws {
        let server = try await Self.startServer()
        try await Emulator.run { staying in
            try await staying.connect(to: "ws://127.0.0.1:\(server.port)/")
            _ = try await staying.nextShow()
            await server.drain(gracePeriod: .milliseconds(200))
            #expect(server.carCount == 0)
            let unregistered = try await staying.nextEvent { if case .appUnregistered = $0 { true } else { false } }
            guard case .appUnregistered = unregistered else { return }
            try await Emulator.run { late in
                await #expect(throws: SDLHeadUnitError.self) { try await late.connect(to: "ws://127.0.0.1:\(server.port)/") }
            }
        }
    }
}
