import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing

/// The emulator's language change (OnLanguageChange, then OnAppInterfaceUnregistered(LANGUAGE_CHANGE)
/// for apps in another language, §C.5) handled as the lifecycle configuration says.
@Suite("Lifecycle manager language changes against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
struct LifecycleLanguageTests {
    static let german = SDLLanguagePair(language: .deDe, hmiDisplayLanguage: .deDe)
    static let english = SDLLanguagePair(language: .enUs, hmiDisplayLanguage: .enUs)

    @Test("without names for the new language the app registers again and keeps its language (WRONG_LANGUAGE)")
    func reregisters() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let lifecycle = SDLLifecycleManager(
                configuration: SDLLifecycleConfiguration(appName: "Polyglot", appID: "polyglot"), channel: session)
            let states = StreamRecorder(await lifecycle.stateUpdates())
            try await ManagerLoops.withRunning(on: session, [{ try? await lifecycle.run() }]) {
                try await lifecycle.start()
                let first = try await headUnit.nextRegisteredApp()
                _ = try await states.next("ready") { $0 == .ready }

                try await headUnit.changeLanguage("DE-DE")
                _ = try await states.next("unregistered") { $0 == .unregistered(reason: .languageChange) }
                _ = try await states.next("registering") { $0 == .registering }
                _ = try await states.next("ready again") { $0 == .ready }

                let second = try await headUnit.nextRegisteredApp()
                #expect(second.id != first.id)
                #expect(second.languageDesired == "EN-US")
                #expect(await lifecycle.registrationResponse?.resultCode == .wrongLanguage)
                #expect(await lifecycle.headUnitLanguages == Self.german)
                #expect(await lifecycle.registeredLanguages == Self.english)
                #expect(await lifecycle.lastBackgroundError == nil)
                #expect(try await headUnit.apps().map(\.id) == [second.id])
            }
        }
    }

    @Test("with names for the new language the app registers again and switches with ChangeRegistration")
    func changesRegistration() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let configuration = SDLLifecycleConfiguration(
                appName: "Polyglot", appID: "polyglot",
                languageUpdate: { language, _ in
                    language == .deDe ? SDLLifecycleConfigurationUpdate(appName: "Polyglott", shortAppName: "Poly") : nil
                })
            let lifecycle = SDLLifecycleManager(configuration: configuration, channel: session)
            let languages = StreamRecorder(await lifecycle.languageUpdates())
            let states = StreamRecorder(await lifecycle.stateUpdates())
            try await ManagerLoops.withRunning(on: session, [{ try? await lifecycle.run() }]) {
                try await lifecycle.start()
                #expect(try await languages.next() == Self.english)
                _ = try await states.next("ready") { $0 == .ready }

                try await headUnit.changeLanguage("DE-DE")
                _ = try await languages.next("German") { $0 == Self.german }
                _ = try await states.next("ready again") { $0 == .ready }
                #expect(await lifecycle.registeredLanguages == Self.german)

                let change = try await headUnit.nextRequest("ChangeRegistration")
                #expect(change.parameters["language"]?.stringValue == "DE-DE")
                #expect(change.parameters["hmiDisplayLanguage"]?.stringValue == "DE-DE")
                #expect(change.parameters["appName"]?.stringValue == "Polyglott")
                #expect(change.parameters["ngnMediaScreenAppName"]?.stringValue == "Poly")
                let correlationID = change.correlationID
                let answer = try await headUnit.nextEvent { event in
                    if case .response(let response) = event { return response.correlationID == correlationID }
                    return false
                }
                if case .response(let response) = answer {
                    #expect(response.function == "ChangeRegistration")
                    #expect(response.resultCode == "SUCCESS")
                }
                #expect(try await headUnit.apps().count == 1)
            }
        }
    }

    @Test("with re-registration off the app stays unregistered for LANGUAGE_CHANGE")
    func staysUnregistered() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let lifecycle = SDLLifecycleManager(
                configuration: SDLLifecycleConfiguration(appName: "Polyglot", appID: "polyglot", reregistersAfterLanguageChange: false),
                channel: session)
            let states = StreamRecorder(await lifecycle.stateUpdates())
            try await ManagerLoops.withRunning(on: session, [{ try? await lifecycle.run() }]) {
                try await lifecycle.start()
                #expect(try await states.next() == .idle)
                #expect(try await states.next() == .registering)
                #expect(try await states.next() == .ready)
                try await headUnit.changeLanguage("DE-DE")
                #expect(try await states.next() == .unregistered(reason: .languageChange))
                // The manager decides within the same actor turn; a re-registration would show now.
                #expect(await lifecycle.state == .unregistered(reason: .languageChange))
                #expect(await lifecycle.unregisteredReason == .languageChange)
                #expect(await lifecycle.hmiLevel == nil)
                #expect(try await headUnit.apps().isEmpty)
                #expect(states.pending.isEmpty)
            }
        }
    }
}
