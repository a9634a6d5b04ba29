import SmartDeviceLink
import Testing

/// The application configuration's defaults and what it registers with.
@Suite("Application configuration")
struct ConfigurationTests {
    @Test("defaults: the emulator's address, reconnecting with growing waits, basic mode")
    func defaults() throws {
        let configuration = SDLApplication.Configuration(appName: "Hello SDL", appID: "hello-sdl")
        #expect(configuration.connection.description == "tcp://127.0.0.1:12345")
        #expect(configuration.viewControllerManagerMode == .basic)
        let policy = configuration.reconnectPolicy
        let first = try #require(policy.delay(beforeAttempt: 1))
        let second = try #require(policy.delay(beforeAttempt: 2))
        #expect(first == .milliseconds(500))
        #expect(second > first)
        #expect(policy.delay(beforeAttempt: 1000) == .seconds(30), "it keeps trying, at most every 30 s")
    }

    @Test("name, ID, types, languages, media flag and TTS name go into RegisterAppInterface")
    func registration() {
        var configuration = SDLApplication.Configuration(
            appName: "Radio", appID: "radio", appTypes: [.media], language: .deDe, isMediaApplication: true,
            ttsName: [SDLTTSChunk(text: "Radio", type: .text)])
        #expect(configuration.hmiDisplayLanguageDesired == .deDe, "the display language follows the spoken one unless given")
        configuration.appName = "Radio Two"
        let request = configuration.lifecycle.registerAppInterface
        #expect(request.appName == "Radio Two")
        #expect(request.appID == "radio")
        #expect(request.appHMIType == [.media])
        #expect(request.languageDesired == .deDe)
        #expect(request.hmiDisplayLanguageDesired == .deDe)
        #expect(request.isMediaApplication == true)
        #expect(request.ttsName?.first?.text == "Radio")
    }
}
