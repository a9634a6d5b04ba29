import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// Alert and SubtleAlert from an app in BACKGROUND, limited by its policy priority as SDL Core's
/// `AreCommandLimitsExceeded(POLICY_TABLE)` limits them: one every `60 / limit` whole seconds.
@Suite("Alert and SubtleAlert in BACKGROUND: the policy's notifications per minute")
struct NotificationFrequencyTests {
    /// A table giving app "test app" Base-4 and Notifications (Alert in BACKGROUND) with `priority`.
    static func table(priority: String?, alerts: [String: Int]? = nil, subtle: [String: Int]? = nil) -> SDLPolicyTable {
        var entry = SDLAppPolicy(groups: ["Base-4", "Notifications"])
        entry.priority = priority
        var table = SDLPolicyTable(appPolicies: ["test app": entry])
        if let alerts { table.notificationsPerMinuteByPriority = alerts }
        if let subtle { table.subtleNotificationsPerMinuteByPriority = subtle }
        return table
    }

    /// Registers "Test App" and sends it to BACKGROUND.
    static func backgroundApp(_ headUnit: SDLHeadUnit) async throws -> TestSDLClient {
        let (client, _) = try await TestSDLClient.registered(to: headUnit)
        try await headUnit.setHMILevel(.background)
        try await client.hmiStatus("BACKGROUND")
        return client
    }

    /// Sends an Alert or SubtleAlert; one the head unit shows is dismissed at once (ABORTED), so a
    /// refused one is told apart by its REJECTED.
    static func send(_ function: Int, _ client: TestSDLClient, _ headUnit: SDLHeadUnit) async throws -> TestSDLClient.RPC {
        let id = try await client.sendRequest(function, ["alertText1": "Traffic ahead"])
        try await client.sync()
        if try await headUnit.overlay() != nil { try await headUnit.dismissOverlay() }
        return try await client.response(to: id)
    }

