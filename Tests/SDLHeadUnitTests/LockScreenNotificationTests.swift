import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// What Core sends after a registration for the app's lock screen, and driver distraction as a
/// user action (§C.3; Core's `SendDriverDistractionAndIconUrlNotifications`).
@Suite("Lock screen: the post-registration sequence and driver distraction")
struct LockScreenNotificationTests {
    @Test("after the response: OnHMIStatus NONE, OnPermissionsChange, OnSystemRequest(LOCK_SCREEN_ICON_URL), OnDriverDistraction, OnSystemCapabilityUpdated, OnHMIStatus FULL")
    func sequence() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            try await client.startSession()
            _ = try await client.sendRequest(FID.registerAppInterface, HeadUnitHarness.registration())
            // Every RPC in arrival order, up to OnHMIStatus FULL.
            var received: [TestSDLClient.RPC] = []
            while received.last.map({ $0.functionID == FID.onHMIStatus && $0.parameters["hmiLevel"] == "FULL" }) != true {
                received.append(try await client.nextRPC())
            }
            #expect(received.map(\.functionID) == [
                FID.registerAppInterface, FID.onHMIStatus, FID.onPermissionsChange, FID.onSystemRequest, FID.onDriverDistraction,
                FID.onSystemCapabilityUpdated, FID.onHMIStatus,
            ])
            #expect(received.first?.rpcType == 1)
            #expect(received[1].parameters["hmiLevel"] == "NONE")
            #expect(received[3].parameters == ["requestType": "LOCK_SCREEN_ICON_URL", "url": "http://i.imgur.com/TgkvOIZ.png"])
            #expect(received[4].parameters == [
                "state": "DD_OFF", "lockScreenDismissalEnabled": true,
                "lockScreenDismissalWarning": "Swipe down to dismiss, acknowledging that you are not the driver",
            ])
        }
    }

    @Test("an app of RPC version 5.0 gets OnDriverDistraction without the dismissal fields (they are since 6.0)")
    func olderApp() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit, version: (5, 0, 0))
            let distraction = try await client.notification(FID.onDriverDistraction)
            #expect(distraction.parameters == ["state": "DD_OFF"])
            _ = try await client.notification(FID.onSystemRequest)
        }
    }

    @Test("without lock_screen_dismissal_enabled in the policy, neither dismissal field is sent")
    func dismissalAbsent() async throws {
        try await HeadUnitHarness.run({ $0.lockScreenDismissalEnabled = nil }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            #expect(try await client.notification(FID.onDriverDistraction).parameters == ["state": "DD_OFF"])
        }
    }

    @Test("setDriverDistraction sends OnDriverDistraction to every registered app, at any HMI level; the snapshot shows it")
    func userAction() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (first, _) = try await TestSDLClient.registered(to: headUnit, appName: "First")
            try await first.hmiStatus("FULL")
            let (second, _) = try await TestSDLClient.registered(to: headUnit, appName: "Second")
            _ = try await second.notification(FID.onDriverDistraction)
            _ = try await first.notification(FID.onDriverDistraction)
            try await headUnit.setDriverDistraction(.ddOn)
            for client in [first, second] {
                let on = try await client.notification(FID.onDriverDistraction)
                #expect(on.parameters["state"] == "DD_ON")
                #expect(on.parameters["lockScreenDismissalEnabled"] == true)
            }
            #expect(try await headUnit.snapshot().driverDistraction == "DD_ON")
            try await headUnit.setDriverDistraction(.ddOff)
            #expect(try await second.notification(FID.onDriverDistraction).parameters["state"] == "DD_OFF")
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.setDriverDistraction(.unrecognized("DD_MAYBE")) }
        }
    }

    @Test("the control line setDriverDistraction does the same; a bad state is refused and changes nothing")
    func controlLine() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.notification(FID.onDriverDistraction)
            let bad = await headUnit.execute(controlLine: #"{"action":"setDriverDistraction","state":"SOMETIMES"}"#)
            #expect(bad.contains("\"ok\":false"))
            #expect(try await headUnit.snapshot().driverDistraction == "DD_OFF")
            let good = await headUnit.execute(controlLine: #"{"action":"setDriverDistraction","state":"DD_ON"}"#)
            #expect(good.contains("\"ok\":true"))
            #expect(try await client.notification(FID.onDriverDistraction).parameters["state"] == "DD_ON")
            #expect(try await headUnit.snapshot().json.objectValue?["driverDistraction"] == "DD_ON")
        }
    }
}
