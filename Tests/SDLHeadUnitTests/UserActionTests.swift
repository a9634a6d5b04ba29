import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import Testing

@Suite("Head-unit side actions over TCP")
struct UserActionTests {
    @Test("changing the HMI level, audio state and system context sends OnHMIStatus each time")
    func statusChanges() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            try await headUnit.setAudioStreamingState(.attenuated)
            let attenuated = try await client.notification(FID.onHMIStatus) { $0.parameters["audioStreamingState"] == "ATTENUATED" }
            #expect(attenuated.parameters["hmiLevel"] == "FULL")
            try await headUnit.setSystemContext(.menu)
            let menu = try await client.hmiStatus("FULL", context: "MENU")
            #expect(menu.parameters["audioStreamingState"] == "ATTENUATED")
            try await headUnit.setHMILevel(.background)
            let background = try await client.hmiStatus("BACKGROUND")
            #expect(background.parameters["audioStreamingState"] == "NOT_AUDIBLE")
            // Setting the same level again sends nothing.
            try await headUnit.setHMILevel(.background)
            try await client.sync()
            #expect(!client.pendingRPCs.contains { $0.functionID == FID.onHMIStatus && $0.messageID > background.messageID })
        }
    }

    @Test("a language change sends OnLanguageChange to all apps, then unregisters those wanting another language")
    func languageChange() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (english, _) = try await TestSDLClient.registered(to: headUnit, appName: "English", language: "EN-US")
            let (german, _) = try await TestSDLClient.registered(to: headUnit, appName: "German", language: "DE-DE")
            try await headUnit.changeLanguage("DE-DE")
            let toEnglish = try await english.notification(FID.onLanguageChange)
            #expect(toEnglish.parameters == ["language": "DE-DE", "hmiDisplayLanguage": "DE-DE"])
            let unregistered = try await english.notification(FID.onAppInterfaceUnregistered)
            #expect(unregistered.parameters == ["reason": "LANGUAGE_CHANGE"])
            #expect(toEnglish.messageID < unregistered.messageID)
            _ = try await german.notification(FID.onLanguageChange)
            try await german.sync()
            #expect(!german.pendingRPCs.contains { $0.functionID == FID.onAppInterfaceUnregistered })
            #expect(try await headUnit.apps().map(\.appName) == ["German"])
            // The unregistered app may register again on its session.
            let again = try await english.request(FID.registerAppInterface, HeadUnitHarness.registration(appName: "English", language: "DE-DE"))
            #expect(again.resultCode == "SUCCESS")
        }
    }

    @Test("unregistering an app sends OnAppInterfaceUnregistered with the reason and keeps the connection")
    func unregisterWithReason() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await headUnit.unregisterApp(reason: "MASTER_RESET")
            let notification = try await client.notification(FID.onAppInterfaceUnregistered)
            #expect(notification.parameters["reason"] == "MASTER_RESET")
            #expect(try await client.request(FID.listFiles).resultCode == "APPLICATION_NOT_REGISTERED")
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.unregisterApp(reason: "BORED") }
        }
    }

    @Test("disconnecting an app closes its connection after OnAppInterfaceUnregistered")
    func disconnect() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await headUnit.disconnectApp(reason: "IGNITION_OFF")
            let notification = try await client.notification(FID.onAppInterfaceUnregistered)
            #expect(notification.parameters["reason"] == "IGNITION_OFF")
            try await client.waitForClose()
            #expect(try await headUnit.apps().isEmpty)
        }
    }

    @Test("an app's overlay closes with ABORTED when the app is sent to BACKGROUND")
    func overlayAbortedOnBackground() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.slider, ["numTicks": 3, "position": 1, "sliderHeader": "x"])
            _ = try await headUnit.nextOverlay(.slider)
            try await headUnit.setHMILevel(.background)
            #expect(try await client.response(to: id).resultCode == "ABORTED")
        }
    }

    @Test("actions that do not apply throw typed errors")
    func actionErrors() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.activate() }
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.saveSlider() }
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.changeLanguage("KLINGON") }
            do throws(SDLHeadUnitError) {
                try await headUnit.dismissOverlay()
                Issue.record("dismissOverlay without an overlay must throw")
            } catch {
                #expect(error.code == "noOverlay")
            }
        }
    }

    @Test("the message log records both directions with function names, and control frames")
    func messageLog() async throws {
        let log = SDLMessageLogMemory()
        try await HeadUnitHarness.run({ $0.messageLog = log }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            _ = try await client.request(FID.show, ["mainField1": "Logged"])
        }
        let entries = log.entries
        #expect(entries.contains { $0["control"] == "StartService" && $0["direction"] == "in" })
        #expect(entries.contains { $0["control"] == "StartServiceACK" && $0["direction"] == "out" && $0["payload"]?.objectValue?["protocolVersion"] == "5.4.0" })
        let show = try #require(entries.first { $0["function"] == "Show" && $0["direction"] == "in" })
        #expect(show["parameters"] == ["mainField1": "Logged"])
        #expect(show["type"] == "request")
        #expect(entries.contains { $0["function"] == "Show" && $0["direction"] == "out" && $0["type"] == "response" })
        #expect(entries.contains { $0["function"] == "OnHMIStatus" && $0["type"] == "notification" })
    }

    @Test("the screen observer receives a new drawing after a visible change")
    func screenObserver() async throws {
        let drawings = TestInbox<String>()
        try await HeadUnitHarness.run({ $0.screenObserver = { drawings.push($0) } }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            _ = try await client.request(FID.show, ["mainField1": "Observed"])
            let drawing = try await drawings.next("a drawing with the Show") { $0.contains("Observed") }
            #expect(drawing.hasPrefix("┌"))
        }
    }

    @Test("requests are reported as events with defaults inserted and unknown keys dropped")
    func requestEvents() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            try await client.sendRequest(FID.alert, ["alertText1": "Hi", "unknownKey": 1])
            let request = try await headUnit.nextRequest("Alert")
            #expect(request.parameters["unknownKey"] == nil)
            #expect(request.parameters["duration"] == 5000)
            #expect(request.appID == 1)
        }
    }
}
