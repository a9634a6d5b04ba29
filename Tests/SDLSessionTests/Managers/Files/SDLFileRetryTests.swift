import SDLRPC
import SDLSession
import Testing

@Suite("File upload retries and errors")
struct SDLFileRetryTests {
    static let payload = 400
    static let chunk = SDLFileUploadTests.expectedChunkSize(name: "f.bin", size: 500, fileType: .binary)
    static let ok = SDLPutFileResponse(success: true, resultCode: .success)

    /// A channel whose PutFile answers come from `answers` per call (index = call number), success after.
    static func channel(_ answers: [Int: Result<SDLPutFileResponse, any Error>]) -> SDLScriptedChannel {
        let channel = SDLScriptedChannel(maximumFramePayloadSize: payload)
        let calls = SDLTestBox(0)
        channel.handle(SDLPutFile.self) { _, _ in
            let call = calls.withValue { value -> Int in
                defer { value += 1 }
                return value
            }
            return try (answers[call] ?? .success(ok)).get()
        }
        return channel
    }

    @Test("a chunk answered GENERIC_ERROR is sent again and the upload succeeds")
    func retryResult() async throws {
        let channel = Self.channel([1: .success(SDLPutFileResponse(success: false, resultCode: .genericError))])
        let manager = SDLFileManager(channel: channel)
        let data = managerTestBytes(2 * Self.chunk + 3)
        let result = try await manager.upload(SDLFile(name: "f.bin", data: data))
        let puts = channel.sent(SDLPutFile.self)
        #expect(puts.map { $0.request.offset } == [0, Self.chunk, Self.chunk, 2 * Self.chunk])
        #expect(puts[1].bulkData == puts[2].bulkData)
        #expect(puts[1].request == puts[2].request)
        #expect(result.bytesSent == data.count)
        #expect(reassemblePutFiles(puts) == data)
    }

    @Test("a chunk whose send throws (timeout) is sent again")
    func retryThrown() async throws {
        let channel = Self.channel([0: .failure(SDLScriptedChannel.SimulatedTimeout())])
        let manager = SDLFileManager(channel: channel)
        try await manager.upload(SDLFile(name: "f.bin", data: managerTestBytes(10)))
        #expect(channel.sent(SDLPutFile.self).map { $0.request.offset } == [0, 0])
    }

