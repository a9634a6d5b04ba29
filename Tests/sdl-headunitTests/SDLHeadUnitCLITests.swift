import SDLTestSupport
import Foundation
import SDLProtocol
import SDLRPCRuntime
import Testing

/// Runs the built `sdl-headunit` on free ports and drives it through its control channels.
@Suite("sdl-headunit command line", .serialized)
struct SDLHeadUnitCLITests {
    static func registration(appName: String) -> SDLJSONValue {
        [
            "syncMsgVersion": ["majorVersion": 8, "minorVersion": 0, "patchVersion": 0],
            "appName": .string(appName), "isMediaApplication": true,
            "languageDesired": "EN-US", "hmiDisplayLanguageDesired": "EN-US", "appID": "cli-1",
        ]
    }

    @Test("--print-profile prints a built-in profile's JSON and exits 0")
    func printProfile() async throws {
        let result = try await HeadUnitProcess.run(["--print-profile", "basic-1line"])
        #expect(result.status == 0)
        let json = try #require(try SDLJSONParser.parse(Array(result.stdout.utf8)).objectValue)
        #expect(json["name"] == "basic-1line")
        #expect(json["displayCapabilities"]?.objectValue?["displayName"] == "SDL_GENERIC_1LINE")
    }

    @Test("a bad option value exits 64; an unreadable --profile-file exits 1 with a message on stderr")
    func badArguments() async throws {
        let policy = try await HeadUnitProcess.run(["--overlay-policy", "sometimes"])
        #expect(policy.status == 64)
        #expect(policy.stderr.contains("--overlay-policy"))
        let profile = try await HeadUnitProcess.run(["--profile-file", "/no/such/display.json", "--listen-port", "0", "--no-stdin"])
        #expect(profile.status == 1)
        #expect(profile.stderr.contains("/no/such/display.json"))
    }

    @Test("--app-service-provider lets that app publish its service type; another app is DISALLOWED; a malformed entry exits 64")
    func appServicePolicies() async throws {
        let malformed = try await HeadUnitProcess.run(["--app-service-provider", "music-app"])
        #expect(malformed.status == 64)
        #expect(malformed.stderr.contains("--app-service-provider"))
        let headUnit = try HeadUnitProcess(["--listen-port", "0", "--no-stdin", "--app-service-provider", "CLI-1=MEDIA:Music"])
        defer { headUnit.terminate() }
        let port = try #require(try await headUnit.listening()["port"]?.intValue)
        let manifest: SDLJSONValue = ["appServiceManifest": ["serviceName": "Music", "serviceType": "MEDIA", "mediaServiceManifest": [:]]]
        let provider = try await TestSDLClient.connect(port: port)
        try await provider.startSession()
        #expect(try await provider.request(1, Self.registration(appName: "Provider")).resultCode == "SUCCESS")
        #expect(try await provider.request(52, manifest).resultCode == "SUCCESS")
        var other = try #require(Self.registration(appName: "Other").objectValue)
        other["appID"] = "cli-2"
        let stranger = try await TestSDLClient.connect(port: port)
        try await stranger.startSession()
        #expect(try await stranger.request(1, .object(other)).resultCode == "SUCCESS")
        #expect(try await stranger.request(52, manifest).resultCode == "DISALLOWED")
    }

    @Test("--minimum-protocol-version refuses an app offering less with a StartServiceNAK; a malformed version exits 64")
    func minimumProtocolVersion() async throws {
        let malformed = try await HeadUnitProcess.run(["--minimum-protocol-version", "6"])
        #expect(malformed.status == 64)
        #expect(malformed.stderr.contains("--minimum-protocol-version"))
        let headUnit = try HeadUnitProcess(["--listen-port", "0", "--no-stdin", "--minimum-protocol-version", "6.0.0"])
        defer { headUnit.terminate() }
        let port = try #require(try await headUnit.listening()["port"]?.intValue)
        let app = try await TestSDLClient.connect(port: port)
        let refused = try await app.startSession(protocolVersion: "5.4.1")
        #expect(refused.header.controlFrameInfo == .startServiceNAK)
        #expect(try SDLStartServiceNAK(frame: refused).rejectedParams == ["protocolVersion"])
    }

