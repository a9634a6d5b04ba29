import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing

/// The real system capability manager, seeded from the emulator's registration response and kept
/// current by its OnSystemCapabilityUpdated and GetSystemCapability, matches each display profile.
@Suite("System capability manager against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
struct SystemCapabilityManagerTests {
    /// What each built-in profile promises.
    struct Expectation: Sendable, CustomTestStringConvertible {
        var profile: String
        var mainLines: Int
        var softButtons: Int
        var graphics: Bool
        var templates: [String]
        var testDescription: String { profile }
    }

    static let expectations = [
        Expectation(profile: "media-4line", mainLines: 4, softButtons: 8, graphics: true,
                    templates: ["DEFAULT", "MEDIA", "NON-MEDIA", "TEXT_WITH_GRAPHIC", "GRAPHIC_WITH_TEXT",
                                "TEXTBUTTONS_WITH_GRAPHIC", "TEXTBUTTONS_ONLY", "LARGE_GRAPHIC_ONLY"]),
        Expectation(profile: "generic-2line", mainLines: 2, softButtons: 4, graphics: false,
                    templates: ["DEFAULT", "NON-MEDIA", "TEXTBUTTONS_ONLY"]),
        Expectation(profile: "basic-1line", mainLines: 1, softButtons: 2, graphics: false, templates: ["DEFAULT"]),
    ]

    /// Checks the main window against `expected`.
    static func check(_ capabilities: SDLSystemCapabilities, _ expected: Expectation) {
        #expect(capabilities.maximumNumberOfMainFieldLines == expected.mainLines)
        let mainFields: [SDLTextFieldName] = [.mainField1, .mainField2, .mainField3, .mainField4]
        for (index, field) in mainFields.enumerated() {
            #expect(capabilities.numberOfLines(of: field) == (index < expected.mainLines ? 1 : 0), "\(field)")
        }
        #expect(capabilities.numberOfLines(of: .scrollableMessageBody) == 8)
        #expect(capabilities.textField(.alertText3) == nil || expected.mainLines >= 2)
        #expect(capabilities.numberOfSoftButtons == expected.softButtons)
        #expect(capabilities.mainWindowSoftButtonCapabilities.allSatisfy { $0.imageSupported == expected.graphics })
        #expect(capabilities.hasImageField(.graphic) == expected.graphics)
        #expect(capabilities.templatesAvailable == expected.templates)
    }

    @Test("seeded from the registration response, the main window matches the profile", arguments: expectations)
    func seededFromRegistration(_ expected: Expectation) async throws {
        let profile = try #require(SDLDisplayProfile.builtIn(named: expected.profile))
        try await Emulator.run(profile: profile) { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let manager = SDLSystemCapabilityManager(channel: session)
            try await ManagerLoops.withRunning(on: session, [{ await manager.run() }]) {
                let response = try await Emulator.register(session)
                await manager.update(from: response)
                let capabilities = await manager.capabilities
                Self.check(capabilities, expected)
                #expect(capabilities.displays?.first?.displayName == profile.displayName)
                #expect(capabilities.rpcVersion == SDLRPCVersion(8, 0, 0))
                #expect(capabilities.supportsSubscriptions)
                #expect(capabilities.isCapabilitySupported(.navigation) == false)
            }
        }
    }

    @Test("the emulator's OnSystemCapabilityUpdated(DISPLAYS) and GetSystemCapability agree with the profile",
          arguments: expectations)
    func displaysFromEmulator(_ expected: Expectation) async throws {
        let profile = try #require(SDLDisplayProfile.builtIn(named: expected.profile))
        try await Emulator.run(profile: profile) { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let manager = SDLSystemCapabilityManager(channel: session)
            let updates = StreamRecorder(await manager.updates())
            try await ManagerLoops.withRunning(on: session, [{ await manager.run() }]) {
                let response = try await Emulator.register(session)
                await manager.update(from: response)
                let pushed = try await updates.next("the DISPLAYS notification") { $0.source == .notification }
                #expect(pushed.type == .displays)
                Self.check(await manager.capabilities, expected)

                let fetched = try await manager.fetchCapability(.displays)
                let window = fetched.displayCapabilities?.first?.windowCapabilities?.first
                #expect(window?.softButtonCapabilities?.count == expected.softButtons)
                let capabilities = await manager.capabilities
                Self.check(capabilities, expected)
                #expect(capabilities.displays?.count == 1)
                #expect(capabilities.displays?.first?.displayName == profile.displayName)
                let request = try await headUnit.nextRequest("GetSystemCapability")
                #expect(request.parameters["systemCapabilityType"]?.stringValue == "DISPLAYS")
            }
        }
    }

    @Test("DISPLAYS the emulator pushed before the app seeds from the registration response are kept")
    func pushedDisplaysSurviveSeeding() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let manager = SDLSystemCapabilityManager(channel: session)
            let updates = StreamRecorder(await manager.updates())
            try await ManagerLoops.withRunning(on: session, [{ await manager.run() }]) {
                let response = try await Emulator.register(session)
                // The emulator sends OnSystemCapabilityUpdated(DISPLAYS) right after the response;
                // an app may well seed from the response only after the manager took it in.
                _ = try await updates.next("the DISPLAYS notification") { $0.source == .notification }
                #expect(await manager.capabilities.mainWindowCapability?.menuLayoutsAvailable == [.list])
                await manager.update(from: response)
                let capabilities = await manager.capabilities
                // Only the head unit's own DISPLAYS carry menuLayoutsAvailable; the conversion of the
                // deprecated registration fields does not.
                #expect(capabilities.mainWindowCapability?.menuLayoutsAvailable == [.list])
                Self.check(capabilities, Self.expectations[0])
            }
        }
    }
}