    @Test("when every attempt fails the upload throws retriesExhausted after retryCount + 1 sends")
    func exhausted() async throws {
        let failing = SDLPutFileResponse(success: false, resultCode: .genericError, info: "UI does not respond")
        let channel = Self.channel([1: .success(failing), 2: .success(failing), 3: .success(failing), 4: .success(failing)])
        let manager = SDLFileManager(channel: channel, configuration: SDLFileManagerConfiguration(retryCount: 2))
        do {
            try await manager.upload(SDLFile(name: "f.bin", data: managerTestBytes(3 * Self.chunk)))
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .retriesExhausted)
            #expect(error.attempts == 3)
            #expect(error.offset == Self.chunk)
            #expect(error.resultCode == .genericError)
            #expect(error.info == "UI does not respond")
            #expect(error.fileName == "f.bin")
        }
        #expect(channel.sent(SDLPutFile.self).map { $0.request.offset } == [0, Self.chunk, Self.chunk, Self.chunk])
        #expect(await !manager.hasUploadedFile(named: "f.bin"))
    }

    @Test("exhausted retries on thrown errors keep the channel's error")
    func exhaustedThrown() async throws {
        let channel = Self.channel([0: .failure(SDLScriptedChannel.SimulatedTimeout()), 1: .failure(SDLScriptedChannel.SimulatedTimeout())])
        let manager = SDLFileManager(channel: channel, configuration: SDLFileManagerConfiguration(retryCount: 1))
        do {
            try await manager.upload(SDLFile(name: "f.bin", data: managerTestBytes(10)))
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .retriesExhausted)
            // The channel's own error (a channel throws SDLError; the scripted cause is inside it).
            let channelError = error.underlyingError as? SDLError
            #expect(channelError?.underlyingError is SDLScriptedChannel.SimulatedTimeout)
        }
        #expect(channel.sent(SDLPutFile.self).count == 2)
    }

    @Test("a result not worth retrying fails at once with requestFailed")
    func notRetryable() async throws {
        let channel = Self.channel([0: .success(SDLPutFileResponse(success: false, resultCode: .corruptedData))])
        let manager = SDLFileManager(channel: channel)
        do {
            try await manager.upload(SDLFile(name: "f.bin", data: managerTestBytes(10)))
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .requestFailed)
            #expect(error.resultCode == .corruptedData)
        }
        #expect(channel.sent(SDLPutFile.self).count == 1)
    }

    @Test("the progress sequence throws the failure after the chunks that made it")
    func progressThenFailure() async throws {
        let channel = Self.channel([1: .success(SDLPutFileResponse(success: false, resultCode: .rejected))])
        let manager = SDLFileManager(channel: channel)
        var seen: [Int] = []
        do {
            for try await step in manager.uploadProgress(of: SDLFile(name: "f.bin", data: managerTestBytes(3 * Self.chunk))) {
                seen.append(step.bytesSent)
            }
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .requestFailed)
        }
        #expect(seen == [Self.chunk])
    }

    @Test("a file larger than the reported space is refused before sending")
    func notEnoughSpace() async throws {
        let channel = SDLScriptedChannel()
        channel.scriptFileSystem(space: 10)
        let manager = SDLFileManager(channel: channel)
        try await manager.start()
        do {
            try await manager.upload(SDLFile(name: "big", data: managerTestBytes(11)))
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .notEnoughSpace)
        }
        try await manager.upload(SDLFile(name: "fits", data: managerTestBytes(10)))
        #expect(channel.sentNames == ["ListFiles", "PutFile"])
    }

    @Test("empty files and frames too small for data are refused")
    func invalid() async throws {
        let channel = SDLScriptedChannel(maximumFramePayloadSize: 60)
        channel.scriptFileSystem()
        let manager = SDLFileManager(channel: channel)
        await #expect(throws: SDLError.self) { try await manager.upload(SDLFile(name: "x", data: [])) }
        do {
            try await manager.upload(SDLFile(name: "x", data: [1, 2, 3]))
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .frameTooSmall)
        }
        #expect(channel.sentNames.isEmpty)
    }

    @Test("DeleteFile removes the name and updates the space; a refusal is an error")
    func delete() async throws {
        let channel = SDLScriptedChannel()
        channel.scriptFileSystem(names: ["a", "b"], space: 100)
        let manager = SDLFileManager(channel: channel)
        try await manager.start()
        channel.respond(to: SDLDeleteFile.self, with: SDLDeleteFileResponse(success: true, resultCode: .success, spaceAvailable: 150))
        try await manager.deleteFile(named: "a")
        #expect(await manager.remoteFileNames == ["b"])
        #expect(await manager.bytesAvailable == 150)
        #expect(channel.sent(SDLDeleteFile.self).map(\.request.syncFileName) == ["a"])
        channel.respond(to: SDLDeleteFile.self, with: SDLDeleteFileResponse(success: false, resultCode: .fileNotFound))
        do {
            try await manager.deleteFile(named: "zzz")
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .requestFailed)
            #expect(error.resultCode == .fileNotFound)
        }
    }

    @Test("a refused ListFiles is an error")
    func listFilesRefused() async throws {
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLListFiles.self, with: SDLListFilesResponse(success: false, resultCode: .disallowed))
        let manager = SDLFileManager(channel: channel)
        do {
            try await manager.start()
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .requestFailed)
            #expect(error.resultCode == .disallowed)
        }
        #expect(await !manager.hasListedFiles)
    }
}
