import SDLTestSupport
import SDLHeadUnit
import SDLProtocol
import SDLRPC
import Testing

@Suite("PerformAudioPassThru over TCP")
struct AudioPassThruTests {
    static let request: SDLJSONValue = [
        "samplingRate": "16KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM", "maxDuration": 2500,
        "audioPassThruDisplayText1": "Speak now",
    ]

    @Test("audio streams as OnAudioPassThru bulk data once a second until maxDuration, then SUCCESS")
    func streamsUntilMaxDuration() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.performAudioPassThru, Self.request)
            let overlay = try await headUnit.nextOverlay(.performAudioPassThru)
            #expect(overlay.lines == ["Speak now"])
            #expect(overlay.parameters["muteAudio"] == true)
            try await headUnit.advanceClock(by: .milliseconds(999))
            try await client.sync()
            #expect(!client.pendingRPCs.contains { $0.functionID == FID.onAudioPassThru })
            #expect(try await headUnit.overlay()?.audioBytesSent == 0)
            try await headUnit.advanceClock(by: .milliseconds(1601))
            var chunks: [TestSDLClient.RPC] = []
            for _ in 0..<3 { chunks.append(try await client.notification(FID.onAudioPassThru)) }
            // 16 kHz × 2 bytes: 1 s = 32000 bytes; the last 0.5 s = 16000.
            #expect(chunks.map(\.bulk.count) == [32000, 32000, 16000])
            #expect(chunks.allSatisfy { $0.jsonSize == 0 && $0.serviceType == .hybrid })
            let response = try await client.response(to: id)
            #expect(response.resultCode == "SUCCESS")
            #expect(response.messageID > chunks[2].messageID)
        }
    }

    @Test("the tone source produces a 16-bit sine, not silence")
    func toneIsAudible() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            try await client.sendRequest(FID.performAudioPassThru, Self.request)
            _ = try await headUnit.nextOverlay(.performAudioPassThru)  // the recording runs before the clock moves
            try await headUnit.advanceClock(by: .seconds(1))
            let chunk = try await client.notification(FID.onAudioPassThru)
            let samples = stride(from: 0, to: chunk.bulk.count - 1, by: 2).map { Int16(bitPattern: UInt16(chunk.bulk[$0]) | UInt16(chunk.bulk[$0 + 1]) << 8) }
            #expect(samples.max() ?? 0 > 8000)
            #expect(samples.min() ?? 0 < -8000)
        }
    }

    @Test("EndAudioPassThru ends the recording: PerformAudioPassThru SUCCESS, then EndAudioPassThru SUCCESS")
    func endAudioPassThru() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let none = try await client.request(FID.endAudioPassThru)
            #expect(none.resultCode == "REJECTED")
            let id = try await client.sendRequest(FID.performAudioPassThru, Self.request)
            _ = try await headUnit.nextOverlay(.performAudioPassThru)
            try await headUnit.advanceClock(by: .seconds(1))
            _ = try await client.notification(FID.onAudioPassThru)
            let end = try await client.sendRequest(FID.endAudioPassThru, [:])
            let performed = try await client.response(to: id)
            let ended = try await client.response(to: end)
            #expect(performed.resultCode == "SUCCESS")
            #expect(ended.resultCode == "SUCCESS")
            #expect(performed.messageID < ended.messageID)
            try await headUnit.advanceClock(by: .seconds(5))
            try await client.sync()
            #expect(client.pendingRPCs.filter { $0.functionID == FID.onAudioPassThru }.isEmpty)
        }
    }

    @Test("a second PerformAudioPassThru while one runs is REJECTED, whatever the overlay policy")
    func secondPassThruRejected() async throws {
        try await HeadUnitHarness.run({ $0.overlayPolicy = .abort }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            try await client.sendRequest(FID.performAudioPassThru, Self.request)
            _ = try await headUnit.nextOverlay(.performAudioPassThru)
            let second = try await client.request(FID.performAudioPassThru, Self.request)
            #expect(second.resultCode == "REJECTED")
        }
    }

    @Test("invalid PerformAudioPassThru requests are INVALID_DATA naming the parameter", arguments: [
        (["bitsPerSample": "16_BIT", "audioType": "PCM", "maxDuration": 1000] as SDLJSONValue, "samplingRate"),
        (["samplingRate": "16KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM", "maxDuration": 0] as SDLJSONValue, "maxDuration"),
        (["samplingRate": "16KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM", "maxDuration": 1_000_001] as SDLJSONValue, "maxDuration"),
        (["samplingRate": "16KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM", "maxDuration": 1000, "audioPassThruDisplayText1": "   "] as SDLJSONValue, nil),
    ])
    func invalidRequests(parameters: SDLJSONValue, mentions: String?) async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let response = try await client.request(FID.performAudioPassThru, parameters)
            #expect(response.resultCode == "INVALID_DATA")
            // Schema failures name the parameter; Core's whitespace check answers without info.
            if let mentions {
                #expect(response.info?.contains(mentions) == true)
            } else {
                #expect(response.info == nil)
            }
            #expect(try await headUnit.overlay() == nil)
        }
    }

    @Test("PerformAudioPassThru in BACKGROUND is DISALLOWED")
    func passThruInBackground() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            try await headUnit.setHMILevel(.background)
            #expect(try await client.request(FID.performAudioPassThru, Self.request).resultCode == "DISALLOWED")
        }
    }
}
