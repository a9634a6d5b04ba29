import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing
import SDLTestSupport

/// The real file manager lists, uploads and deletes files on the real emulator.
@Suite("File manager against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
struct FileManagerTests {
    /// The emulator's frame payload limit in these tests, small so a modest file needs several chunks.
    static let frameLimit = 8192

    /// Bytes with no repeating pattern a wrong offset could hide in.
    static func data(count: Int, seed: UInt32) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    static func withFileManager(
        _ body: (SDLHeadUnit, SDLSession, SDLFileManager, SDLRegisteredApp) async throws -> Void
    ) async throws {
        try await Emulator.run({ $0.maximumPayloadSize = frameLimit }) { headUnit, _ in
            try await Emulator.withSession(to: headUnit) { session in
                #expect(session.maximumFramePayloadSize == frameLimit)
                try await Emulator.register(session)
                let app = try await headUnit.nextRegisteredApp()
                try await body(headUnit, session, SDLFileManager(channel: session), app)
            }
        }
    }

    @Test("start() lists the files the emulator already has and the space left")
    func listsAtStart() async throws {
        try await Self.withFileManager { headUnit, session, files, app in
            let existing = Self.data(count: 300, seed: 1)
            let put = try await session.send(
                SDLPutFile(syncFileName: "existing.bin", fileType: .binary), bulkData: existing)
            #expect(put.success)
            try await files.start()
            #expect(await files.hasListedFiles)
            #expect(await files.remoteFileNames == ["existing.bin"])
            #expect(await files.hasUploadedFile(named: "existing.bin"))
            let request = try await headUnit.nextRequest("ListFiles")
            #expect(request.appID == app.id)
            let answer = try await headUnit.nextResponse("ListFiles")
            #expect(await files.bytesAvailable == answer.parameters["spaceAvailable"]?.intValue)
            #expect(await files.bytesAvailable == put.spaceAvailable)
        }
    }

    @Test("a file larger than one frame goes up in CRC-checked chunks and arrives byte-exact; a second upload is skipped")
    func uploadsInChunks() async throws {
        try await Self.withFileManager { headUnit, session, files, app in
            try await files.start()
            let before = try #require(await files.bytesAvailable)
            let data = Self.data(count: 50_000, seed: 7)
            let file = SDLFile(name: "album.jpg", data: data, fileType: .graphicJpeg)
            let plan = try SDLPutFileChunkPlan(file: file, maximumFramePayloadSize: Self.frameLimit)
            #expect(plan.chunkCount >= 7)

            let result = try await files.upload(file)
            #expect(result.wasSkipped == false)
            #expect(result.bytesSent == data.count)
            #expect(result.spaceAvailable == before - data.count)
            #expect(await files.bytesAvailable == before - data.count)

            let stored = try #require(try await headUnit.app(app.id)?.files["album.jpg"])
            #expect(stored.bytes == data)
            #expect(stored.fileType == "GRAPHIC_JPEG")
            #expect(stored.expectedLength == data.count)

            _ = try await headUnit.nextRequest("ListFiles")
            var offsets: [Int] = []
            for index in 0..<plan.chunkCount {
                let chunk = try await headUnit.nextRequest("PutFile")
                let range = plan.range(ofChunk: index)
                offsets.append(chunk.parameters["offset"]?.intValue ?? -1)
                #expect(chunk.bulkDataSize == range.count)
                #expect(chunk.bulkDataSize < Self.frameLimit)
                let crc = chunk.parameters["crc"]?.intValue
                #expect(crc == Int(SDLCRC32.checksum(Array(data[range]))))
                #expect(chunk.parameters["length"]?.intValue == (index == 0 ? data.count : range.count))
            }
            #expect(offsets == (0..<plan.chunkCount).map { plan.range(ofChunk: $0).lowerBound })

            let again = try await files.upload(file)
            #expect(again.wasSkipped)
            #expect(again.bytesSent == 0)
            // Nothing went out for the skipped upload: the next request the emulator sees is this one.
            _ = try await session.send(SDLListFiles())
            let next = try await headUnit.nextEvent { event in
                if case .request(let request) = event { return ["PutFile", "ListFiles"].contains(request.function) }
                return false
            }
            if case .request(let request) = next { #expect(request.function == "ListFiles") }
        }
    }

    @Test("DeleteFile removes the file from the emulator; deleting it again is refused")
    func deletes() async throws {
        try await Self.withFileManager { headUnit, _, files, app in
            try await files.start()
            let file = SDLFile(name: "icon.png", data: Self.data(count: 2_000, seed: 3), fileType: .graphicPng)
            try await files.upload(file)
            #expect(try await headUnit.app(app.id)?.files["icon.png"] != nil)
            let afterUpload = try #require(await files.bytesAvailable)

            try await files.deleteFile(named: "icon.png")
            #expect(try await headUnit.app(app.id)?.files.isEmpty == true)
            #expect(await files.hasUploadedFile(named: "icon.png") == false)
            #expect(await files.bytesAvailable == afterUpload + 2_000)

            let error = await #expect(throws: SDLError.self) { try await files.deleteFile(named: "icon.png") }
            #expect(error?.code == .requestFailed)
            #expect(error?.resultCode == .rejected)

            // With the name gone the same file uploads again.
            let result = try await files.upload(file)
            #expect(result.wasSkipped == false)
        }
    }
}
