import SDLTestSupport
import Logging
import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing

/// Against a head unit that sends SDL Core 8.2's default capabilities — image fields without the
/// mandatory `imageTypeSupported` — the managers work, and everything dropped is reported.
@Suite("Managers against SDL Core's default capabilities", .timeLimit(.minutes(TestTime.minutes(1))))
struct CoreDefaultProfileTests {
    /// The image fields core-default sends without `imageTypeSupported`, in order.
    static let gapImageFields = SDLDisplayProfile.coreDefault.displayCapabilities?["imageFields"]?.arrayValue?
        .filter { $0.objectValue?["imageTypeSupported"] == nil }.count ?? 0

    static func connect(_ headUnit: SDLHeadUnit, logs: RecordingLogHandler.Store) async throws -> SDLSession {
        var configuration = Emulator.sessionConfiguration
        configuration.logger = RecordingLogHandler.logger(logs)
        return try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: configuration)
    }

    @Test("the lifecycle manager registers; the response lists each dropped image field; one notice is logged")
    func lifecycleRegisters() async throws {
        #expect(Self.gapImageFields == 8)
        try await Emulator.run(profile: .coreDefault) { headUnit, _ in
            let logs = RecordingLogHandler.Store()
            let session = try await Self.connect(headUnit, logs: logs)
            let lifecycle = SDLLifecycleManager(configuration: SDLLifecycleConfiguration(appName: "Core App", appID: "core-app"), channel: session)
            try await ManagerLoops.withRunning(on: session, [{ try? await lifecycle.run() }]) {
                let response = try await lifecycle.start()
                #expect(response.success)
                #expect(await lifecycle.state == .ready)
                let drops = response.decodingIssues.filter { $0.rule == .dropped }.map(\.path.description)
                #expect(drops == (0..<Self.gapImageFields).map { "$.displayCapabilities.imageFields[\($0)]" })
                let missing = response.decodingIssues.filter { $0.rule == .mandatory }.map(\.path.description)
                #expect(missing == (0..<Self.gapImageFields).map { "$.displayCapabilities.imageFields[\($0)].imageTypeSupported" })
                #expect(response.decodingIssues.allSatisfy { $0.severity == .warning })
                // The usable parts stay: every text field and the one complete image field.
                let display = try #require(response.jsonObject["displayCapabilities"]?.objectValue)
                #expect(display["textFields"]?.arrayValue?.count == SDLDisplayProfile.coreDefault.textFieldNames.count)
                #expect(display["imageFields"]?.arrayValue?.count == 1)

                let notices = logs.records.filter { $0.level == .notice && $0.metadata["name"] == "RegisterAppInterface" }
                #expect(notices.count == 1)
                #expect(notices.first?.message.contains("\(Self.gapImageFields) unreadable part(s) dropped") == true)
            }
        }
    }

    @Test("the capability manager keeps the usable parts of DISPLAYS from the registration and the notification")
    func capabilitiesKeepUsableParts() async throws {
        try await Emulator.run(profile: .coreDefault) { headUnit, _ in
            let logs = RecordingLogHandler.Store()
            let session = try await Self.connect(headUnit, logs: logs)
            let manager = SDLSystemCapabilityManager(channel: session)
            let updates = StreamRecorder(await manager.updates())
            // A second subscriber to the same notification: it is decoded and logged once.
            let raw = StreamRecorder(session.notifications(of: SDLOnSystemCapabilityUpdated.self))
            try await ManagerLoops.withRunning(on: session, [{ await manager.run() }]) {
                let response = try await Emulator.register(session)
                await manager.update(from: response)
                let pushed = try await updates.next("the DISPLAYS notification") { $0.source == .notification }
                #expect(pushed.type == .displays)
                let notification = try await raw.next("the raw notification")
                #expect(notification.decodingIssues.filter { $0.rule == .dropped }.count == Self.gapImageFields)

                let capabilities = await manager.capabilities
                #expect(capabilities.maximumNumberOfMainFieldLines == 4)
                #expect(capabilities.templatesAvailable.count == SDLDisplayProfile.coreDefault.templates.count)
                #expect(capabilities.hasImageField(.locationImage))
                #expect(!capabilities.hasImageField(.graphic))
                #expect(capabilities.mainWindowSoftButtonCapabilities.first?.imageSupported == true)

                let fetched = try await manager.fetchCapability(.displays)
                #expect(fetched.displayCapabilities?.first?.windowCapabilities?.first?.imageFields?.map(\.name) == [.locationImage])
            }
            let notices = logs.records.filter { $0.level == .notice && $0.metadata["name"] == "OnSystemCapabilityUpdated" }
            #expect(notices.count == 1)
        }
    }
}