    @Test("an app registers over TCP and the control port drives overlays, the clock and the HMI level")
    func controlPortDrivesApp() async throws {
        let logPath = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-headunit-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        let headUnit = try HeadUnitProcess([
            "--listen-port", "0", "--control-port", "0", "--no-stdin", "--manual-clock", "--render", "text",
            "--overlay-policy", "reject", "--log", logPath,
        ])
        defer { headUnit.terminate() }
        let listening = try await headUnit.listening()
        let port = try #require(listening["port"]?.intValue)
        let controlPort = try #require(listening["controlPort"]?.intValue)
        #expect(listening["profile"] == "media-4line")

        let app = try await TestSDLClient.connect(port: port)
        try await app.startSession()
        let registered = try await app.request(1, Self.registration(appName: "CLI App"))
        #expect(registered.resultCode == "SUCCESS")
        _ = try await app.notification(32768) { $0.parameters["hmiLevel"] == "FULL" }

        let control = try await ControlConnection.connect(port: controlPort)
        let apps = try await control.command(#"{"action":"apps"}"#)
        #expect(apps["result"]?.arrayValue?.first?.objectValue?["appName"] == "CLI App")

        // A Show is drawn on standard output.
        #expect(try await app.request(13, ["mainField1": "Hello from the CLI"]).resultCode == "SUCCESS")
        _ = try await headUnit.line("a drawing with the Show") { $0.contains("Hello from the CLI") }

        // An Alert with a soft button, answered by a press on the control port.
        let alert = try await app.sendRequest(12, ["alertText1": "Continue?", "softButtons": [["type": "TEXT", "text": "Yes", "softButtonID": 11]]])
        _ = try await headUnit.line("the Alert drawn") { $0.contains("Continue?") }
        let rejected = try await app.request(26, ["numTicks": 3, "position": 1, "sliderHeader": "Level"])
        #expect(rejected.resultCode == "REJECTED")
        let press = try await control.command(#"{"action":"pressSoftButton","id":11,"tag":"p1"}"#)
        #expect(press["ok"] == true)
        #expect(press["tag"] == "p1")
        #expect(try await app.notification(32771).parameters["customButtonID"] == 11)
        #expect(try await app.response(to: alert).resultCode == "SUCCESS")

        // A Slider times out only when the manual clock is advanced.
        let slider = try await app.sendRequest(26, ["numTicks": 3, "position": 1, "sliderHeader": "Level"])
        _ = try await headUnit.line("the Slider drawn") { $0.contains("Slider") }
        let advanced = try await control.command(#"{"action":"advanceClock","milliseconds":10000}"#)
        #expect(advanced["ok"] == true)
        #expect(try await app.response(to: slider).resultCode == "TIMED_OUT")

        let level = try await control.command(#"{"action":"setHMILevel","level":"BACKGROUND"}"#)
        #expect(level["ok"] == true)
        _ = try await app.notification(32768) { $0.parameters["hmiLevel"] == "BACKGROUND" }
        let bad = try await control.command(#"{"action":"setHMILevel","level":"SIDEWAYS"}"#)
        #expect(bad["ok"] == false)
        #expect(bad["error"]?.objectValue?["code"] == "invalidCommand")

        let quit = try await control.command(#"{"action":"quit"}"#)
        #expect(quit["ok"] == true)
        #expect(try await headUnit.waitForExit() == 0)

        let log = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n")
        let entries = try log.map { try #require(try SDLJSONParser.parse(Array($0.utf8)).objectValue) }
        #expect(entries.contains { $0["control"] == "StartService" })
        #expect(entries.contains { $0["function"] == "Alert" && $0["direction"] == "out" && $0["parameters"]?.objectValue?["resultCode"] == "SUCCESS" })
    }

    @Test("control lines on standard input are answered on standard output")
    func standardInputControl() async throws {
        let headUnit = try HeadUnitProcess(["--listen-port", "0", "--profile", "generic-2line"])
        defer { headUnit.terminate() }
        let listening = try await headUnit.listening()
        #expect(listening["profile"] == "generic-2line")
        headUnit.send(#"{"action":"state","tag":1}"#)
        let state = try await headUnit.line("the state reply") { $0.contains("\"tag\":1") }
        let reply = try #require(try SDLJSONParser.parse(Array(state.utf8)).objectValue)
        #expect(reply["result"]?.objectValue?["profile"] == "generic-2line")
        headUnit.send(#"{"action":"advanceClock","milliseconds":5}"#)
        let clock = try await headUnit.line("the advanceClock reply") { $0.contains("advanceClock") }
        #expect(clock.contains("\"notApplicable\""))
        headUnit.send(#"{"action":"quit"}"#)
        #expect(try await headUnit.waitForExit() == 0)
    }
}
