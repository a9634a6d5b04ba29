import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

@testable import SDLHeadUnitWeb

@Suite("Page messages: control lines, checked before they run")
struct PageCommandTests {
    private func error(_ reply: String) throws -> SDLJSONValue {
        let parsed = try SDLJSONParser.parse(reply)
        #expect(parsed["ok"] == false)
        return parsed["error"]
    }

    @Test("malformed and hostile messages are refused with an error and change nothing", arguments: [
        "not json",
        "",
        "[1,2]",
        "\"pressSoftButton\"",
        "{}",
        "{\"action\":7}",
        "{\"action\":\"quit\"}",
        "{\"action\":\"advanceClock\",\"milliseconds\":100000}",
        "{\"action\":\"__proto__\"}",
        "{\"action\":\"pressSoftButton\",\"id\":\"1\"}",
        "{\"action\":\"pressSoftButton\",\"id\":99}",
        "{\"action\":\"setHMILevel\",\"level\":\"<script>\"}",
        "{\"action\":\"disconnectApp\",\"reason\":\"NOT_A_REASON\"}",
        "{\"action\":\"moveSlider\",\"position\":2}",
        "{\"action\":\"openSubMenu\",\"id\":99}",
        "{\"action\":\"sayVoiceCommand\",\"phrase\":\"<script>\"}",
        "{\"action\":\"closeMenu\"}",
        String(repeating: "[", count: 100_000),
    ])
    func hostileMessages(_ message: String) async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.request(FID.show, ["mainField1": "Safe", "softButtons": [["type": "TEXT", "text": "A", "softButtonID": 1]]])
            let before = try await headUnit.snapshot()
            let session = WebPageSession(hub: WebHub()) { line in await headUnit.execute(controlLine: line) }
            let reply = await session.reply(to: message)
            let error = try error(reply)
            #expect(error["code"].stringValue?.isEmpty == false)
            #expect(error["message"].stringValue?.isEmpty == false)
            #expect(try await headUnit.snapshot() == before)
            // Nothing reached the app: after a round trip no button, command or unregistration is waiting.
            _ = try await client.request(FID.listFiles)
            let userActions: Set<Int> = [FID.onButtonEvent, FID.onButtonPress, FID.onCommand, FID.onAppInterfaceUnregistered]
            #expect(!client.pendingRPCs.contains { userActions.contains($0.functionID) })
        }
    }

    @Test("quit and advanceClock are not the page's; the tag comes back with the refusal")
    func notAllowed() throws {
        let quit = try #require(WebPageCommand.refusal("{\"action\":\"quit\",\"tag\":5}"))
        #expect(try SDLJSONParser.parse(quit) == ["ok": false, "action": "quit", "tag": 5, "error": ["code": "notAllowed", "message": "The page cannot run 'quit'"]])
        #expect(WebPageCommand.refusal("{\"action\":\"advanceClock\",\"milliseconds\":1}") != nil)
        #expect(WebPageCommand.refusal("{\"action\":\"pressSoftButton\",\"id\":1}") == nil)
        for action in ["openMenu", "openSubMenu", "closeMenu", "selectCommand", "sayVoiceCommand", "menu", "pressButton"] {
            #expect(WebPageCommand.refusal("{\"action\":\"\(action)\"}") == nil, "\(action)")
        }
    }

    @Test("a message of exactly the control-line limit is read; one byte more is refused unread")
    func lengthLimit() throws {
        let padding = WebPageCommand.maximumLength - "{\"action\":\"help\",\"x\":\"\"}".utf8.count
        let longest = "{\"action\":\"help\",\"x\":\"" + String(repeating: "a", count: padding) + "\"}"
        #expect(longest.utf8.count == WebPageCommand.maximumLength)
        #expect(WebPageCommand.refusal(longest) == nil)
        let tooLong = "{\"action\":\"help\",\"x\":\"" + String(repeating: "a", count: padding + 1) + "\"}"
        let refusal = try #require(WebPageCommand.refusal(tooLong))
        #expect(try error(refusal)["message"] == .string("A message must be at most \(WebPageCommand.maximumLength) bytes"))
    }

    @Test("every action the page may send is one the control channel knows, and none stops or re-times the emulator")
    func allowedActionsExist() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let help = try SDLJSONParser.parse(await headUnit.execute(controlLine: "{\"action\":\"help\"}"))
            let known = Set((help["result"].arrayValue ?? []).compactMap { $0["action"].stringValue })
            #expect(WebPageCommand.allowedActions.isSubset(of: known))
            #expect(known.subtracting(WebPageCommand.allowedActions) == ["quit", "advanceClock"])
        }
    }

    @Test("a valid message runs as the user action: a soft button press reaches the app")
    func validMessageRuns() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.request(FID.show, ["softButtons": [["type": "TEXT", "text": "Go", "softButtonID": 4]]])
            let session = WebPageSession(hub: WebHub()) { line in await headUnit.execute(controlLine: line) }
            let reply = try SDLJSONParser.parse(await session.reply(to: "{\"action\":\"pressSoftButton\",\"id\":4,\"tag\":9}"))
            #expect(reply == ["ok": true, "action": "pressSoftButton", "tag": 9])
            let press = try await client.notification(FID.onButtonPress)
            #expect(press.parameters["customButtonID"] == 4)
        }
    }
}
