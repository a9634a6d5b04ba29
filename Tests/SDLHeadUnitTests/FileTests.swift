import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import Testing

@Suite("PutFile, ListFiles and DeleteFile over TCP")
struct FileTests {
    /// CRC-32 (IEEE) of `bytes`, computed independently of the head unit.
    static func crc32(_ bytes: [UInt8]) -> Int {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return Int(crc ^ 0xFFFF_FFFF)
    }

    @Test("a file uploaded in two chunks with offset and length is stored whole; ListFiles names it")
    func chunkedUpload() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
            let first = Array(bytes[..<600])
            let second = Array(bytes[600...])
            let one = try await client.request(FID.putFile, ["syncFileName": "song.mp3", "fileType": "AUDIO_MP3", "offset": 0, "length": 1000, "crc": .integer(Self.crc32(first))], bulk: first)
            #expect(one.resultCode == "SUCCESS")
            let two = try await client.request(FID.putFile, ["syncFileName": "song.mp3", "fileType": "AUDIO_MP3", "offset": 600, "length": 1000, "crc": .integer(Self.crc32(second))], bulk: second)
            #expect(two.resultCode == "SUCCESS")
            #expect(two.parameters["spaceAvailable"] == .integer(104_857_600 - 1000))
            #expect(try await headUnit.apps().first?.files["song.mp3"]?.bytes == bytes)
            let list = try await client.request(FID.listFiles)
            #expect(list.parameters["filenames"] == ["song.mp3"])
        }
    }

    @Test("a chunk whose crc does not match is CORRUPTED_DATA and is not stored")
    func crcMismatch() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let bytes: [UInt8] = Array("hello".utf8)
            #expect(Self.crc32(bytes) == 0x3610_A686)
            let bad = try await client.request(FID.putFile, ["syncFileName": "a.txt", "fileType": "BINARY", "crc": .integer(Self.crc32(bytes) ^ 1)], bulk: bytes)
            #expect(bad.resultCode == "CORRUPTED_DATA")
            #expect(bad.success == false)
            #expect(bad.info == "CRC Check on file failed. File upload has been cancelled, please retry.")
            #expect(try await headUnit.apps().first?.files.isEmpty == true)
            let good = try await client.request(FID.putFile, ["syncFileName": "a.txt", "fileType": "BINARY", "crc": .integer(Self.crc32(bytes))], bulk: bytes)
            #expect(good.resultCode == "SUCCESS")
        }
    }

    @Test("a PutFile without data is INVALID_DATA; without syncFileName INVALID_DATA from validation")
    func putFileInvalid() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            #expect(try await client.request(FID.putFile, ["syncFileName": "a", "fileType": "BINARY"]).resultCode == "INVALID_DATA")
            let missing = try await client.request(FID.putFile, ["fileType": "BINARY"], bulk: [1])
            #expect(missing.resultCode == "INVALID_DATA")
            #expect(missing.info?.contains("syncFileName") == true)
        }
    }

    @Test("PutFile works in NONE, and DeleteFile removes a file; deleting it again is REJECTED")
    func deleteFile() async throws {
        try await HeadUnitHarness.run({ $0.autoActivate = false }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("NONE")
            #expect(try await client.request(FID.putFile, ["syncFileName": "x", "fileType": "BINARY"], bulk: [1, 2]).resultCode == "SUCCESS")
            let deleted = try await client.request(FID.deleteFile, ["syncFileName": "x"])
            #expect(deleted.resultCode == "SUCCESS")
            #expect(deleted.parameters["spaceAvailable"] == 104_857_600)
            #expect(try await client.request(FID.deleteFile, ["syncFileName": "x"]).resultCode == "REJECTED")
            #expect(try await client.request(FID.listFiles).parameters["filenames"] == [])
        }
    }

    @Test("a chunk at an offset beyond the app's quota is OUT_OF_MEMORY without storing anything")
    func offsetBeyondQuota() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let response = try await client.request(FID.putFile, ["syncFileName": "huge", "fileType": "BINARY", "offset": 1_999_999_999, "length": 2_000_000_000], bulk: [1])
            #expect(response.resultCode == "OUT_OF_MEMORY")
            #expect(try await headUnit.apps().first?.files.isEmpty == true)
        }
    }
}
