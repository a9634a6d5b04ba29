import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

@Suite("tryAgainTime on REJECTED Alert and SubtleAlert (§E.1, §E.9, §G.8)")
struct TryAgainTimeTests {
    @Test("an Alert refused by an open Alert carries tryAgainTime = the open one's remaining milliseconds")
    func alertOverAlert() async throws {
        try await HeadUnitHarness.run({ $0.overlayPolicy = .reject }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let first = try await client.sendRequest(FID.alert, ["alertText1": "First", "duration": 10000])
            _ = try await headUnit.nextOverlay(.alert)
            try await headUnit.advanceClock(by: .milliseconds(2500))
            let second = try await client.request(FID.alert, ["alertText1": "Second"])
            #expect(second.resultCode == "REJECTED")
            #expect(second.success == false)
            #expect(second.parameters["tryAgainTime"] == 7500)
            let subtle = try await client.request(FID.subtleAlert, ["alertText1": "Subtle"])
            #expect(subtle.resultCode == "REJECTED")
            #expect(subtle.parameters["tryAgainTime"] == 7500)
            try await headUnit.advanceClock(by: .milliseconds(7500))
            #expect(try await client.response(to: first).resultCode == "SUCCESS")
        }
    }

    @Test("an Alert refused by an overlay without timeout gets 5000 ms; a refused Slider gets no tryAgainTime")
    func untimedAndOtherKinds() async throws {
        try await HeadUnitHarness.run({ $0.overlayPolicy = .reject }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            try await client.sendRequest(FID.alert, ["alertText1": "Sure?", "softButtons": [["type": "TEXT", "text": "Yes", "softButtonID": 1]]])
            _ = try await headUnit.nextOverlay(.alert)
            try await headUnit.advanceClock(by: .seconds(30))
            let alert = try await client.request(FID.alert, ["alertText1": "Again"])
            #expect(alert.resultCode == "REJECTED")
            #expect(alert.parameters["tryAgainTime"] == 5000)
            let slider = try await client.request(FID.slider, ["numTicks": 3, "position": 1, "sliderHeader": "Volume"])
            #expect(slider.resultCode == "REJECTED")
            #expect(slider.parameters["tryAgainTime"] == nil)
        }
    }

    @Test("under the abort policy the open overlay is ABORTED and nothing carries tryAgainTime")
    func abortPolicy() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let first = try await client.sendRequest(FID.alert, ["alertText1": "First"])
            _ = try await headUnit.nextOverlay(.alert)
            try await client.sendRequest(FID.alert, ["alertText1": "Second"])
            let aborted = try await client.response(to: first)
            #expect(aborted.resultCode == "ABORTED")
            #expect(aborted.parameters["tryAgainTime"] == nil)
        }
    }
}
