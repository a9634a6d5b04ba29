import SDLRPC
@testable import SDLSession
import Testing
import SDLTestSupport

/// Requests the head unit sends to the app: answered by the app's handler with the request's
/// correlation ID, UNSUPPORTED_REQUEST without one, INVALID_DATA when unreadable — never silence.
@Suite("Session: requests from the head unit", .timeLimit(.minutes(TestTime.minutes(1))))
struct SessionIncomingRequestTests {
    static let getAppServiceData = SDLGetAppServiceData.rpcFunctionID

    @Test("a request without a handler is answered UNSUPPORTED_REQUEST with its own function and correlation ID")
    func unhandled() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        headUnit.sendRequest(functionID: Self.getAppServiceData, correlationID: 4242, parameters: ["serviceType": "MEDIA"])
        let response = try await headUnit.waitForResponse(correlationID: 4242)
        #expect(response.functionID == Self.getAppServiceData)
        #expect(response.parameters["success"] == false)
        #expect(response.parameters["resultCode"] == "UNSUPPORTED_REQUEST")
        #expect(response.parameters["info"]?.stringValue?.contains("GetAppServiceData") == true)
        await session.close()
        await headUnit.stop()
    }

    @Test("a handler's typed response goes out with the request's correlation ID; stopping hands it back to UNSUPPORTED_REQUEST")
    func handled() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        session.handleRequests(of: SDLGetAppServiceData.self) { request in
            SDLGetAppServiceDataResponse(
                success: true, resultCode: .success, info: "for \(request.serviceType)")
        }
        headUnit.sendRequest(functionID: Self.getAppServiceData, correlationID: 7, parameters: ["serviceType": "MEDIA", "subscribe": true])
        let response = try await headUnit.waitForResponse(correlationID: 7)
        #expect(response.functionID == Self.getAppServiceData)
        #expect(response.parameters == ["success": true, "resultCode": "SUCCESS", "info": "for MEDIA"])

        headUnit.sendRequest(functionID: Self.getAppServiceData, correlationID: 8, parameters: ["serviceType": 12])
        let unreadable = try await headUnit.waitForResponse(correlationID: 8)
        #expect(unreadable.parameters["resultCode"] == "INVALID_DATA")
        #expect(unreadable.parameters["success"] == false)

        session.stopHandlingRequests(of: SDLGetAppServiceData.self)
        headUnit.sendRequest(functionID: Self.getAppServiceData, correlationID: 9, parameters: ["serviceType": "MEDIA"])
        #expect(try await headUnit.waitForResponse(correlationID: 9).parameters["resultCode"] == "UNSUPPORTED_REQUEST")
        await session.close()
        await headUnit.stop()
    }
}
