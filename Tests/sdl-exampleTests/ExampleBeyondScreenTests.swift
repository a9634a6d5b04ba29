import SDLHeadUnit
@testable import sdl_example
import SmartDeviceLink
import Testing
import SDLTestSupport

/// The example beyond its screen, on the emulator it starts (``ExampleHeadUnitPolicy``): the speed
/// from vehicle data on the root screen, the lock-screen status printed on each change, and its
/// media service read back by a second app.
@Suite("The example app beyond its screen", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ExampleBeyondScreenTests {
    /// The lines the example printed.
    @MainActor
    final class Output {
        var lines: [String] = []
    }

    struct Example {
        var headUnit: SDLHeadUnit
        var application: SDLApplication
        var root: RootViewController
        var beyondScreen: ExampleBeyondScreen
        var output: Output

        /// The example's registration on the head unit.
        func registered() async throws -> SDLRegisteredApp? {
            try await headUnit.apps().first { $0.policyAppID == "sdl-example" }
        }
    }

    /// Runs `body` with the example's root and its beyond-the-screen parts in an application (app
    /// ID `sdl-example`) on an emulator with `profile` and, unless `policy` is false, the example's policy.
    func withExample(profile name: String = "media-4line", policy: Bool = true, _ body: (Example) async throws -> Void) async throws {
        var configuration = SDLHeadUnitConfiguration()
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        configuration.port = 0
        configuration.profile = try #require(SDLDisplayProfile.builtIn(named: name))
        if policy { ExampleHeadUnitPolicy.apply(to: &configuration) }
        let headUnit = try await SDLHeadUnit.start(configuration)
        let root = RootViewController()
        var appConfiguration = SDLApplication.Configuration(
            appName: "SDL Example", appID: "sdl-example", isMediaApplication: true, connection: .tcp(port: headUnit.port),
            reconnectPolicy: .never, viewControllerManagerMode: .stack)
        appConfiguration.session = .forTests()
        let application = SDLApplication(configuration: appConfiguration, rootViewController: root, delegate: nil)
        let output = Output()
        let beyondScreen = ExampleBeyondScreen(application, root: root) { output.lines.append($0) }
        let events = application.events()
        application.start()
        do {
            for await event in events where event == .didBecomeActive || event == .didDisconnect { break }
            try await #require(application.screenManager, "not registered").update()
            try await body(Example(headUnit: headUnit, application: application, root: root, beyondScreen: beyondScreen, output: output))
        } catch {
            await application.stop()
            beyondScreen.stop()
            await headUnit.stop()
            throw error
        }
        await application.stop()
        beyondScreen.stop()
        await headUnit.stop()
    }

    /// Polls `condition` until it holds, for up to 10 s (scaled).
    func eventually(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: @MainActor () async throws -> Bool
    ) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + TestTime.scaled(.seconds(10))
        while try await !condition() {
            guard clock.now < deadline else {
                Issue.record("timed out waiting for \(what)", sourceLocation: sourceLocation)
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test("the root screen shows the speed from vehicle data: “Speed: —” first, then each value the car reports",
          arguments: SDLDisplayProfile.builtInNames)
    func speed(profile: String) async throws {
        try await withExample(profile: profile) { example in
            #expect(try await example.registered()?.screen["statusBar"] == "Speed: —")
            try await eventually("the speed to be subscribed") {
                try await example.headUnit.subscribedVehicleData().contains("speed")
            }
            #expect(example.application.vehicleDataResults[.speed] == .success)
            try await example.headUnit.setVehicleData(["speed": 88.5])
            try await eventually("88.5 km/h on screen") { try await example.registered()?.screen["statusBar"] == "Speed: 88.5 km/h" }
            #expect(example.root.speed == 88.5)
            try await example.headUnit.setVehicleData(["speed": 42])
            try await eventually("42 km/h on screen") { try await example.registered()?.screen["statusBar"] == "Speed: 42.0 km/h" }
            #expect(try await example.headUnit.renderText().contains("statusBar: Speed: 42.0 km/h"))
            #expect(!example.output.lines.contains { $0.contains("vehicle data") }, "\(example.output.lines)")
        }
    }

    @Test("the lock-screen status is printed on each change: on screen, the driver distracted, dismissal disabled")
    func lockScreen() async throws {
        try await withExample { example in
            let lockLines = { example.output.lines.filter { $0.hasPrefix("sdl-example: lock screen: ") } }
            try await eventually("the status on screen") { !lockLines().isEmpty }
            #expect(lockLines() == ["sdl-example: lock screen: optional (dismissible)"])
            try await example.headUnit.setDriverDistraction(.ddOn)
            try await eventually("the lock screen required") { lockLines().count == 2 }
            #expect(lockLines().last == "sdl-example: lock screen: required (dismissible)")
            try await example.headUnit.setLockScreenDismissalEnabled(false)
            try await eventually("dismissal disabled") { lockLines().count == 3 }
            #expect(lockLines().last == "sdl-example: lock screen: required")
            #expect(example.beyondScreen.lockScreen.lines == lockLines())
        }
    }

    @Test("each status prints as level (flags)")
    func lockScreenLines() {
        #expect(ExampleLockScreenReporter.line(.off) == "sdl-example: lock screen: off")
        #expect(ExampleLockScreenReporter.line(SDLLockScreenStatus(level: .required, isDismissible: true, isDismissed: true))
            == "sdl-example: lock screen: required (dismissible, dismissed)")
        #expect(ExampleSpeedometer.text(nil) == "Speed: —")
        #expect(ExampleSpeedometer.text(.nan) == "Speed: —")
        #expect(ExampleSpeedometer.text(100) == "Speed: 100.0 km/h")
    }

    @Test("a second app reads the media service's data: what the root shows, and again after it changed")
    func mediaServiceReadBack() async throws {
        try await withExample { example in
            let errors = example.beyondScreen.errors
            try await eventually("the media service published") {
                example.application.publishedAppServices["MEDIA"] != nil || errors.appServiceError != nil
            }
            let record = try #require(example.application.publishedAppServices["MEDIA"], "refused: \(String(describing: errors.appServiceError))")
            #expect(record.serviceActive)
            #expect(record.serviceManifest.serviceName == "SDL Example")
            #expect(try await example.headUnit.appServices().map(\.serviceID) == [record.serviceID])

            let connection = SDLConnection.tcp(port: example.headUnit.port)
            let first = try await ExampleDashboard.readMedia(connection: connection)
            #expect(first.serviceID == record.serviceID)
            #expect(first.mediaServiceData?.mediaTitle == "Hello SDL")
            #expect(first.mediaServiceData?.mediaArtist == "from the Swift app layer")

            example.root.nowPlaying = ExampleNowPlaying(title: "Blue in Green", artist: "Miles Davis")
            try await #require(example.application.screenManager).update()
            #expect(try await example.registered()?.screen["mainField1"] == "Blue in Green")
            let second = try await ExampleDashboard.readMedia(connection: connection)
            #expect(second.mediaServiceData?.mediaTitle == "Blue in Green")
            #expect(second.mediaServiceData?.mediaArtist == "Miles Davis")
        }
    }

    @Test("on a head unit with Core's default policy the refusals are printed, not silent")
    func refusalsPrinted() async throws {
        try await withExample(policy: false) { example in
            let errors = example.beyondScreen.errors
            try await eventually("the media service answered") {
                example.application.publishedAppServices["MEDIA"] != nil || errors.appServiceError != nil
            }
            #expect(example.application.publishedAppServices["MEDIA"] == nil)
            #expect(errors.appServiceError?.resultCode == SDLResult(rawValue: "DISALLOWED"))
            try await eventually("the refusals printed") {
                example.output.lines.contains { $0.hasPrefix("sdl-example: app services: ") && $0.contains("PublishAppService") }
                    && example.output.lines.contains { $0.hasPrefix("sdl-example: vehicle data: ") && $0.contains("speed") }
            }
            #expect(example.root.speed == nil)
        }
    }
}
