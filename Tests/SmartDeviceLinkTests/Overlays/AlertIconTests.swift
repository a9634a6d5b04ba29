import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// SDLAlertController's icon (`alertIcon`) and audio-file prompts (TTSChunk `FILE`): uploaded
/// before the Alert; what cannot be shown or played is left out and the result says so.
@Suite("Alert icons and sounds", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct AlertIconTests {
    @Test("the icon is uploaded before the Alert that shows it, once")
    func iconUploadedFirst() async throws {
        try await OverlayApp.run { app in
            let icon = try AlertFixtures.artwork("fuel.png")
            let first = app.presentTyped(SDLAlertController(message: "Fuel is low", icon: icon, duration: .seconds(3)))
            let requests = try await app.requests(["PutFile", "Alert"], until: "Alert")
            #expect(requests.map(\.function) == ["PutFile", "Alert"])
            #expect(requests.first?.parameters["syncFileName"]?.stringValue == "fuel.png")
            let sent = try SDLAlert(json: .object(try #require(requests.last).parameters))
            #expect(sent.alertIcon == icon.image)
            #expect(sent.alertText1 == "Fuel is low")
            try await app.headUnit.advanceClock(by: .seconds(3))
            let answer = try await first.value
            #expect(answer.resultCode == .success)
            #expect(answer.info == nil)

            // Shown again: the head unit has the file, so nothing is uploaded.
            let again = app.presentTyped(SDLAlertController(message: "Fuel is low", icon: icon, duration: .seconds(3)))
            #expect(try await app.nextRequest(SDLAlert.self).alertIcon == icon.image)
            #expect(await app.receivesNoRequest("PutFile"))
            try await app.headUnit.advanceClock(by: .seconds(3))
            #expect(try await again.value.resultCode == .success)
        }
    }

    @Test("a failed icon upload shows the Alert without it; the result is WARNINGS naming the icon, and the button still answers")
    func iconUploadFailed() async throws {
        try await OverlayApp.run { app in
            // Core's file-name rules refuse a name with "../": the upload fails.
            let alert = SDLAlertController(message: "Fuel is low", icon: try AlertFixtures.artwork("../fuel.png")) { SDLButtonView("OK") }
            let result = app.presentTyped(alert)
            let request = try await app.headUnit.nextRequest("Alert")
            #expect(request.parameters["alertIcon"] == nil)
            #expect(request.parameters["alertText1"]?.stringValue == "Fuel is low")
            try await app.headUnit.pressSoftButton(try #require(alert.buttons[0].softButtonID))
            let answer = try await result.value
            #expect(answer.resultCode == .warnings)
            #expect(answer.info?.contains("'../fuel.png'") == true, "\(answer.info ?? "no info")")
            #expect(answer.answer === alert.buttons[0])
        }
    }

    @Test("before RPC 6.0 (no alertIcon) the icon is neither uploaded nor sent, and the result says so")
    func iconBeforeRPC6() async throws {
        try await AlertFixtures.runApp(rpcVersion: SDLRPCVersion(5, 1, 0)) { headUnit, root in
            let result = Task { @MainActor in
                try await root.presentOverlayController(SDLAlertController(message: "Hi", icon: try AlertFixtures.artwork("hi.png"), duration: .seconds(3)))
            }
            let request = try await headUnit.nextRequest("Alert")
            #expect(request.parameters["alertIcon"] == nil)
            try await headUnit.advanceClock(by: .seconds(3))
            let answer = try await result.value
            #expect(answer.resultCode == .warnings)
            #expect(answer.info?.contains("alertIcon") == true, "\(answer.info ?? "no info")")
            await #expect(throws: (any Error).self) { _ = try await headUnit.nextRequest("PutFile", timeout: .milliseconds(200)) }
        }
    }

    @Test("an audio-file prompt is uploaded before the Alert where the head unit plays FILE chunks")
    func audioFileUploaded() async throws {
        try await OverlayApp.run(profile: AlertFixtures.playsFiles) { app in
            let chime = AlertFixtures.chime()
            let result = app.presentTyped(SDLAlertController(message: "Fuel is low", prompt: .file(chime) + "Fuel is low", duration: .seconds(3)))
            let requests = try await app.requests(["PutFile", "Alert"], until: "Alert")
            #expect(requests.map(\.function) == ["PutFile", "Alert"])
            #expect(requests.first?.parameters["syncFileName"]?.stringValue == "chime.mp3")
            #expect(requests.first?.parameters["fileType"]?.stringValue == "AUDIO_MP3")
            let sent = try SDLAlert(json: .object(try #require(requests.last).parameters))
            #expect(sent.ttsChunks == [SDLTTSChunk(text: "chime.mp3", type: .file), SDLTTSChunk(text: "Fuel is low", type: .text)])
            try await app.headUnit.advanceClock(by: .seconds(3))
            let answer = try await result.value
            #expect(answer.resultCode == .success)
            #expect(answer.info == nil)
        }
    }

    @Test("where the head unit plays no files, FILE chunks are left out (nothing uploaded) and the result is WARNINGS")
    func audioFileUnsupported() async throws {
        try await OverlayApp.run { app in   // media-4line: TEXT, SILENCE, PRE_RECORDED
            let result = app.presentTyped(SDLAlertController(message: "Fuel is low", prompt: .file(AlertFixtures.chime()) + "Fuel is low", duration: .seconds(3)))
            let sent = try await app.nextRequest(SDLAlert.self)
            #expect(sent.ttsChunks == [SDLTTSChunk(text: "Fuel is low", type: .text)])
            #expect(await app.receivesNoRequest("PutFile"))
            try await app.headUnit.advanceClock(by: .seconds(3))
            let answer = try await result.value
            #expect(answer.resultCode == .warnings)
            #expect(answer.info?.contains("'chime.mp3'") == true, "\(answer.info ?? "no info")")

            // A prompt of nothing but an unplayable file, and no message: nothing is left to show.
            let empty = await #expect(throws: SDLError.self) {
                try await app.presentTyped(SDLAlertController(message: nil, prompt: .file(AlertFixtures.chime()))).value
            }
            #expect(empty?.code == .invalidOverlay)
            #expect(await app.receivesNoRequest("Alert"))
        }
    }

    @Test("prompts join with +: chunks in order, audio files once")
    func promptsJoin() {
        let chime = AlertFixtures.chime()
        let prompt = SDLPrompt.file(chime) + "Fuel is low" + .file(named: "stored.wav") + .file(chime)
        #expect(prompt.chunks == [
            SDLTTSChunk(text: "chime.mp3", type: .file), SDLTTSChunk(text: "Fuel is low", type: .text),
            SDLTTSChunk(text: "stored.wav", type: .file), SDLTTSChunk(text: "chime.mp3", type: .file),
        ])
        #expect(prompt.audioFiles == [chime])
    }
}