    static func expectRefused(_ response: TestSDLClient.RPC, info: String?, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.resultCode == "REJECTED", sourceLocation: sourceLocation)
        #expect(response.success == false, sourceLocation: sourceLocation)
        #expect(response.info == info, sourceLocation: sourceLocation)
    }

    static let subtleInfo = "SubtleAlert frequency is too high."

    @Test("a stock Core (default entry, priority NONE: limit 0) refuses every SubtleAlert in BACKGROUND, with its info; in FULL it is shown")
    func stockCoreRefusesBackground() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.backgroundApp(headUnit)
            Self.expectRefused(try await Self.send(FID.subtleAlert, client, headUnit), info: Self.subtleInfo)
            Self.expectRefused(try await Self.send(FID.subtleAlert, client, headUnit), info: Self.subtleInfo)
            #expect(try await Self.send(FID.alert, client, headUnit).resultCode == "DISALLOWED", "Base-4 has no Alert in BACKGROUND: the policy answers first")
            try await headUnit.setHMILevel(.full)
            try await client.hmiStatus("FULL")
            #expect(try await Self.send(FID.subtleAlert, client, headUnit).resultCode == "ABORTED", "shown, then dismissed")
        }
    }

    @Test("with the all preset an Alert in BACKGROUND reaches the check: REJECTED without info (Alert sends none)")
    func alertWithoutInfo() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let client = try await Self.backgroundApp(headUnit)
            Self.expectRefused(try await Self.send(FID.alert, client, headUnit), info: nil)
            // The check comes before Alert's own: a request Alert.text refuses is REJECTED too.
            Self.expectRefused(try await client.request(FID.alert, ["duration": 3000]), info: nil)
        }
    }

    @Test("priority NORMAL (Alert 4, SubtleAlert 10 a minute): one Alert every 15 s, one SubtleAlert every 6 s, each on its own; a refused one does not move the window")
    func spacing() async throws {
        try await HeadUnitHarness.run({ $0.policyTable = Self.table(priority: "NORMAL") }) { headUnit, clock in
            let client = try await Self.backgroundApp(headUnit)
            #expect(try await Self.send(FID.alert, client, headUnit).resultCode == "ABORTED", "the first is shown")
            clock.advance(by: .milliseconds(14_999))
            Self.expectRefused(try await Self.send(FID.alert, client, headUnit), info: nil)
            #expect(try await Self.send(FID.subtleAlert, client, headUnit).resultCode == "ABORTED", "SubtleAlert has its own window")
            clock.advance(by: .milliseconds(1))
            #expect(try await Self.send(FID.alert, client, headUnit).resultCode == "ABORTED", "15 whole seconds later")
            clock.advance(by: .seconds(4))  // 19.0 s: 5 whole seconds after the SubtleAlert shown at 14.999
            Self.expectRefused(try await Self.send(FID.subtleAlert, client, headUnit), info: Self.subtleInfo)
            clock.advance(by: .seconds(1))
            #expect(try await Self.send(FID.subtleAlert, client, headUnit).resultCode == "ABORTED", "6 s after the last one shown, not after the refused one")
        }
    }

    @Test("requests in FULL are not counted: the first one in BACKGROUND is shown")
    func foregroundNotCounted() async throws {
        try await HeadUnitHarness.run({ $0.policyTable = Self.table(priority: "NORMAL") }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            #expect(try await Self.send(FID.subtleAlert, client, headUnit).resultCode == "ABORTED")
            #expect(try await Self.send(FID.subtleAlert, client, headUnit).resultCode == "ABORTED")
            try await headUnit.setHMILevel(.background)
            try await client.hmiStatus("BACKGROUND")
            #expect(try await Self.send(FID.subtleAlert, client, headUnit).resultCode == "ABORTED")
            Self.expectRefused(try await Self.send(FID.subtleAlert, client, headUnit), info: Self.subtleInfo)
        }
    }

    @Test("limits at the edges: 61 a minute (60 / 61 = 0 s) never refuses; 60 allows one a second; 0 refuses the first")
    func limitEdges() async throws {
        let table = Self.table(priority: "NORMAL", alerts: ["NORMAL": 61], subtle: ["NORMAL": 60])
        try await HeadUnitHarness.run({ $0.policyTable = table }) { headUnit, clock in
            let client = try await Self.backgroundApp(headUnit)
            #expect(try await Self.send(FID.alert, client, headUnit).resultCode == "ABORTED")
            #expect(try await Self.send(FID.alert, client, headUnit).resultCode == "ABORTED", "the same second")
            #expect(try await Self.send(FID.subtleAlert, client, headUnit).resultCode == "ABORTED")
            Self.expectRefused(try await Self.send(FID.subtleAlert, client, headUnit), info: Self.subtleInfo)
            clock.advance(by: .seconds(1))
            #expect(try await Self.send(FID.subtleAlert, client, headUnit).resultCode == "ABORTED")
        }
        try await HeadUnitHarness.run({ $0.policyTable = Self.table(priority: "NORMAL", alerts: ["NORMAL": 0]) }) { headUnit, _ in
            let client = try await Self.backgroundApp(headUnit)
            Self.expectRefused(try await Self.send(FID.alert, client, headUnit), info: nil)
            #expect(try await Self.send(FID.subtleAlert, client, headUnit).resultCode == "ABORTED", "the table's own SubtleAlert limits (Core's preloaded: NORMAL 10)")
        }
    }

    @Test("a table file's module_config limits and priority: read, checked, and Core's preloaded ones when absent")
    func loading() throws {
        func table(_ moduleConfig: String, priority: String = #""NORMAL""#) throws(SDLHeadUnitError) -> SDLPolicyTable {
            let entry = "\"app_policies\": {\"app\": {\"groups\": [\"Base-4\"], \"priority\": \(priority)}}"
            let text: String = "{\"policy_table\": {" + moduleConfig + entry + "}}"
            return try SDLPolicyTable(jsonBytes: Array(text.utf8))
        }
        let absent = try table("")
        #expect(absent.notificationsPerMinute(forApp: "app", subtle: false) == 4)
        #expect(absent.notificationsPerMinute(forApp: "app", subtle: true) == 10)
        let alertsOnly = try table(#""module_config": {"notifications_per_minute_by_priority": {"NORMAL": 7}},"#)
        #expect(alertsOnly.notificationsPerMinute(forApp: "app", subtle: true) == 7, "without the subtle map SubtleAlert uses Alert's")
        #expect(alertsOnly.notificationsPerMinute(forApp: "other", subtle: false) == 0, "no entry, no default: no priority, limit 0")
        let both = try table(#""module_config": {"notifications_per_minute_by_priority": {"NORMAL": 7}, "subtle_notifications_per_minute_by_priority": {"NORMAL": 255}},"#)
        #expect(both.notificationsPerMinute(forApp: "app", subtle: true) == 255)
        let emergency = try table("", priority: #""EMERGENCY""#)
        #expect(emergency.appPolicies["app"]?.priority == "EMERGENCY" && emergency.notificationsPerMinute(forApp: "app", subtle: false) == 60)
        func message(_ body: () throws(SDLHeadUnitError) -> SDLPolicyTable) -> String? {
            do { _ = try body(); return nil } catch { return error.message }
        }
        #expect(message { () throws(SDLHeadUnitError) in try table("", priority: #""URGENT""#) }
            == "policy_table.app_policies.app.priority: must be one of COMMUNICATION, EMERGENCY, NAVIGATION, NONE, NORMAL, PROJECTION, VOICECOM, got 'URGENT'")
        #expect(message { () throws(SDLHeadUnitError) in try table(#""module_config": {"notifications_per_minute_by_priority": {"NORMAL": 256}},"#) }
            == "policy_table.module_config.notifications_per_minute_by_priority.NORMAL: must be an integer from 0 to 255, got 256")
        #expect(message { () throws(SDLHeadUnitError) in try table(#""module_config": {"subtle_notifications_per_minute_by_priority": {"LOW": 1}},"#) }
            == "policy_table.module_config.subtle_notifications_per_minute_by_priority.LOW: not a priority (COMMUNICATION, EMERGENCY, NAVIGATION, NONE, NORMAL, PROJECTION, VOICECOM)")
    }
}
