import SDLRPC
import SDLSession
import Testing

@Suite("Lifecycle notifications")
struct SDLLifecycleNotificationTests {
    static let configuration = SDLLifecycleConfiguration(appName: "Radio", appID: "1234")

    /// A channel whose head unit registers the app, answering WRONG_LANGUAGE when `headUnit`
    /// differs from what the app asks for.
    static func channel(headUnit: SDLTestBox<SDLLanguagePair>) -> SDLScriptedChannel {
        let channel = SDLScriptedChannel()
        channel.handle(SDLRegisterAppInterface.self) { request, _ in
            let current = headUnit.current
            let matches = request.languageDesired == current.language && request.hmiDisplayLanguageDesired == current.hmiDisplayLanguage
            return ManagerFixtures.registration(
                matches ? .success : .wrongLanguage, language: current.language, hmiDisplayLanguage: current.hmiDisplayLanguage)
        }
        channel.respond(to: SDLChangeRegistration.self, with: SDLChangeRegistrationResponse(success: true, resultCode: .success))
        return channel
    }

    static var english: SDLTestBox<SDLLanguagePair> { SDLTestBox(SDLLanguagePair(language: .enUs, hmiDisplayLanguage: .enUs)) }

    @Test("HMI status is kept per window; an absent windowID is the main window")
    func perWindow() async throws {
        let channel = Self.channel(headUnit: Self.english)
        let manager = SDLLifecycleManager(configuration: Self.configuration, channel: channel)
        try await withManagerRunning({ try await manager.run() }) {
            try await manager.start()
            let changes = await manager.hmiStatusUpdates()
            channel.push(ManagerFixtures.hmiStatus(.none))
            channel.push(ManagerFixtures.hmiStatus(.background, window: 1, audio: .audible, context: .menu, video: .notStreamable))
            channel.push(ManagerFixtures.hmiStatus(.none))                      // unchanged: not reported
            channel.push(ManagerFixtures.hmiStatus(.full, window: 0, context: .alert))
            let seen = await firstValues(3, of: changes)

            #expect(seen.map(\.windowID) == [0, 1, 0])
            #expect(seen[0].previous == nil)
            #expect(seen[0].current?.hmiLevel == SDLHMILevel.none)
            #expect(seen[0].current?.videoStreamingState == .streamable)  // the spec's default
            #expect(seen[2].previous?.hmiLevel == SDLHMILevel.none)
            #expect(seen[2].current?.hmiLevel == .full)

            let main = try #require(await manager.hmiStatus())
            #expect(main == SDLHMIStatus(windowID: 0, hmiLevel: .full, audioStreamingState: .notAudible, systemContext: .alert))
            let widget = try #require(await manager.hmiStatus(window: 1))
            #expect(widget == SDLHMIStatus(windowID: 1, hmiLevel: .background, audioStreamingState: .audible,
                                           systemContext: .menu, videoStreamingState: .notStreamable))
            #expect(await manager.hmiLevel == .full)
            #expect(await manager.hmiStatus(window: 2) == nil)
        }
    }

    @Test("OnAppInterfaceUnregistered moves to unregistered with the reason and forgets HMI status")
    func unregistered() async throws {
        let channel = Self.channel(headUnit: Self.english)
        let manager = SDLLifecycleManager(configuration: Self.configuration, channel: channel)
        try await withManagerRunning({ try await manager.run() }) {
            try await manager.start()
            let changes = await manager.hmiStatusUpdates()
            channel.push(ManagerFixtures.hmiStatus(.full))
            _ = await firstValues(1, of: changes)
            let states = await manager.stateUpdates()
            channel.push(SDLOnAppInterfaceUnregistered(reason: .ignitionOff))
            let seen = await valuesUntilMatch(of: states) { $0 != .ready }
            #expect(seen == [.ready, .unregistered(reason: .ignitionOff)])
            let forgotten = await firstValues(1, of: changes)
            #expect(forgotten.first?.current == nil)
            #expect(await manager.unregisteredReason == .ignitionOff)
            #expect(await manager.hmiStatus() == nil)
            #expect(channel.sentNames == ["RegisterAppInterface"])  // no automatic re-registration
        }
    }

    @Test("OnLanguageChange with names for the language sends ChangeRegistration")
    func languageChangeWithNames() async throws {
        var configuration = Self.configuration
        configuration.languageUpdate = { language, _ in
            language == .deDe ? SDLLifecycleConfigurationUpdate(appName: "Radio DE", ttsName: [SDLTTSChunk(text: "Radio", type: .text)]) : nil
        }
        let channel = Self.channel(headUnit: Self.english)
        let manager = SDLLifecycleManager(configuration: configuration, channel: channel)
        try await withManagerRunning({ try await manager.run() }) {
            try await manager.start()
            let languages = await manager.languageUpdates()
            channel.push(SDLOnLanguageChange(language: .deDe, hmiDisplayLanguage: .deDe))
            let seen = await firstValues(1, of: languages)
            #expect(seen == [SDLLanguagePair(language: .deDe, hmiDisplayLanguage: .deDe)])
            #expect(channel.sentNames == ["RegisterAppInterface", "ChangeRegistration"])
            let change = try #require(channel.sent(SDLChangeRegistration.self).first?.request)
            #expect(change.language == .deDe)
            #expect(change.hmiDisplayLanguage == .deDe)
            #expect(change.appName == "Radio DE")
            #expect(change.ttsName == [SDLTTSChunk(text: "Radio", type: .text)])
            #expect(await manager.state == .ready)
        }
    }

    @Test("OnLanguageChange to the registered language changes nothing")
    func languageChangeSame() async throws {
        var configuration = Self.configuration
        configuration.languageUpdate = { _, _ in SDLLifecycleConfigurationUpdate(appName: "Radio 2") }
        let channel = Self.channel(headUnit: Self.english)
        let manager = SDLLifecycleManager(configuration: configuration, channel: channel)
        try await withManagerRunning({ try await manager.run() }) {
            try await manager.start()
            let languages = await manager.languageUpdates()
            channel.push(SDLOnLanguageChange(language: .enUs, hmiDisplayLanguage: .enUs))
            // Notifications of one type are handled in order: once the second one is handled,
            // the first was too.
            channel.push(SDLOnLanguageChange(language: .nlNl, hmiDisplayLanguage: .nlNl))
            #expect(await firstValues(1, of: languages) == [SDLLanguagePair(language: .nlNl, hmiDisplayLanguage: .nlNl)])
            #expect(channel.sent(SDLChangeRegistration.self).map(\.request.language) == [.nlNl])
        }
    }

    @Test("LANGUAGE_CHANGE unregistration without names re-registers (WRONG_LANGUAGE, no ChangeRegistration)")
    func reregistration() async throws {
        let headUnit = Self.english
        let channel = Self.channel(headUnit: headUnit)
        let manager = SDLLifecycleManager(configuration: Self.configuration, channel: channel)
        try await withManagerRunning({ try await manager.run() }) {
            try await manager.start()
            let states = await manager.stateUpdates()
            headUnit.withValue { $0 = SDLLanguagePair(language: .esMx, hmiDisplayLanguage: .esMx) }
            channel.push(SDLOnLanguageChange(language: .esMx, hmiDisplayLanguage: .esMx))
            channel.push(SDLOnAppInterfaceUnregistered(reason: .languageChange))
            var readyCount = 0
            let seen = await valuesUntilMatch(of: states) { state in
                if state == .ready { readyCount += 1 }
                return readyCount == 2
            }
            #expect(seen == [.ready, .unregistered(reason: .languageChange), .registering, .ready])
            #expect(channel.sentNames == ["RegisterAppInterface", "RegisterAppInterface"])
            #expect(await manager.registrationResponse?.resultCode == .wrongLanguage)
            #expect(await manager.registeredLanguages?.language == .enUs)
            #expect(await manager.headUnitLanguages?.language == .esMx)
        }
    }

    @Test("LANGUAGE_CHANGE unregistration with names re-registers and then changes registration")
    func reregistrationWithNames() async throws {
        var configuration = Self.configuration
        configuration.languageUpdate = { language, _ in
            language == .esMx ? SDLLifecycleConfigurationUpdate(appName: "Radio ES") : nil
        }
        let headUnit = Self.english
        let channel = Self.channel(headUnit: headUnit)
        let manager = SDLLifecycleManager(configuration: configuration, channel: channel)
        try await withManagerRunning({ try await manager.run() }) {
            try await manager.start()
            let states = await manager.stateUpdates()
            headUnit.withValue { $0 = SDLLanguagePair(language: .esMx, hmiDisplayLanguage: .esMx) }
            channel.push(SDLOnLanguageChange(language: .esMx, hmiDisplayLanguage: .esMx))
            channel.push(SDLOnAppInterfaceUnregistered(reason: .languageChange))
            var readyCount = 0
            _ = await valuesUntilMatch(of: states) { state in
                if state == .ready { readyCount += 1 }
                return readyCount == 2
            }
            #expect(channel.sent(SDLRegisterAppInterface.self).count == 2)
            // The re-registration's WRONG_LANGUAGE leads to ChangeRegistration before `ready`.
            let last = try #require(channel.sentRequests.last)
            #expect(last.rpcName == "ChangeRegistration")
            let change = try #require(channel.sent(SDLChangeRegistration.self).last?.request)
            #expect(change.language == .esMx)
            #expect(change.appName == "Radio ES")
            #expect(await manager.registeredLanguages == SDLLanguagePair(language: .esMx, hmiDisplayLanguage: .esMx))
        }
    }

    @Test("with re-registration turned off, LANGUAGE_CHANGE leaves the app unregistered")
    func noReregistration() async throws {
        var configuration = Self.configuration
        configuration.reregistersAfterLanguageChange = false
        let channel = Self.channel(headUnit: Self.english)
        let manager = SDLLifecycleManager(configuration: configuration, channel: channel)
        try await withManagerRunning({ try await manager.run() }) {
            try await manager.start()
            let states = await manager.stateUpdates()
            channel.push(SDLOnAppInterfaceUnregistered(reason: .languageChange))
            let seen = await valuesUntilMatch(of: states) { $0 != .ready }
            #expect(seen.last == .unregistered(reason: .languageChange))
            #expect(channel.sentNames == ["RegisterAppInterface"])
        }
    }

    @Test("run ends when the channel closes, a standing registration failing with it; the streams end; a second run is refused")
    func runEnds() async throws {
        let channel = Self.channel(headUnit: Self.english)
        let manager = SDLLifecycleManager(configuration: Self.configuration, channel: channel)
        let states = await manager.stateUpdates()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await manager.run() }
            try await manager.start()
            channel.finish()
            try await group.waitForAll()
        }
        var all: [SDLLifecycleState] = []
        for await state in states { all.append(state) }
        #expect(all.prefix(3) == [.idle, .registering, .ready])
        #expect(all.count == 4)
        if case .failed(let error)? = all.last { #expect(error.code == .channelFailed) } else { Issue.record("expected failed, got \(all)") }
        do {
            try await manager.run()
            Issue.record("second run must be refused")
        } catch {
            #expect(error.code == .alreadyRunning)
        }
    }
}
