import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

@testable import SDLHeadUnitWeb

@Suite("The hub: what each open page is sent")
struct WebHubTests {
    /// Takes the next `count` messages of a page, parsed.
    private func take(_ count: Int, from iterator: inout AsyncStream<String>.Iterator) async throws -> [SDLJSONValue] {
        var messages: [SDLJSONValue] = []
        for _ in 0..<count {
            let text = try #require(await iterator.next())
            messages.append(try SDLJSONParser.parse(text))
        }
        return messages
    }

    @Test("the head unit's changes reach a page: the state at once, then a new state after each change")
    func statePushedOnChange() async throws {
        try await WebHarness.run { headUnit, web, _ in
            web.hub.publishFirst(try await headUnit.snapshot())
            let (_, messages) = web.hub.subscribe()
            var iterator = messages.makeAsyncIterator()
            let first = try await take(1, from: &iterator)[0]
            #expect(first["type"] == "state")
            #expect(first["apps"] == [])

            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.request(FID.show, ["mainField1": "Pushed"])
            // Registration, activation and the Show each pushed a state; the last one shows the text.
            var last = SDLJSONValue.null
            while last["screen"]["mainFields"][0] != "Pushed" {
                let message = try await take(1, from: &iterator)[0]
                if message["type"] == "state" { last = message }
            }
            #expect(last["apps"][0]["appName"] == "Web App")
        }
    }

    @Test("an unchanged snapshot is not pushed again; publishFirst never replaces a published state")
    func deduplication() async throws {
        try await WebHarness.run { headUnit, web, _ in
            let hub = WebHub()
            let empty = try await headUnit.snapshot()
            hub.publish(empty)
            let (page, messages) = hub.subscribe()
            var iterator = messages.makeAsyncIterator()
            #expect(try await take(1, from: &iterator)[0]["type"] == "state")

            hub.publish(empty)
            var changed = empty
            changed.language = "DE-DE"
            hub.publishFirst(changed)
            #expect(hub.snapshot?.language == "EN-US")
            hub.send("{\"marker\":true}", to: page)
            // Nothing came between the first state and the marker.
            #expect(try await take(1, from: &iterator)[0] == ["marker": true])

            hub.publish(changed)
            #expect(try await take(1, from: &iterator)[0]["display"]["language"] == "DE-DE")
            _ = web
        }
    }

    @Test("a new page gets the state and the recent log; the log keeps the last 500 entries")
    func logHistory() async throws {
        let hub = WebHub()
        for index in 0..<(WebHub.logHistory + 1) {
            hub.record(["direction": "in", "index": .integer(index)])
        }
        let (_, messages) = hub.subscribe()
        var iterator = messages.makeAsyncIterator()
        let history = try await take(1, from: &iterator)[0]
        #expect(history["type"] == "log")
        let entries = try #require(history["entries"].arrayValue)
        #expect(entries.count == WebHub.logHistory)
        #expect(entries.first?["index"] == 1)
        #expect(entries.last?["index"] == .integer(WebHub.logHistory))

        hub.record(["direction": "out", "function": "Show"])
        #expect(try await take(1, from: &iterator)[0] == ["type": "log", "entries": [["direction": "out", "function": "Show"]]])
    }

    @Test("the message log of the head unit reaches the page, and the sink configured before still gets it")
    func logTee() async throws {
        let memory = SDLMessageLogMemory()
        let web = SDLHeadUnitWeb()
        var configuration = SDLHeadUnitConfiguration()
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        configuration.messageLog = memory
        web.install(into: &configuration)
        configuration.messageLog?.record(["function": "Show"])
        #expect(memory.entries == [["function": "Show"]])
        let (_, messages) = web.hub.subscribe()
        var iterator = messages.makeAsyncIterator()
        #expect(try await take(1, from: &iterator)[0]["entries"] == [["function": "Show"]])
    }

    @Test("a reply goes to its own page only; finishing the hub ends every page")
    func repliesAndFinish() async throws {
        let hub = WebHub()
        let (first, firstMessages) = hub.subscribe()
        let (_, secondMessages) = hub.subscribe()
        hub.send("{\"to\":\"first\"}", to: first)
        hub.finish()
        var firstIterator = firstMessages.makeAsyncIterator()
        var secondIterator = secondMessages.makeAsyncIterator()
        #expect(try await take(1, from: &firstIterator)[0] == ["to": "first"])
        #expect(await firstIterator.next() == nil)
        #expect(await secondIterator.next() == nil)
        let (_, late) = hub.subscribe()
        var lateIterator = late.makeAsyncIterator()
        #expect(await lateIterator.next() == nil)
    }

    @Test("an uploaded file is found by app and name in the published state, nothing else is")
    func files() async throws {
        try await WebHarness.run { headUnit, web, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.request(FID.putFile, ["syncFileName": "a.png", "fileType": "GRAPHIC_PNG"], bulk: [1, 2, 3])
            _ = try await headUnit.snapshot()  // after the batch that stored the file was published
            #expect(web.hub.file(appID: 1, name: "a.png")?.bytes == [1, 2, 3])
            #expect(web.hub.file(appID: 2, name: "a.png") == nil)
            #expect(web.hub.file(appID: 1, name: "../a.png") == nil)
        }
    }
}
