@testable import SmartDeviceLink
import Testing

@Suite("SDLHTTPAddress: the policy relay's URL parsing")
struct HTTPAddressTests {
    @Test("host, port and target of http URLs, boundary ports included")
    func parses() throws {
        let plain = try #require(SDLHTTPAddress("http://policies.example/api?x=1"))
        #expect(plain.host == "policies.example" && plain.port == 80 && plain.target == "/api?x=1")
        #expect(plain.hostHeader == "policies.example")
        let ported = try #require(SDLHTTPAddress("HTTP://127.0.0.1:65535"))
        #expect(ported.port == 65_535 && ported.target == "/" && ported.hostHeader == "127.0.0.1:65535")
        let six = try #require(SDLHTTPAddress("http://[::1]:1/p#frag"))
        #expect(six.host == "::1" && six.port == 1 && six.target == "/p" && six.hostHeader == "[::1]:1")
        for bad in ["http://h:0/", "http://h:65536/", "http://user@h/", "http://:80/", "https://h/", "http://[::1/"] {
            #expect(SDLHTTPAddress(bad) == nil, "\(bad)")
        }
    }
}
