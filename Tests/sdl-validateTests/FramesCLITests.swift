import Foundation
import NIOCore
import SDLProtocol
import SDLRPCRuntime
import Testing

/// `sdl-validate --frames` on a raw capture built here from the protocol's own encoders.
@Suite("sdl-validate --frames")
struct FramesCLITests {
    static func frames(_ type: SDLRPCType, _ functionID: UInt32, _ correlationID: Int32, _ json: String, messageID: UInt32, mtu: Int = 1024) -> [[UInt8]] {
        let payload = SDLRPCPayload(rpcType: type, functionID: functionID, correlationID: correlationID, json: ByteBuffer(string: json))
        return SDLMessageFragmenter.frames(for: payload.message(version: 5, sessionID: 1, messageID: messageID), maximumPayloadSize: mtu)
            .map { $0.encodedBytes() }
    }

    @Test("every RPC of both directions is reassembled and validated; interleaved multi-frame messages and garbage do not stop it")
    func capture() async throws {
        let show = Self.frames(.request, 13, 1, #"{"mainField1": "Hi"}"#, messageID: 1)
        let longAlert = #"{"alertText1": "\#(String(repeating: "a", count: 300))", "duration": 2999}"#
        let alert = Self.frames(.request, 12, 2, longAlert, messageID: 2, mtu: 64)
        let status = Self.frames(.notification, 32768, 0, #"{"hmiLevel": "FULL", "audioStreamingState": "AUDIBLE", "systemContext": "WARP"}"#, messageID: 3, mtu: 32)
        #expect(alert.count > 3)
        #expect(status.count > 3)
        var capture: [UInt8] = show.flatMap { $0 }
        // Interleave the two multi-frame messages frame by frame, as two directions would.
        for position in 0..<max(alert.count, status.count) {
            if position < alert.count { capture += alert[position] }
            if position < status.count { capture += status[position] }
        }
        capture += Self.frames(.response, 13, 1, #"{"success": true, "resultCode": "SUCCESS"}"#, messageID: 4).flatMap { $0 }
        let file = try CommandRunner.temporaryFile("", name: "capture.bin")
        try Data(capture).write(to: URL(fileURLWithPath: file))
        let output = try await CommandRunner.run("sdl-validate", ["--frames", file])
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("\(file)#") && $0.contains(": invalid: $.duration: value 2999 is below minvalue 3000") })
        #expect(lines.contains { $0.contains(": invalid: $.systemContext: 'WARP' is not an element of enum SystemContext") })
        #expect(lines.last == "2 valid, 0 with warnings, 2 invalid")
    }

    @Test("bytes that are not frames are a protocol error, reported as an invalid message")
    func garbage() async throws {
        let file = try CommandRunner.temporaryFile("", name: "garbage.bin")
        try Data([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]).write(to: URL(fileURLWithPath: file))
        let output = try await CommandRunner.run("sdl-validate", ["--frames", file])
        #expect(output.status == 1)
        #expect(output.stdout.contains(": invalid: $: protocol error at byte 0"))
    }

    @Test("RPC frames with the E bit are listed as encrypted, not validated, and do not fail the run (text and JSON)")
    func encrypted() async throws {
        var capture = Self.frames(.request, 13, 1, #"{"mainField1": "Hi"}"#, messageID: 1).flatMap { $0 }
        let encryptedOffset = capture.count
        // A protected service's two-frame message: each frame's payload is a TLS record.
        let message = SDLMessage(version: 5, serviceType: .rpc, sessionID: 1, messageID: 5, isEncrypted: true, payload: ByteBuffer(bytes: (0..<100).map { UInt8($0) }))
        let frames = SDLMessageFragmenter.frames(for: message, maximumPayloadSize: 60)
        #expect(frames.count == 3, "a first frame and two consecutive frames")
        capture += frames.flatMap { $0.encodedBytes() }
        let lastFrameOffset = capture.count - frames[2].encodedBytes().count
        #expect(lastFrameOffset > encryptedOffset)
        let file = try CommandRunner.temporaryFile("", name: "protected.bin")
        try Data(capture).write(to: URL(fileURLWithPath: file))

        let text = try await CommandRunner.run("sdl-validate", ["--frames", file])
        #expect(text.status == 0, "stdout: \(text.stdout)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(file)#1: encrypted: rpc message 5 of session 1 at byte \(lastFrameOffset), 100 encrypted bytes; not validated",
            "1 valid, 0 with warnings, 0 invalid, 1 encrypted (not validated)",
        ])

        let json = try await CommandRunner.run("sdl-validate", ["--frames", "--format", "json", file])
        #expect(json.status == 0)
        let parsed = try SDLJSONParser.parse(json.stdout)
        let verdicts = parsed.arrayValue?.compactMap { $0.objectValue?["verdict"]?.stringValue }
        #expect(verdicts == ["ok", "encrypted"])
        #expect(parsed.arrayValue?.last?.objectValue?["encryptedSize"] == .integer(100))
    }

    @Test("--tls-key-log: needs --frames (exit 64); an unreadable key log exits 2; a malformed line is FILE:LINE: error (exit 2)")
    func keyLogErrors() async throws {
        let capture = try CommandRunner.temporaryFile("", name: "capture.bin")
        try Data(Self.frames(.request, 13, 1, #"{"mainField1": "Hi"}"#, messageID: 1).flatMap { $0 }).write(to: URL(fileURLWithPath: capture))
        let keys = try CommandRunner.temporaryFile("# keys\nCLIENT_RANDOM 00 11\n", name: "keys.log")

        let withoutFrames = try await CommandRunner.run("sdl-validate", ["--tls-key-log", keys, capture])
        #expect(withoutFrames.status == 64)
        #expect(withoutFrames.stderr.contains("--tls-key-log decrypts the frames of a capture; it needs --frames"))

        let missing = try await CommandRunner.run("sdl-validate", ["--frames", "--tls-key-log", keys + ".missing", capture])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("\(keys).missing: error: cannot read the TLS key log"))

        let malformed = try await CommandRunner.run("sdl-validate", ["--frames", "--tls-key-log", keys, capture])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("\(keys):2: error: the client random '00' is not 32 bytes of hex"), "\(malformed.stderr)")
        #expect(malformed.stdout.isEmpty, "nothing validated with a broken key log")

        let empty = try CommandRunner.temporaryFile("", name: "empty-keys.log")
        let plain = try await CommandRunner.run("sdl-validate", ["--frames", "--tls-key-log", empty, capture])
        #expect(plain.status == 0)
        #expect(plain.stdout == "1 valid, 0 with warnings, 0 invalid\n", "a capture without encryption reads as before")
    }
}
