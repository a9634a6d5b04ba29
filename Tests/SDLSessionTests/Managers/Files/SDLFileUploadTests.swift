import SDLRPC
import SDLSession
import Testing

@Suite("File upload")
struct SDLFileUploadTests {
    static let payload = 400

    /// The chunk size the spec arithmetic gives for a file of `size` bytes named `name`:
    /// frame payload − 12-byte RPC header − the longest PutFile JSON for that file.
    static func expectedChunkSize(name: String, size: Int, fileType: SDLFileType = .audioMp3, persistent: Bool = false) -> Int {
        let worst = SDLPutFile(syncFileName: name, fileType: fileType, persistentFile: persistent, systemFile: false,
                               offset: size, length: size, crc: 4_294_967_295)
        return payload - 12 - worst.jsonBytes().count
    }

    static let chunk = expectedChunkSize(name: "song.mp3", size: 500)

    @Test("the chunk size sits in the 3-digit range these boundary tests assume")
    func chunkAssumption() throws {
        #expect(Self.chunk > 100 && Self.chunk < 999)
        let plan = try SDLPutFileChunkPlan(file: SDLFile(name: "song.mp3", data: managerTestBytes(500), fileType: .audioMp3),
                                           maximumFramePayloadSize: Self.payload)
        #expect(plan.chunkSize == Self.chunk)
    }

    @Test("uploads split exactly at the chunk boundary", arguments: [-1, 0, 1])
    func boundaries(delta: Int) async throws {
        let size = Self.chunk + delta
        let data = managerTestBytes(size, seed: UInt32(size))
        let channel = SDLScriptedChannel(maximumFramePayloadSize: Self.payload)
        channel.scriptFileSystem()
        let manager = SDLFileManager(channel: channel)

        let result = try await manager.upload(SDLFile(name: "song.mp3", data: data, fileType: .audioMp3))

        let puts = channel.sent(SDLPutFile.self)
        #expect(puts.count == (delta <= 0 ? 1 : 2))
        #expect(puts.map { $0.request.offset } == (delta <= 0 ? [0] : [0, Self.chunk]))
        // `length` is the whole file on the first chunk, the chunk's size afterwards.
        #expect(puts.map { $0.request.length } == (delta <= 0 ? [size] : [size, 1]))
        #expect(puts.map { $0.bulkData?.count } == (delta <= 0 ? [size] : [Self.chunk, 1]))
        for put in puts {
            let bulk = try #require(put.bulkData)
            #expect(put.request.crc == Int(SDLCRC32.checksum(bulk)))
            #expect(put.request.syncFileName == "song.mp3")
            #expect(put.request.fileType == .audioMp3)
            #expect(put.request.persistentFile == false)
            #expect(12 + put.request.jsonBytes().count + bulk.count <= Self.payload)
            #expect(put.request.validate().isEmpty)
        }
        #expect(reassemblePutFiles(puts) == data)
        #expect(result == SDLFileUploadResult(fileName: "song.mp3", bytesSent: size, wasSkipped: false, spaceAvailable: 1_000_000 - size))
        #expect(await manager.hasUploadedFile(named: "song.mp3"))
    }

    @Test("a many-chunk upload reassembles byte for byte and reports progress per chunk")
    func manyChunks() async throws {
        // 4-digit offsets and `persistentFile: true` change the JSON, so this file's chunk differs.
        let c = Self.expectedChunkSize(name: "song.mp3", size: 1200, persistent: true)
        let size = 5 * c - 17
        #expect(size >= 1000 && size <= 9999)
        #expect(c != Self.chunk)
        let data = managerTestBytes(size, seed: 9)
        let channel = SDLScriptedChannel(maximumFramePayloadSize: Self.payload)
        channel.scriptFileSystem()
        let manager = SDLFileManager(channel: channel)
        let file = SDLFile(name: "song.mp3", data: data, fileType: .audioMp3, isPersistent: true)

        var progress: [SDLFileUploadProgress] = []
        for try await step in manager.uploadProgress(of: file) { progress.append(step) }

        #expect(progress.map(\.bytesSent) == [c, 2 * c, 3 * c, 4 * c, size])
        #expect(progress.allSatisfy { $0.totalBytes == size && !$0.isSkipped && $0.fileName == "song.mp3" })
        #expect(progress.last?.isFinished == true)
        #expect(progress.first?.fractionCompleted == Double(c) / Double(size))
        let puts = channel.sent(SDLPutFile.self)
        #expect(puts.map { $0.request.offset } == [0, c, 2 * c, 3 * c, 4 * c])
        #expect(puts.map { $0.request.length } == [size, c, c, c, c - 17])
        #expect(puts.allSatisfy { $0.request.persistentFile == true })
        #expect(puts.allSatisfy { $0.request.crc == $0.bulkData.map { Int(SDLCRC32.checksum($0)) } })
        #expect(reassemblePutFiles(puts) == data)
    }

    @Test("a file the head unit already lists is skipped; overwrite uploads it anyway")
    func skipAndOverwrite() async throws {
        let channel = SDLScriptedChannel(maximumFramePayloadSize: Self.payload)
        channel.scriptFileSystem(names: ["logo.png", "other"], space: 5000)
        let manager = SDLFileManager(channel: channel)
        try await manager.start()
        #expect(await manager.remoteFileNames == ["logo.png", "other"])
        #expect(await manager.bytesAvailable == 5000)

        let file = SDLFile(name: "logo.png", data: managerTestBytes(50), fileType: .graphicPng)
        let skipped = try await manager.upload(file)
        #expect(skipped.wasSkipped)
        #expect(skipped.bytesSent == 0)
        #expect(channel.sent(SDLPutFile.self).isEmpty)

        var steps: [SDLFileUploadProgress] = []
        for try await step in manager.uploadProgress(of: file) { steps.append(step) }
        #expect(steps == [SDLFileUploadProgress(fileName: "logo.png", bytesSent: 0, totalBytes: 50, isSkipped: true)])

        var forced = file
        forced.overwrite = true
        let sent = try await manager.upload(forced)
        #expect(!sent.wasSkipped)
        #expect(sent.bytesSent == 50)
        #expect(channel.sent(SDLPutFile.self).count == 1)
        #expect(await manager.bytesAvailable == 4950)
        #expect(channel.sentNames == ["ListFiles", "PutFile"])
    }

    @Test("static icons are never uploaded")
    func staticIcon() async throws {
        let channel = SDLScriptedChannel()
        channel.scriptFileSystem()
        let manager = SDLFileManager(channel: channel)
        let result = try await manager.upload(SDLArtwork(staticIcon: "0x11"))
        #expect(result.wasSkipped)
        #expect(channel.sentNames.isEmpty)
    }

    @Test("an uploaded artwork is skipped the second time")
    func artworkOnce() async throws {
        let channel = SDLScriptedChannel()
        channel.scriptFileSystem()
        let manager = SDLFileManager(channel: channel)
        let art = try SDLArtwork(imageData: SDLArtworkTests.png)
        #expect(try await !manager.upload(art).wasSkipped)
        #expect(try await manager.upload(art).wasSkipped)
        #expect(channel.sent(SDLPutFile.self).map(\.request.fileType) == [.graphicPng])
    }
}
