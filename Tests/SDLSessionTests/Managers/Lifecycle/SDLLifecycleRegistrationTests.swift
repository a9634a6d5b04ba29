import SDLRPC
import SDLSession
import Testing

@Suite("Lifecycle registration")
struct SDLLifecycleRegistrationTests {
    static let configuration = SDLLifecycleConfiguration(
        appName: "Radio", appID: "1234abcd", fullAppID: "1234abcd-full", shortAppName: "Rad",
        appHMITypes: [.media], isMediaApplication: true,
        ttsName: [SDLTTSChunk(text: "Radio", type: .text)], vrSynonyms: ["Radio", "Music"])

    @Test("registration sends the configuration with syncMsgVersion 8.0.0 and keeps the answer")
    func happyPath() async throws {
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLRegisterAppInterface.self, with: ManagerFixtures.registration(version: SDLRPCVersion(7, 1, 0)))
        let manager = SDLLifecycleManager(configuration: Self.configuration, channel: channel)
        let states = await manager.stateUpdates()

        let response = try await manager.start()

        #expect(response.resultCode == .success)
        let sent = try #require(channel.sent(SDLRegisterAppInterface.self).first?.request)
        #expect(sent.syncMsgVersion == SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0))
        #expect(sent.appName == "Radio")
        #expect(sent.appID == "1234abcd")
        #expect(sent.fullAppID == "1234abcd-full")
        #expect(sent.ngnMediaScreenAppName == "Rad")
        #expect(sent.isMediaApplication)
        #expect(sent.appHMIType == [.media])
        #expect(sent.languageDesired == .enUs)
        #expect(sent.hmiDisplayLanguageDesired == .enUs)
        #expect(sent.vrSynonyms == ["Radio", "Music"])
        #expect(channel.sentNames == ["RegisterAppInterface"])
        #expect(await manager.state == .ready)
        #expect(await manager.negotiatedRPCVersion == SDLRPCVersion(7, 1, 0))
        #expect(await manager.registrationResponse == response)
        #expect(await manager.registeredLanguages == SDLLanguagePair(language: .enUs, hmiDisplayLanguage: .enUs))
        #expect(await firstValues(3, of: states) == [.idle, .registering, .ready])
    }

    @Test("a negative answer fails with its result code and info, and may be retried")
    func rejected() async throws {
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLRegisterAppInterface.self, with: ManagerFixtures.registration(.duplicateName, success: false, info: "name taken"))
        let manager = SDLLifecycleManager(configuration: Self.configuration, channel: channel)

        do {
            try await manager.start()
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .registrationRejected)
            #expect(error.resultCode == .duplicateName)
            #expect(error.info == "name taken")
            #expect(await manager.state == .failed(error))
        }
        #expect(await manager.registrationResponse == nil)

        channel.respond(to: SDLRegisterAppInterface.self, with: ManagerFixtures.registration())
        try await manager.start()
        #expect(await manager.state == .ready)
        #expect(channel.sentNames == ["RegisterAppInterface", "RegisterAppInterface"])
    }

    @Test("a negotiated RPC version below the minimum unregisters and fails")
    func versionTooLow() async throws {
        var configuration = Self.configuration
        configuration.minimumRPCVersion = SDLRPCVersion(5, 0, 0)
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLRegisterAppInterface.self, with: ManagerFixtures.registration(version: SDLRPCVersion(4, 5, 1)))
        channel.respond(to: SDLUnregisterAppInterface.self, with: SDLUnregisterAppInterfaceResponse(success: true, resultCode: .success))
        let manager = SDLLifecycleManager(configuration: configuration, channel: channel)

        await #expect(throws: SDLError.self) { try await manager.start() }
        do {
            try await manager.start()
        } catch {
            #expect(error.code == .rpcVersionTooLow)
        }
        #expect(channel.sentNames == ["RegisterAppInterface", "UnregisterAppInterface", "RegisterAppInterface", "UnregisterAppInterface"])
        guard case .failed(let error) = await manager.state else {
            Issue.record("expected failed")
            return
        }
        #expect(error.code == .rpcVersionTooLow)
        #expect(await manager.registrationResponse == nil)
    }

    @Test("a version equal to the minimum is accepted")
    func versionEqualToMinimum() async throws {
        var configuration = Self.configuration
        configuration.minimumRPCVersion = SDLRPCVersion(5, 0, 0)
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLRegisterAppInterface.self, with: ManagerFixtures.registration(version: SDLRPCVersion(5, 0, 0)))
        let manager = SDLLifecycleManager(configuration: configuration, channel: channel)
        try await manager.start()
        #expect(await manager.state == .ready)
    }

    @Test("WRONG_LANGUAGE is a warning: registered, languages recorded, no ChangeRegistration without names")
    func wrongLanguageWarning() async throws {
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLRegisterAppInterface.self,
                        with: ManagerFixtures.registration(.wrongLanguage, language: .frFr, hmiDisplayLanguage: .frCa))
        let manager = SDLLifecycleManager(configuration: Self.configuration, channel: channel)

        let response = try await manager.start()

        #expect(response.resultCode == .wrongLanguage)
        #expect(await manager.state == .ready)
        #expect(await manager.registeredLanguages == SDLLanguagePair(language: .enUs, hmiDisplayLanguage: .enUs))
        #expect(await manager.headUnitLanguages == SDLLanguagePair(language: .frFr, hmiDisplayLanguage: .frCa))
        #expect(channel.sentNames == ["RegisterAppInterface"])
    }

    @Test("WRONG_LANGUAGE with names for the head unit's language sends ChangeRegistration before ready")
    func wrongLanguageChangeRegistration() async throws {
        var configuration = Self.configuration
        configuration.languageUpdate = { language, display in
            language == .frFr ? SDLLifecycleConfigurationUpdate(appName: "Radio FR", shortAppName: "RadFR", vrSynonyms: ["Radio"]) : nil
        }
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLRegisterAppInterface.self,
                        with: ManagerFixtures.registration(.wrongLanguage, language: .frFr, hmiDisplayLanguage: .frCa))
        channel.respond(to: SDLChangeRegistration.self, with: SDLChangeRegistrationResponse(success: true, resultCode: .success))
        let manager = SDLLifecycleManager(configuration: configuration, channel: channel)

        try await manager.start()

        #expect(channel.sentNames == ["RegisterAppInterface", "ChangeRegistration"])
        let change = try #require(channel.sent(SDLChangeRegistration.self).first?.request)
        #expect(change.language == .frFr)
        #expect(change.hmiDisplayLanguage == .frCa)
        #expect(change.appName == "Radio FR")
        #expect(change.ngnMediaScreenAppName == "RadFR")
        #expect(change.vrSynonyms == ["Radio"])
        #expect(await manager.registeredLanguages == SDLLanguagePair(language: .frFr, hmiDisplayLanguage: .frCa))
        #expect(await manager.state == .ready)
    }

    @Test("a refused ChangeRegistration keeps the registration and records the error")
    func changeRegistrationRefused() async throws {
        var configuration = Self.configuration
        configuration.languageUpdate = { _, _ in SDLLifecycleConfigurationUpdate(appName: "Radio FR") }
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLRegisterAppInterface.self, with: ManagerFixtures.registration(.wrongLanguage, language: .frFr, hmiDisplayLanguage: .frFr))
        channel.respond(to: SDLChangeRegistration.self, with: SDLChangeRegistrationResponse(success: false, resultCode: .rejected))
        let manager = SDLLifecycleManager(configuration: configuration, channel: channel)
        try await manager.start()
        #expect(await manager.state == .ready)
        #expect(await manager.registeredLanguages?.language == .enUs)
        #expect(await manager.lastBackgroundError?.resultCode == .rejected)
    }

    @Test("an invalid configuration fails before anything is sent")
    func invalidConfiguration() async throws {
        let channel = SDLScriptedChannel()
        let manager = SDLLifecycleManager(
            configuration: SDLLifecycleConfiguration(appName: "", appID: "id"), channel: channel)
        do {
            try await manager.start()
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .invalidConfiguration)
            #expect(error.message.contains("appName"))
        }
        #expect(channel.sentNames.isEmpty)
    }

    @Test("a channel error fails the registration with channelFailed")
    func channelError() async throws {
        let channel = SDLScriptedChannel()
        channel.handle(SDLRegisterAppInterface.self) { _, _ in throw SDLScriptedChannel.SimulatedTimeout() }
        let manager = SDLLifecycleManager(configuration: Self.configuration, channel: channel)
        do {
            try await manager.start()
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .channelFailed)
            #expect(error.message.contains("simulated timeout"))
        }
    }

    @Test("start while registered and stop while idle are illegal")
    func illegalCalls() async throws {
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLRegisterAppInterface.self, with: ManagerFixtures.registration())
        let manager = SDLLifecycleManager(configuration: Self.configuration, channel: channel)
        do {
            try await manager.stop()
            Issue.record("stop while idle must fail")
        } catch {
            #expect(error.code == .illegalTransition)
        }
        try await manager.start()
        do {
            try await manager.start()
            Issue.record("start while ready must fail")
        } catch {
            #expect(error.code == .illegalTransition)
        }
        #expect(channel.sentNames == ["RegisterAppInterface"])
    }

    @Test("stop sends UnregisterAppInterface and ends unregistered without a reason")
    func stop() async throws {
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLRegisterAppInterface.self, with: ManagerFixtures.registration())
        channel.respond(to: SDLUnregisterAppInterface.self, with: SDLUnregisterAppInterfaceResponse(success: true, resultCode: .success))
        let manager = SDLLifecycleManager(configuration: Self.configuration, channel: channel)
        try await manager.start()
        try await manager.stop()
        #expect(channel.sentNames == ["RegisterAppInterface", "UnregisterAppInterface"])
        #expect(await manager.state == .unregistered(reason: nil))
        #expect(await manager.unregisteredReason == nil)
    }
}
