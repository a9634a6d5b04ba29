import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

@Suite("Core's request limits: NONE-level rate and pending requests (§C.5, §C.8, §D.1 stage 8)")
struct RequestLimitTests {
    @Test("the defaults are smartDeviceLink.ini's shipped values")
    func defaults() {
        let configuration = SDLHeadUnitConfiguration()
        #expect(configuration.appHMILevelNoneTimeScaleMaxRequests == 100)
        #expect(configuration.appHMILevelNoneRequestsTimeScale == .seconds(10))
        #expect(configuration.pendingRequestsAmount == 5000)
        #expect(configuration.heartBeatTimeout == .milliseconds(7000))
        #expect(configuration.eventWaitTimeout == .seconds(10))
    }

    @Test("with the defaults, the 101st request in NONE within 10 s unregisters the app with REQUEST_WHILE_IN_NONE_HMI_LEVEL")
    func defaultNoneLimit() async throws {
        // ListFiles is the filler: Core's own limit of 5 ListFiles in NONE is lifted for it here.
        try await HeadUnitHarness.run({ $0.autoActivate = false; $0.listFilesInNoneLimit = 1000 }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("NONE")
            var ids: [Int32] = []
            for _ in 0..<101 { ids.append(try await client.sendRequest(FID.listFiles, [:])) }
            for id in ids.dropLast() {
                #expect(try await client.response(to: id).resultCode == "SUCCESS")
            }
            let unregistered = try await client.notification(FID.onAppInterfaceUnregistered)
            #expect(unregistered.parameters["reason"] == "REQUEST_WHILE_IN_NONE_HMI_LEVEL")
            #expect(try await headUnit.apps().isEmpty)
            let after = try await client.request(FID.listFiles)
            #expect(after.resultCode == "APPLICATION_NOT_REGISTERED")
            #expect(!client.pendingRPCs.contains { $0.rpcType == 1 && $0.correlationID == ids[100] })
        }
    }

    @Test("requests spread over more than the time scale are fine; the window slides on the injected clock")
    func slidingWindow() async throws {
        try await HeadUnitHarness.run({
            $0.autoActivate = false
            $0.listFilesInNoneLimit = 1000
            $0.appHMILevelNoneTimeScaleMaxRequests = 5
            $0.appHMILevelNoneRequestsTimeScale = .seconds(10)
        }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("NONE")
            for _ in 0..<5 { #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS") }
            try await headUnit.advanceClock(by: .milliseconds(10001))
            for _ in 0..<5 { #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS") }
            #expect(try await headUnit.apps().count == 1)
            try await headUnit.advanceClock(by: .seconds(10))
            try await client.sendRequest(FID.listFiles, [:])
            let unregistered = try await client.notification(FID.onAppInterfaceUnregistered)
            #expect(unregistered.parameters["reason"] == "REQUEST_WHILE_IN_NONE_HMI_LEVEL")
        }
    }

    @Test("exactly at the end of the window the limit still holds; apps outside NONE are not counted")
    func windowEdgeAndFull() async throws {
        try await HeadUnitHarness.run({
            $0.appHMILevelNoneTimeScaleMaxRequests = 3
        }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            for _ in 0..<10 { #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS") }
            try await headUnit.setHMILevel(.none)
            try await client.hmiStatus("NONE")
            for _ in 0..<3 { #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS") }
            try await headUnit.advanceClock(by: .seconds(10))
            try await client.sendRequest(FID.listFiles, [:])
            let unregistered = try await client.notification(FID.onAppInterfaceUnregistered)
            #expect(unregistered.parameters["reason"] == "REQUEST_WHILE_IN_NONE_HMI_LEVEL")
        }
    }

    @Test("a limit of 0 turns the NONE-level limit off")
    func noneLimitOff() async throws {
        try await HeadUnitHarness.run({
            $0.autoActivate = false
            $0.appHMILevelNoneTimeScaleMaxRequests = 0
        }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            for _ in 0..<120 { try await client.sendRequest(FID.listFiles, [:]) }
            try await client.sync()
            #expect(try await headUnit.apps().count == 1)
            #expect(!client.pendingRPCs.contains { $0.functionID == FID.onAppInterfaceUnregistered })
        }
    }

    @Test("a request arriving while PendingRequestsAmount requests are unanswered gets TOO_MANY_PENDING_REQUESTS")
    func pendingLimit() async throws {
        try await HeadUnitHarness.run({ $0.pendingRequestsAmount = 1 }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let alert = try await client.sendRequest(FID.alert, ["alertText1": "Wait", "softButtons": [["type": "TEXT", "text": "OK", "softButtonID": 1]]])
            _ = try await headUnit.nextOverlay(.alert)
            let refused = try await client.request(FID.show, ["mainField1": "Busy"])
            #expect(refused.resultCode == "TOO_MANY_PENDING_REQUESTS")
            #expect(refused.success == false)
            #expect(try await headUnit.overlay()?.kind == .alert)
            // A refused request does not count as pending, and its ID may be used again.
            let reused = try await client.request(FID.show, ["mainField1": "Busy"])
            #expect(reused.resultCode == "TOO_MANY_PENDING_REQUESTS")
            try await headUnit.pressSoftButton(1)
            #expect(try await client.response(to: alert).resultCode == "SUCCESS")
            #expect(try await client.request(FID.show, ["mainField1": "Free"]).resultCode == "SUCCESS")
        }
    }
}
