import SDLProtocol
import SDLRPC
import SDLSession
import SDLTestSupport
import Testing

@Suite("Session: notification ledgers")
struct SessionNotificationLedgerTests {
    @Test("a notification sent before a response is in the ledger when the response's caller resumes; other types and later ones are not")
    func ledgerHoldsWhatCameBeforeTheResponse() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let ledger = session.notificationLedger(of: SDLOnButtonPress.self)
        let sent = Task { try await session.send(SDLShow(mainField1: "x"), bulkData: nil, timeout: TestTime.scaled(.seconds(10))) }
        let request = try #require(try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID).first)
        for id in [4, 5] {
            let press = SDLOnButtonPress(buttonName: .customButton, buttonPressMode: .short, customButtonID: id)
            headUnit.sendNotification(functionID: SDLOnButtonPress.rpcFunctionID, parameters: press.jsonObject)
        }
        let event = SDLOnButtonEvent(buttonName: .customButton, buttonEventMode: .buttondown, customButtonID: 6)
        headUnit.sendNotification(functionID: SDLOnButtonEvent.rpcFunctionID, parameters: event.jsonObject)
        headUnit.respond(to: request, with: FakeHeadUnit.success)
        _ = try await sent.value
        #expect(ledger.take().map(\.customButtonID) == [4, 5])
        #expect(ledger.take().isEmpty, "take() empties the ledger")
        await session.close()
        await headUnit.stop()
    }

    @Test("a released ledger stops listening (the session keeps no subscriber for it)")
    func releasedLedgerUnsubscribes() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let before = session.subscriberCount
        var ledger: SDLNotificationLedger<SDLOnButtonPress>? = session.notificationLedger(of: SDLOnButtonPress.self)
        #expect(session.subscriberCount == before + 1)
        _ = ledger?.take()
        ledger = nil
        #expect(session.subscriberCount == before)
        await session.close()
        await headUnit.stop()
    }
}
