import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// OnSystemRequest at the app layer with its bulk data, filtered by type, and the app's answer as a
/// SystemRequest with bulk data.
@Suite("System requests in the application", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct SystemRequestAppTests {
    @Test("a handler of PROPRIETARY gets its URL and bulk data, not other types; the app answers with a SystemRequest and bulk data")
    func proprietaryRoundTrip() async throws {
        try await Emulator.run({ $0.permissionPolicy = .allowAll }) { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            var notices: [SDLSystemRequestNotice] = []
            var all: [SDLRequestType] = []
            let proprietary = harness.application.observeSystemRequests([.proprietary]) { notices.append($0) }
            let everything = harness.application.observeSystemRequests { all.append($0.notification.requestType) }
            try await headUnit.sendSystemRequest(requestType: "HTTP", url: "https://example.invalid/a")
            try await headUnit.sendSystemRequest(requestType: "PROPRIETARY", url: "https://policies.example/update", data: [1, 2, 3])
            try await waitUntil("the PROPRIETARY notice") { notices.count == 1 && all.count == 2 }
            #expect(notices.first?.notification.url == "https://policies.example/update")
            #expect(notices.first?.bulkData == [1, 2, 3])
            #expect(all == [.http, .proprietary])

            let reply: [UInt8] = Array(#"{"data":["reply"]}"#.utf8)
            let answer = try await harness.application.send(SDLSystemRequest(requestType: .proprietary, fileName: "policy_reply"), bulkData: reply)
            #expect(answer.success)
            let taken = try await headUnit.systemRequests()
            #expect(taken.count == 1 && taken.first?.fileName == "policy_reply" && taken.first?.data == reply)
            proprietary.cancel()
            everything.cancel()
            await harness.stop()
        }
    }
}
