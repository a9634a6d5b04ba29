import SDLHeadUnit
import Testing

/// The `--app-service-provider` / `--app-service-consumer` entries of `sdl-headunit`.
@Suite("App-service policy entries from the command line")
struct AppServicePolicyCommandLineTests {
    @Test("providers with and without names, several types per app, consumers, and an app that is both; IDs lowercased")
    func entries() throws {
        let policies = try SDLAppServicePolicy.entries(
            providers: ["Music-App=MEDIA:Music, Radio", "music-app=WEATHER", "maps=NAVIGATION"],
            consumers: ["dashboard", "maps"])
        #expect(policies.keys.sorted() == ["dashboard", "maps", "music-app"])
        #expect(policies["music-app"]?.groups == [.provider])
        #expect(policies["music-app"]?.services["MEDIA"]?.serviceNames == ["Music", "Radio"])
        #expect(policies["music-app"]?.services["WEATHER"] != nil)
        #expect(policies["music-app"]?.services["WEATHER"]?.serviceNames == nil, "no names: any name")
        #expect(policies["dashboard"] == .consumer)
        #expect(policies["maps"]?.groups == [.provider, .consumer])
        #expect(try SDLAppServicePolicy.entries(providers: [], consumers: []).isEmpty)
    }

    @Test("malformed entries are refused naming them", arguments: [
        (["music-app"], [String]()), (["=MEDIA"], []), (["music-app="], []), (["music-app=MEDIA:"], []),
        (["music-app=MEDIA:Music,,Radio"], []), (["music-app=MEDIA", "music-app=MEDIA:Music"], []),
        ([], [""]), ([], ["dashboard=MEDIA"]),
    ])
    func malformed(providers: [String], consumers: [String]) {
        let error = #expect(throws: SDLHeadUnitError.self) {
            try SDLAppServicePolicy.entries(providers: providers, consumers: consumers)
        }
        #expect(error?.code == "invalidCommand")
        let named = (providers + consumers).last ?? ""
        #expect(error?.message.contains("'\(named)'") == true, "\(error?.message ?? "")")
    }
}
