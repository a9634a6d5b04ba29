import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import Testing

/// Core's `VerifyTtsFiles`: a FILE chunk names a file the app has uploaded, else FILE_NOT_FOUND with
/// "One or more files needed for <parameters> are not present".
@Suite("TTS FILE chunks: FILE_NOT_FOUND until the app has uploaded the file")
struct TTSFileTests {
    static func chunks(_ items: (type: String, text: String)...) -> SDLJSONValue {
        .array(items.map { ["type": .string($0.type), "text": .string($0.text)] })
    }

    static func upload(_ client: TestSDLClient, _ name: String) async throws {
        let stored = try await client.request(FID.putFile, ["syncFileName": .string(name), "fileType": "AUDIO_WAVE"], bulk: [1, 2, 3])
        #expect(stored.resultCode == "SUCCESS")
    }

    @Test("Speak: a FILE chunk of a file not uploaded is FILE_NOT_FOUND; once uploaded SUCCESS; a TEXT chunk with that text is never looked up")
    func speak() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            #expect(try await client.request(FID.speak, ["ttsChunks": Self.chunks(("TEXT", "beep.wav"))]).resultCode == "SUCCESS")
            let refused = try await client.request(FID.speak, ["ttsChunks": Self.chunks(("TEXT", "Hello"), ("FILE", "beep.wav"))])
            #expect(refused.resultCode == "FILE_NOT_FOUND")
            #expect(refused.success == false)
            #expect(refused.info == "One or more files needed for tts_chunks are not present")
            try await Self.upload(client, "beep.wav")
            #expect(try await client.request(FID.speak, ["ttsChunks": Self.chunks(("TEXT", "Hello"), ("FILE", "beep.wav"))]).resultCode == "SUCCESS")
            #expect(try await client.request(FID.speak, ["ttsChunks": Self.chunks(("FILE", "beep.wav"), ("FILE", "other.wav"))]).resultCode == "FILE_NOT_FOUND",
                    "every FILE chunk must be there")
        }
    }

    @Test("Alert and SubtleAlert: the files are checked before the alertIcon, after the message's own checks")
    func alerts() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let badIcon: SDLJSONValue = ["value": "   ", "imageType": "STATIC"]
            for function in [FID.alert, FID.subtleAlert] {
                let both = try await client.request(function, ["alertText1": "Hi", "ttsChunks": Self.chunks(("FILE", "chime.wav")), "alertIcon": badIcon])
                #expect(both.resultCode == "FILE_NOT_FOUND", "files before the icon")
                #expect(both.info == "One or more files needed for tts_chunks are not present")
                let syntax = try await client.request(function, ["alertText1": "  ", "ttsChunks": Self.chunks(("FILE", "chime.wav"))])
                #expect(syntax.resultCode == "INVALID_DATA", "the strings before the files")
            }
            try await Self.upload(client, "chime.wav")
            let icon = try await client.request(FID.alert, ["alertText1": "Hi", "ttsChunks": Self.chunks(("FILE", "chime.wav")), "alertIcon": badIcon])
            #expect(icon.resultCode == "INVALID_DATA", "with the file there, the icon's check answers")
        }
    }

    @Test("SetGlobalProperties names each prompt whose file is missing, in Core's order; ChangeRegistration names tts_name")
    func promptsAndTTSName() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let both = try await client.request(FID.setGlobalProperties, [
                "helpPrompt": Self.chunks(("FILE", "help.wav")), "timeoutPrompt": Self.chunks(("FILE", "timeout.wav")),
            ])
            #expect(both.resultCode == "FILE_NOT_FOUND")
            #expect(both.info == "One or more files needed for help_prompt, timeout_prompt are not present")
            try await Self.upload(client, "help.wav")
            let one = try await client.request(FID.setGlobalProperties, [
                "helpPrompt": Self.chunks(("FILE", "help.wav")), "timeoutPrompt": Self.chunks(("FILE", "timeout.wav")),
            ])
            #expect(one.info == "One or more files needed for timeout_prompt are not present")
            #expect(try await client.request(FID.setGlobalProperties, ["helpPrompt": Self.chunks(("FILE", "help.wav"))]).resultCode == "SUCCESS")

            let name = try await client.request(FID.changeRegistration, [
                "language": "EN-US", "hmiDisplayLanguage": "EN-US", "ttsName": Self.chunks(("FILE", "name.wav")),
            ])
            #expect(name.resultCode == "FILE_NOT_FOUND")
            #expect(name.info == "One or more files needed for tts_name are not present")
            try await Self.upload(client, "name.wav")
            #expect(try await client.request(FID.changeRegistration, [
                "language": "EN-US", "hmiDisplayLanguage": "EN-US", "ttsName": Self.chunks(("FILE", "name.wav")),
            ]).resultCode == "SUCCESS")
        }
    }
}
