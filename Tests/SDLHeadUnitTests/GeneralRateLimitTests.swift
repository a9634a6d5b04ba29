import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

@Suite("Core's general rate limit: AppTimeScaleMaxRequests per AppRequestsTimeScale at any HMI level (§C.5, §C.8)")
struct GeneralRateLimitTests {
    @Test("the defaults are smartDeviceLink.ini's shipped values: 1000 requests per 10 s")
    func defaults() {
        let configuration = SDLHeadUnitConfiguration()
        #expect(configuration.appTimeScaleMaxRequests == 1000)
        #expect(configuration.appRequestsTimeScale == .seconds(10))
    }

    @Test("with the defaults, the 1001st request in FULL within 10 s unregisters the app with TOO_MANY_REQUESTS")
    func defaultLimit() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            var ids: [Int32] = []
            for _ in 0..<1001 { ids.append(try await client.sendRequest(FID.listFiles, [:])) }
            for id in ids.dropLast() {
                #expect(try await client.response(to: id).resultCode == "SUCCESS")
            }
            let unregistered = try await client.notification(FID.onAppInterfaceUnregistered)
            #expect(unregistered.parameters["reason"] == "TOO_MANY_REQUESTS")
            #expect(try await headUnit.apps().isEmpty)
            #expect(try await client.request(FID.listFiles).resultCode == "APPLICATION_NOT_REGISTERED")
            #expect(!client.pendingRPCs.contains { $0.rpcType == 1 && $0.correlationID == ids[1000] })
        }
    }

    @Test("the window slides on the injected clock; exactly at its end the limit still holds")
    func slidingWindow() async throws {
        try await HeadUnitHarness.run({
            $0.appTimeScaleMaxRequests = 5
            $0.appRequestsTimeScale = .seconds(10)
        }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            for _ in 0..<5 { #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS") }
            try await headUnit.advanceClock(by: .milliseconds(10001))
            for _ in 0..<5 { #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS") }
            #expect(try await headUnit.apps().count == 1)
            try await headUnit.advanceClock(by: .seconds(10))
            try await client.sendRequest(FID.listFiles, [:])
            let unregistered = try await client.notification(FID.onAppInterfaceUnregistered)
            #expect(unregistered.parameters["reason"] == "TOO_MANY_REQUESTS")
            #expect(try await headUnit.apps().isEmpty)
        }
    }

    @Test("requests in NONE and in FULL count together toward the general limit")
    func countsAcrossLevels() async throws {
        try await HeadUnitHarness.run({
            $0.autoActivate = false
            $0.appHMILevelNoneTimeScaleMaxRequests = 0
            $0.appTimeScaleMaxRequests = 5
        }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("NONE")
            for _ in 0..<3 { #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS") }
            try await headUnit.setHMILevel(.full)
            try await client.hmiStatus("FULL")
            for _ in 0..<2 { #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS") }
            try await client.sendRequest(FID.listFiles, [:])
            let unregistered = try await client.notification(FID.onAppInterfaceUnregistered)
            #expect(unregistered.parameters["reason"] == "TOO_MANY_REQUESTS")
            #expect(try await headUnit.apps().isEmpty)
        }
    }

    @Test("in NONE the NONE-level limit, being lower, fires first with its own reason")
    func noneLimitFirst() async throws {
        try await HeadUnitHarness.run({
            $0.autoActivate = false
            $0.appHMILevelNoneTimeScaleMaxRequests = 3
            $0.appTimeScaleMaxRequests = 3
        }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("NONE")
            for _ in 0..<3 { #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS") }
            try await client.sendRequest(FID.listFiles, [:])
            let unregistered = try await client.notification(FID.onAppInterfaceUnregistered)
            #expect(unregistered.parameters["reason"] == "REQUEST_WHILE_IN_NONE_HMI_LEVEL")
        }
    }

    @Test("a maximum of 0 or a zero time scale turns the general limit off")
    func limitOff() async throws {
        for off in [(0, Duration.seconds(10)), (2, Duration.zero)] {
            try await HeadUnitHarness.run({
                $0.appTimeScaleMaxRequests = off.0
                $0.appRequestsTimeScale = off.1
            }) { headUnit, _ in
                let (client, _) = try await TestSDLClient.registered(to: headUnit)
                try await client.hmiStatus("FULL")
                for _ in 0..<20 { #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS") }
                #expect(try await headUnit.apps().count == 1)
                #expect(!client.pendingRPCs.contains { $0.functionID == FID.onAppInterfaceUnregistered })
            }
        }
    }

    @Test("OnPermissionsChange lists OnSubtleAlertPressed, allowed at the levels SubtleAlert is")
    func subtleAlertPressedPermission() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let permissions = try await client.notification(FID.onPermissionsChange)
            let items = try #require(permissions.parameters["permissionItem"]?.arrayValue)
            let pressed = try #require(items.first { $0.objectValue?["rpcName"] == "OnSubtleAlertPressed" }?.objectValue)
            let subtle = try #require(items.first { $0.objectValue?["rpcName"] == "SubtleAlert" }?.objectValue)
            #expect(pressed["hmiPermissions"]?.objectValue?["allowed"] == ["BACKGROUND", "FULL", "LIMITED"])
            #expect(pressed["hmiPermissions"] == subtle["hmiPermissions"])
        }
    }
}
